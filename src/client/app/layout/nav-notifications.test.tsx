import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Notification } from '@contract/notifications.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavNotifications } from './nav-notifications.tsx';

const PROFILE = on(endpoints.profile);
const UNREAD = on(endpoints.notificationUnread);
const LIST = on(endpoints.notificationAll);
const READ = on(endpoints.notificationRead);

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: '3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0001',
    kind: 'live_session_changed',
    title: 'Class moved: Price action',
    body: 'Pro Trader · Evening batch, now Tuesday 8 December, 8:30 pm IST',
    link: '/live/5b1c1c7e-7d1a-4c55-9a43-7f1d5d2a0002',
    created_at: '2026-11-26T14:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

/** The bell's API: `unread` unread of `items`; a read marks them all (as { all: true } would). */
function bellApi(items: Notification[]) {
  let unread = items.filter((item) => item.read_at === null).length;
  return mockApi({
    [PROFILE]: { status: 200, body: createUser({ name: 'Asha Rao' }) },
    [UNREAD]: () => ({ status: 200, body: { unread } }),
    [LIST]: () => ({ status: 200, body: { items, unread, next_cursor: null } }),
    [READ]: (request: SentRequest) => {
      const body = request.body as { ids?: string[]; all?: true };
      unread = body.all ? 0 : Math.max(0, unread - (body.ids?.length ?? 0));
      items = items.map((item) =>
        body.all || body.ids?.includes(item._id) ? { ...item, read_at: '2026-11-26T15:00:00.000Z' } : item,
      );
      return { status: 200, body: { unread } };
    },
  });
}

describe('the navbar bell', () => {
  beforeEach(() => setToken('learner-token'));

  it('names the unread count, opens the newest, and marks all as read', async () => {
    const sent = bellApi([
      notification(),
      notification({ _id: '3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0003', title: 'Live class in 1 hour: Risk' }),
      notification({
        _id: '3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0004',
        title: 'An old one',
        read_at: '2026-11-20T10:00:00.000Z',
      }),
    ]);
    const { user } = renderPage(<NavNotifications />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The panel is asked for only when it opens.
    expect(sent.some((request) => request.path.endsWith('/api/notifications'))).toBe(false);
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Latest notifications' });
    expect(
      await within(panel).findByRole('link', { name: 'Unread: Class moved: Price action' }),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'An old one' })).toBeVisible();
    expect(within(panel).getAllByText('26 Nov 2026, 7:30 pm')[0]).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: MESSAGES.notifications.markAllRead }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ all: true });
    expect(await within(panel).findByRole('link', { name: 'Class moved: Price action' })).toBeVisible();
  });

  it('takes the learner to a notification and marks that one read', async () => {
    const sent = bellApi([notification()]);
    const { user } = renderPage(<NavNotifications />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('link', { name: 'Unread: Class moved: Price action' }));
    expect(await findCurrentPath()).toBe('/live/5b1c1c7e-7d1a-4c55-9a43-7f1d5d2a0002');
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        ids: ['3f1c1c7e-7d1a-4c55-9a43-7f1d5d2a0001'],
      }),
    );
  });

  it('shows "99+" past the cap', async () => {
    mockApi({
      [PROFILE]: { status: 200, body: createUser() },
      [UNREAD]: { status: 200, body: { unread: 100 } },
    });
    renderPage(<NavNotifications />);
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible();
  });

  it('says when the panel cannot load', async () => {
    mockApi({
      [PROFILE]: { status: 200, body: createUser() },
      [UNREAD]: { status: 200, body: { unread: 1 } },
      [LIST]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderPage(<NavNotifications />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText(MESSAGES.notifications.loadFailed, {}, { timeout: 5000 })).toBeVisible();
  });
});
