import { liveWeek } from '@client/lib/live-week.ts';
import { setToken } from '@client/lib/session.ts';
import { mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { istDay, istInstant, type StaffLiveSession } from '@contract/live.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LivePage } from './live-page.tsx';

function session(id: string, title: string, startsAt: Date, overrides: Partial<StaffLiveSession> = {}) {
  const ends = new Date(startsAt.getTime() + 90 * 60_000);
  return {
    _id: id,
    batch_id: 'batch-1',
    batch_name: 'Evening batch',
    program_id: 'prog-1',
    program_title: 'Pro Trader',
    title,
    starts_at: startsAt.toISOString(),
    ends_at: ends.toISOString(),
    duration_minutes: 90,
    location: 'jitsi',
    status: 'scheduled',
    sequence: 0,
    instructor_name: 'Ravi Iyer',
    join_opens_at: new Date(startsAt.getTime() - 15 * 60_000).toISOString(),
    can_join: false,
    recording_lesson_id: null,
    recording_url: null,
    join_url: 'https://meet.jit.si/room',
    series_id: null,
    instructor_id: 'ravi',
    ...overrides,
  } satisfies StaffLiveSession;
}

const today = istDay(new Date());
const evening = session('ses-today', 'Reading candles', istInstant(today, '19:30'));
const cancelled = session('ses-cancelled', 'Option chain', istInstant(today, '21:00'), {
  status: 'cancelled',
  instructor_name: null,
});
const nextWeek = session(
  'ses-next-week',
  'Position sizing',
  new Date(istInstant(today, '19:30').getTime() + 7 * 86_400_000),
);
const ALL = [evening, cancelled, nextWeek];

/** The staff sessions endpoint as the server answers it: those in the asked window. */
function sessionsInWindow(request: SentRequest) {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const from = Date.parse(query.get('from') ?? new Date().toISOString());
  const to = query.get('to') ? Date.parse(query.get('to')!) : from + 60 * 86_400_000;
  return {
    status: 200,
    body: ALL.filter((s) => Date.parse(s.ends_at) > from && Date.parse(s.starts_at) < to),
  };
}

function renderLivePage() {
  setToken('staff-token');
  const sent = mockApi({
    [on(endpoints.adminInstructorBatches)]: { status: 200, body: [] },
    [on(endpoints.adminInstructorSessions)]: sessionsInWindow,
  });
  return { sent, ...renderPage(<LivePage />, { path: '/admin/live' }) };
}

const sessionRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.path.endsWith('/admin/instructor/sessions'));

describe('LivePage', () => {
  it("shows this week's sessions on a grid from one request, with time, title, batch and instructor", async () => {
    const { sent } = renderLivePage();
    const grid = await screen.findByRole('table', { name: /^Sessions from/ });
    const week = liveWeek(Date.now(), 0);
    const requests = sessionRequests(sent);
    expect(requests).toHaveLength(1);
    const query = new URL(requests[0]!.url, 'http://localhost').searchParams;
    expect(query.get('from')).toBe(week.from.toISOString());
    expect(query.get('to')).toBe(week.to.toISOString());

    // Seven days from Monday, the evening's hours as rows, today marked.
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(grid).getByRole('rowheader', { name: '7 pm' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: '10 pm' })).toBeInTheDocument();
    expect(grid.querySelector('th[aria-current="date"]')).not.toBeNull();

    const row = within(grid).getByRole('rowheader', { name: '7 pm' }).closest('tr')!;
    expect(row).toHaveTextContent('7:30 pm–9:00 pm IST');
    expect(row).toHaveTextContent('Pro Trader · Evening batch');
    expect(row).toHaveTextContent('Ravi Iyer');
    expect(within(row).getByRole('link', { name: 'Reading candles' })).toHaveAttribute(
      'href',
      '/admin/live/sessions/ses-today',
    );
    const struck = within(grid).getByRole('link', { name: 'Option chain' });
    expect(struck).toHaveClass('text-decoration-line-through');
    expect(struck.parentElement).toHaveTextContent('Cancelled');
    expect(within(grid).queryByText('Position sizing')).toBeNull();
  });

  it('moves to the next week and back to today, and lists the coming sessions with their instructor', async () => {
    const { sent, user } = renderLivePage();
    await screen.findByRole('table', { name: /^Sessions from/ });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    // The grid and the phone's list of days are both in the document; CSS shows one.
    const grid = await screen.findByRole('table', { name: /^Sessions from/ });
    expect(await within(grid).findByRole('link', { name: 'Position sizing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reading candles' })).toBeNull();
    const asked = new URL(sessionRequests(sent).at(-1)!.url, 'http://localhost').searchParams;
    expect(asked.get('from')).toBe(liveWeek(Date.now(), 1).from.toISOString());

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect((await screen.findAllByRole('link', { name: 'Reading candles' })).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'List' }));
    const list = await screen.findByRole('region', { name: 'Coming sessions' });
    const row = await within(list).findByRole('row', { name: /Reading candles/ });
    expect(row).toHaveTextContent('Ravi Iyer');
    expect(within(list).getByRole('link', { name: 'Option chain' })).toHaveClass(
      'text-decoration-line-through',
    );
  });
});
