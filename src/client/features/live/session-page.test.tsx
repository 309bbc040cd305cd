import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { LiveSession } from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveSessionPage } from './session-page.tsx';

const HOUR = 3_600_000;
const ONE = on(endpoints.liveSession, { id: 'ses-1' });

function sessionAt(startsIn: number, extra: Partial<LiveSession> = {}): LiveSession {
  const starts = Date.now() + startsIn;
  return {
    _id: 'ses-1',
    batch_id: 'bat-1',
    batch_name: 'Evening batch',
    program_id: 'prog-1',
    program_title: 'Pro Trader',
    title: 'Reading the option chain',
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + HOUR).toISOString(),
    duration_minutes: 60,
    location: 'jitsi',
    status: 'scheduled',
    sequence: 0,
    instructor_name: 'Ravi Iyer',
    join_opens_at: new Date(starts - 15 * 60_000).toISOString(),
    can_join: false,
    recording_lesson_id: null,
    recording_url: null,
    ...extra,
  };
}

function renderSession(id = 'ses-1') {
  return renderPage(<LiveSessionPage />, { path: `/live/${id}`, route: '/live/:id' });
}

describe('LiveSessionPage', () => {
  it('sends a visitor without a token to /login', async () => {
    const sent = mockApi({});
    renderSession();
    expect(await findCurrentPath()).toBe('/login');
    expect(sent).toHaveLength(0);
  });

  it('shows a class tomorrow: program, batch, IST time, a disabled Join and the calendar links', async () => {
    setToken('learner-token');
    const sent = mockApi({ [ONE]: { status: 200, body: sessionAt(24 * HOUR) } });
    renderSession();

    expect(await screen.findByRole('heading', { name: 'Reading the option chain' })).toBeInTheDocument();
    expect(screen.getByText('Pro Trader · Evening batch')).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toMatch(/^\w{3}, \d+ \w{3}, .* IST$/);
    expect(screen.getByText(/Starts in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opens at .* IST$/ })).toBeDisabled();
    const google = screen.getByRole('link', { name: 'Add to Google Calendar' });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
    expect(google.getAttribute('href')).toContain('ctz=Asia%2FKolkata');
    expect(screen.getByRole('button', { name: 'Download .ics' })).toBeEnabled();
    // Its own endpoint: however far away the class is, one request finds it.
    expect(sent.map((request) => request.url)).toEqual([`/api/live/ses-1`]);
    await expectNoSeriousAxeViolations();
  });

  it('lights Join in the window', async () => {
    setToken('learner-token');
    mockApi({ [ONE]: { status: 200, body: sessionAt(10 * 60_000) } });
    renderSession();
    expect(await screen.findByRole('button', { name: 'Join live class' })).toBeEnabled();
  });

  it('links a past class to its recording lesson in the course player', async () => {
    setToken('learner-token');
    mockApi({
      [ONE]: { status: 200, body: sessionAt(-3 * HOUR, { recording_lesson_id: 'les-9' }) },
    });
    renderSession();
    const watch = await screen.findByRole('link', { name: 'Watch the recording' });
    expect(watch.getAttribute('href')).toBe('/learn/prog-1/les-9');
    expect(screen.getByText('Ended')).toBeInTheDocument();
  });

  it('says so when the class is not one of the learner’s', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.liveSession, { id: 'other' })]: {
        status: 404,
        body: { message: MESSAGES.liveSessions.sessionNotFound },
      },
    });
    renderSession('other');
    expect(await screen.findByText(/not one of your batches' classes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your schedule' })).toHaveAttribute('href', '/live');
    // Not asked again: a class that is not theirs stays so.
    expect(sent).toHaveLength(1);
  });
});
