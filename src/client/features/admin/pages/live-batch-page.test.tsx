import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { StaffLiveSession } from '@contract/live.ts';
import type { SessionRecording } from '@contract/live-recordings.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveBatchPage } from './live-batch-page.tsx';

const BATCH = '9a1b2c3d-0000-4000-8000-00000000000b';
const HOUR = 3_600_000;

function session(id: string, title: string, startsIn: number): StaffLiveSession {
  const starts = Date.now() + startsIn;
  return {
    _id: id,
    batch_id: BATCH,
    batch_name: 'Evening batch',
    program_id: 'prog-1',
    program_title: 'Pro Trader',
    title,
    starts_at: new Date(starts).toISOString(),
    ends_at: new Date(starts + HOUR).toISOString(),
    duration_minutes: 60,
    location: 'jitsi',
    status: 'scheduled',
    sequence: 0,
    instructor_name: null,
    join_opens_at: new Date(starts - 15 * 60_000).toISOString(),
    can_join: false,
    recording_lesson_id: null,
    recording_url: null,
    join_url: 'https://meet.jit.si/room',
    series_id: null,
    instructor_id: null,
  };
}

const past = session('ses-past', 'Reading candles', -2 * HOUR);
const coming = session('ses-next', 'Option chain', 2 * 24 * HOUR);

const recording: SessionRecording = {
  session_id: past._id,
  session_title: past.title,
  starts_at: past.starts_at,
  can_attach: true,
  media_id: null,
  media_status: null,
  url: null,
  lesson_id: null,
  lesson_title: null,
};

describe('LiveBatchPage', () => {
  it('offers Recording on a session that has started and Cancel on one to come', async () => {
    setToken('instructor-token');
    mockApi({
      [on(endpoints.adminInstructorBatches)]: { status: 200, body: [] },
      [on(endpoints.adminBatchSessionAll, { id: BATCH })]: { status: 200, body: [past, coming] },
      [on(endpoints.adminBatchRoster, { id: BATCH })]: { status: 200, body: [] },
      [on(endpoints.adminSessionRecording, { id: past._id })]: { status: 200, body: recording },
    });
    const { user } = renderPage(<LiveBatchPage />, {
      path: `/admin/live/batches/${BATCH}`,
      route: '/admin/live/batches/:id',
    });

    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByRole('button', { name: /^Cancel Option chain/ })).toBeInTheDocument();
    expect(within(sessions).queryByRole('button', { name: /^Cancel Reading candles/ })).toBeNull();
    await user.click(within(sessions).getByRole('button', { name: /^Recording of Reading candles/ }));

    const panel = screen.getByRole('region', { name: 'Recording of Reading candles' });
    expect(
      await within(panel).findByLabelText('Recording link (YouTube, Vimeo or Google Drive)'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Recording of Reading candles' })).toBeNull();
  });
});
