import { setToken } from '@client/lib/session.ts';
import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MySessions } from './my-sessions.tsx';

const SESSIONS = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    device: 'Chrome on Windows',
    address: '203.0.113.7',
    created_at: '2026-11-20T10:00:00.000Z',
    last_seen_at: '2026-11-26T10:00:00.000Z',
    current: true,
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    device: 'Safari on iPhone',
    address: '198.51.100.4',
    created_at: '2026-11-21T10:00:00.000Z',
    last_seen_at: '2026-11-25T10:00:00.000Z',
    current: false,
  },
];

describe('MySessions', () => {
  it('lists my devices with this one marked, and signs out another one', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.profileSessions)]: { status: 200, body: SESSIONS },
      [on(endpoints.profileSessionEnd, { id: SESSIONS[1]!._id })]: {
        status: 200,
        body: { message: MESSAGES.profile.sessionEnded },
      },
    });
    const { user } = renderPage(<MySessions />);
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show signed-in devices' }));
    expect(await screen.findByText('Safari on iPhone', { selector: '.fw-semibold' })).toBeVisible();
    expect(screen.getByText('This device')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Sign out Safari on iPhone$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Windows' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profile.sessionEnded);
    expect(
      sent.some(
        (r) =>
          r.method === 'DELETE' && r.url === apiUrl(endpoints.profileSessionEnd, { id: SESSIONS[1]!._id }),
      ),
    ).toBe(true);
  });

  it('signs out every other device at once', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.profileSessions)]: { status: 200, body: SESSIONS },
      [on(endpoints.profileSessionsEndOthers)]: {
        status: 200,
        body: { message: MESSAGES.profile.otherSessionsEnded },
      },
    });
    const { user } = renderPage(<MySessions />);
    await user.click(screen.getByRole('button', { name: 'Show signed-in devices' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profile.otherSessionsEnded);
    expect(
      sent.some((r) => r.method === 'DELETE' && r.url === apiUrl(endpoints.profileSessionsEndOthers)),
    ).toBe(true);
  });
});
