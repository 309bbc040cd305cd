import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { SessionRecording } from '@contract/live-recordings.ts';
import { MESSAGES } from '@contract/messages.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordingControl } from './live-recording-control.tsx';

const SESSION = '9a1b2c3d-1111-4111-8111-000000000001';
const LESSON = '9a1b2c3d-2222-4222-8222-000000000002';
const MEDIA = '9a1b2c3d-3333-4333-8333-000000000003';

const recording = (overrides: Partial<SessionRecording> = {}): SessionRecording => ({
  session_id: SESSION,
  session_title: 'Reading candles',
  starts_at: new Date(Date.now() - 3_600_000).toISOString(),
  can_attach: true,
  media_id: null,
  media_status: null,
  url: null,
  lesson_id: null,
  lesson_title: null,
  ...overrides,
});

const attached = (overrides: Partial<SessionRecording> = {}) =>
  recording({ lesson_id: LESSON, lesson_title: 'Recording: Reading candles (08 Dec 2026)', ...overrides });

const render = () => renderPage(<RecordingControl sessionId={SESSION} />);

describe('RecordingControl', () => {
  it('refuses a look-alike link without sending it, then attaches a YouTube link and shows its lesson', async () => {
    const sent = mockApi({
      [on(endpoints.adminSessionRecording, { id: SESSION })]: { status: 200, body: recording() },
      [on(endpoints.adminSessionRecordingPut, { id: SESSION })]: {
        status: 200,
        body: attached({ url: 'https://youtu.be/dQw4w9WgXcQ' }),
      },
    });
    const { user } = render();
    const field = await screen.findByLabelText('Recording link (YouTube, Vimeo or Google Drive)');
    await fillIn(user, field, 'https://youtube.com.evil.in/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Attach link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.liveRecordings.badLink);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousAxeViolations();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await fillIn(user, field, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Attach link' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.liveRecordings.attached,
    );
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminSessionRecordingPut, { id: SESSION }),
        body: { url: 'https://youtu.be/dQw4w9WgXcQ' },
      }),
    ]);
    expect(screen.getByText('Recording: Reading candles (08 Dec 2026)')).toBeInTheDocument();
    // The success dialog hides the page from the accessibility tree meanwhile.
    expect(screen.getByRole('link', { name: 'https://youtu.be/dQw4w9WgXcQ', hidden: true })).toHaveAttribute(
      'href',
      'https://youtu.be/dQw4w9WgXcQ',
    );
  });

  it('uploads a video in chunks with a progress bar, then attaches it by its media id while it processes', async () => {
    const uploads = mockUploads();
    const upload = (received: number) => ({
      _id: 'upload-1',
      size: 12,
      received_bytes: received,
      chunk_bytes: 12,
    });
    const sent = mockApi({
      [on(endpoints.adminSessionRecording, { id: SESSION })]: { status: 200, body: recording() },
      [on(endpoints.adminMediaUploadStart)]: { status: 201, body: upload(0) },
      [on(endpoints.adminMediaUploadComplete, { id: 'upload-1' })]: {
        status: 201,
        body: { _id: MEDIA, status: 'processing' },
      },
      [on(endpoints.adminSessionRecordingPut, { id: SESSION })]: {
        status: 200,
        body: attached({ media_id: MEDIA, media_status: 'processing' }),
      },
    });
    const { user } = render();
    const file = new File(['....ftypisom'], 'class.mp4', { type: 'video/mp4' });
    await user.upload(await screen.findByLabelText('Or upload the video (MP4)'), file);

    await waitFor(() => expect(uploads[0]).toBeDefined());
    act(() => uploads[0]?.progress(6, 12));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => uploads[0]?.respond(200, upload(12)));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ media_id: MEDIA });
    expect(screen.getByText(MESSAGES.liveRecordings.processing)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('removes the recording after a confirmation', async () => {
    let current = attached({ url: 'https://youtu.be/dQw4w9WgXcQ' });
    const sent = mockApi({
      [on(endpoints.adminSessionRecording, { id: SESSION })]: () => ({ status: 200, body: current }),
      [on(endpoints.adminSessionRecordingDelete, { id: SESSION })]: () => {
        current = recording();
        return { status: 200, body: { message: MESSAGES.liveRecordings.removed } };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Remove recording' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    expect(confirm).toHaveTextContent(MESSAGES.liveRecordings.removeConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove recording' })).not.toBeInTheDocument(),
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says when a recording can be attached: after the start, never for a cancelled session', async () => {
    mockApi({
      [on(endpoints.adminSessionRecording, { id: SESSION })]: {
        status: 200,
        body: recording({ can_attach: false, starts_at: new Date(Date.now() + 3_600_000).toISOString() }),
      },
    });
    render();
    expect(await screen.findByText(MESSAGES.liveRecordings.notStarted)).toBeInTheDocument();
    expect(screen.queryByLabelText('Or upload the video (MP4)')).not.toBeInTheDocument();
  });
});
