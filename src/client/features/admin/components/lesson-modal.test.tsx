import { createAdminLesson } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { mockUploads } from '@client/test/upload-mock.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { Media } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ADMIN_LIST_MAX_LIMIT } from '@contract/vocabulary.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_POLL_MS } from '../api/get-media.ts';
import { LessonModal } from './lesson-modal.tsx';

const media = (overrides: Partial<Media>): Media => ({
  _id: '9a1b2c3d-3333-4333-8333-000000000001',
  status: 'processing',
  original_name: 'candles.mp4',
  content_type: 'video/mp4',
  size_bytes: 1_000_000,
  duration_seconds: null,
  ...overrides,
});

const MODULES = [
  { _id: 'module-1', title: 'Basics' },
  { _id: '9a1b2c3d-2222-4222-8222-000000000002', title: 'Charts' },
];

function renderModal(lesson?: ReturnType<typeof createAdminLesson>) {
  const onClose = vi.fn();
  const rendered = renderPage(
    <LessonModal
      programId="program-1"
      moduleId="module-1"
      {...(lesson ? { lesson } : {})}
      modules={MODULES}
      onClose={onClose}
    />,
    { path: '/admin/programs/program-1/curriculum' },
  );
  return { ...rendered, onClose };
}

describe('LessonModal', () => {
  it('adds an article lesson with its HTML and the preview flag', async () => {
    const sent = mockApi({
      [on(endpoints.adminLessonAdd, { id: 'module-1' })]: { status: 201, body: createAdminLesson() },
    });
    const { user, onClose } = renderModal();

    const modal = screen.getByRole('dialog', { name: 'Add Lesson' });
    expect(within(modal).getByLabelText('Kind')).toHaveDisplayValue('Article');
    await fillIn(user, within(modal).getByLabelText('Title'), 'Reading candles');
    await user.click(within(modal).getByLabelText('Free preview'));
    await user.click(within(modal).getByRole('button', { name: 'HTML' }));
    await fillIn(user, within(modal).getByLabelText('HTML Content'), '<p>Open, close.</p>');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.admin.lessonAdded,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.adminLessonAdd, { id: 'module-1' }),
        body: {
          title: 'Reading candles',
          kind: 'article',
          preview: true,
          html_content: '<p>Open, close.</p>',
          media_id: null,
        },
      }),
    ]);
  });

  it("uploads a video in chunks with a progress bar over the whole file and the admin's token, shows it processing until ready, and saves the lesson with it", async () => {
    const uploads = mockUploads();
    localStorage.setItem('token', 'admin-token');
    let status: Media = media({ status: 'processing' });
    // 12 bytes in chunks of 8: two requests.
    const upload = (received: number) => ({
      _id: 'upload-1',
      size: 12,
      received_bytes: received,
      chunk_bytes: 8,
    });
    const sent = mockApi({
      [on(endpoints.adminMediaUploadStart)]: { status: 201, body: upload(0) },
      [on(endpoints.adminMediaUploadComplete, { id: 'upload-1' })]: {
        status: 201,
        body: { _id: '9a1b2c3d-3333-4333-8333-000000000001', status: 'processing' },
      },
      [on(endpoints.adminMedia, { id: '9a1b2c3d-3333-4333-8333-000000000001' })]: () => ({
        status: 200,
        body: status,
      }),
      [on(endpoints.adminLessonAdd, { id: 'module-1' })]: { status: 201, body: createAdminLesson() },
    });
    const { user } = renderModal();

    const modal = screen.getByRole('dialog', { name: 'Add Lesson' });
    await fillIn(user, within(modal).getByLabelText('Title'), 'Candles on video');
    await user.selectOptions(within(modal).getByLabelText('Kind'), 'Video');
    const file = new File(['....ftypisom'], 'candles.mp4', { type: 'video/mp4' });
    await user.upload(within(modal).getByLabelText('Video (MP4)'), file);

    await waitFor(() => expect(uploads[0]).toBeDefined());
    const first = uploads[0];
    if (!first) return;
    expect(first.method).toBe('PUT');
    expect(first.url).toBe(apiUrl(endpoints.adminMediaUploadChunk, { id: 'upload-1' }, { offset: '0' }));
    expect(first.headers.Authorization).toBe('Bearer admin-token');
    expect(first.body).toBeInstanceOf(Blob);

    act(() => first.progress(3, 8));
    const bar = within(modal).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => first.respond(200, upload(8)));
    await waitFor(() => expect(uploads[1]).toBeDefined());
    act(() => uploads[1]?.progress(1, 4));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveTextContent('75%');

    act(() => uploads[1]?.respond(200, upload(12)));
    await waitFor(() =>
      expect(within(modal).getByRole('status')).toHaveTextContent(MESSAGES.admin.mediaProcessing),
    );
    expect(within(modal).queryByRole('progressbar')).not.toBeInTheDocument();

    // Asked again while processing, until transcoding is done.
    status = media({ status: 'ready', duration_seconds: 125 });
    await waitFor(
      () => expect(within(modal).getByRole('status')).toHaveTextContent(`${MESSAGES.admin.mediaReady} 2:05`),
      { timeout: MEDIA_POLL_MS + 5_000 },
    );

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`).slice(0, 2)).toEqual([
      on(endpoints.adminMediaUploadStart),
      on(endpoints.adminMediaUploadComplete, { id: 'upload-1' }),
    ]);
    expect(
      sent.filter((request) => request.path === apiUrl(endpoints.adminLessonAdd, { id: 'module-1' })),
    ).toEqual([
      expect.objectContaining({
        body: {
          title: 'Candles on video',
          kind: 'video',
          preview: false,
          html_content: '',
          media_id: '9a1b2c3d-3333-4333-8333-000000000001',
        },
      }),
    ]);
  }, 20_000);

  it("says why an upload was refused, and shows a failed transcoding's reason", async () => {
    const uploads = mockUploads();
    mockApi({
      [on(endpoints.adminMediaUploadStart)]: {
        status: 201,
        body: { _id: 'upload-9', size: 1, received_bytes: 0, chunk_bytes: 8 },
      },
      [on(endpoints.adminMediaUploadComplete, { id: 'upload-9' })]: {
        status: 400,
        body: { message: MESSAGES.media.contentMismatch },
      },
      [on(endpoints.adminMedia, { id: 'media-9' })]: {
        status: 200,
        body: media({ _id: 'media-9', status: 'failed', error: 'moov atom not found' }),
      },
    });
    const { user } = renderModal(
      createAdminLesson({ kind: 'video', media_id: 'media-9', title: 'Broken video' }),
    );

    const modal = screen.getByRole('dialog', { name: 'Edit Lesson' });
    await waitFor(() =>
      expect(within(modal).getByRole('status')).toHaveTextContent(
        `${MESSAGES.admin.mediaFailed} moov atom not found`,
      ),
    );

    await user.upload(
      within(modal).getByLabelText('Video (MP4)'),
      new File(['x'], 'notes.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(uploads[0]).toBeDefined());
    act(() => uploads[0]?.respond(200, { _id: 'upload-9', size: 1, received_bytes: 1, chunk_bytes: 8 }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.admin.uploadFailed} ${MESSAGES.media.contentMismatch}`,
    );
  });

  it('edits a lesson and moves it to another module with module_id', async () => {
    const lesson = createAdminLesson({ _id: 'lesson-1', module_id: 'module-1', title: 'Candles' });
    const sent = mockApi({
      [on(endpoints.adminLessonEdit, { id: 'lesson-1' })]: { status: 200, body: lesson },
    });
    const { user } = renderModal(lesson);

    const modal = screen.getByRole('dialog', { name: 'Edit Lesson' });
    expect(within(modal).getByLabelText('Module')).toHaveDisplayValue('Basics');
    await user.selectOptions(within(modal).getByLabelText('Module'), 'Charts');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.admin.lessonUpdated,
    );
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: apiUrl(endpoints.adminLessonEdit, { id: 'lesson-1' }),
        body: expect.objectContaining({
          title: 'Candles',
          kind: 'article',
          module_id: '9a1b2c3d-2222-4222-8222-000000000002',
        }),
      }),
    ]);
  });

  describe('a quiz lesson', () => {
    const BANK_ID = '9a1b2c3d-4444-4444-8444-000000000001';
    const banks = listPage([
      {
        _id: BANK_ID,
        title: 'NISM Series VIII',
        question_count: 150,
        created_on: '2026-11-20T10:00:00.000Z',
      },
      {
        _id: '9a1b2c3d-4444-4444-8444-000000000002',
        title: 'Options basics',
        question_count: 20,
        created_on: '2026-11-21T10:00:00.000Z',
      },
    ]);

    it('adds a quiz with the NISM Series VIII preset, the bank chosen and its other settings', async () => {
      const sent = mockApi({
        [on(endpoints.adminBankAll)]: banks,
        [on(endpoints.adminLessonAdd, { id: 'module-1' })]: { status: 201, body: createAdminLesson() },
      });
      const { user } = renderModal();

      const modal = screen.getByRole('dialog', { name: 'Add Lesson' });
      await fillIn(user, within(modal).getByLabelText('Title'), 'Mock test 1');
      await user.selectOptions(within(modal).getByLabelText('Kind'), 'Quiz');
      const settings = within(modal).getByRole('group', { name: 'Quiz settings' });
      expect(within(modal).queryByRole('group', { name: 'Content view' })).not.toBeInTheDocument();
      await user.click(within(settings).getByRole('button', { name: 'Use NISM Series VIII mock preset' }));
      expect(within(settings).getByLabelText('Questions to draw')).toHaveValue(100);
      await user.selectOptions(
        within(settings).getByLabelText('Question bank'),
        await within(settings).findByRole('option', { name: 'NISM Series VIII (150 questions)' }),
      );
      await fillIn(user, within(settings).getByLabelText('Attempts allowed'), '3');
      await user.click(within(settings).getByLabelText('Show answers after submission'));
      expect(within(settings).getByLabelText('Required for the certificate')).toBeChecked();
      await user.click(within(modal).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
        MESSAGES.admin.lessonAdded,
      );
      expect(sent.find((request) => request.path === apiUrl(endpoints.adminBankAll))?.url).toBe(
        apiUrl(endpoints.adminBankAll, {}, { page: '1', limit: String(ADMIN_LIST_MAX_LIMIT) }),
      );
      expect(sent.filter((request) => request.method === 'POST')).toEqual([
        expect.objectContaining({
          url: apiUrl(endpoints.adminLessonAdd, { id: 'module-1' }),
          body: {
            title: 'Mock test 1',
            kind: 'quiz',
            preview: false,
            html_content: '',
            media_id: null,
            quiz: {
              bank_id: BANK_ID,
              questions: 100,
              time_limit_minutes: 120,
              pass_percent: 60,
              negative_mark: 0.25,
              attempts_allowed: 3,
              show_answers: true,
              required: true,
            },
          },
        }),
      ]);
    });

    it("warns when the bank has fewer questions than the quiz draws, and the contract's schema has the last word", async () => {
      const sent = mockApi({ [on(endpoints.adminBankAll)]: banks });
      const { user } = renderModal();

      const modal = screen.getByRole('dialog', { name: 'Add Lesson' });
      await fillIn(user, within(modal).getByLabelText('Title'), 'Options quiz');
      await user.selectOptions(within(modal).getByLabelText('Kind'), 'Quiz');
      await user.selectOptions(
        within(modal).getByLabelText('Question bank'),
        await within(modal).findByRole('option', { name: 'Options basics (20 questions)' }),
      );
      await fillIn(user, within(modal).getByLabelText('Questions to draw'), '25');
      expect(within(modal).getByLabelText('Questions to draw')).toHaveAccessibleDescription(
        'The bank has only 20 questions: learners cannot start this quiz until it has 25.',
      );
      await user.click(within(modal).getByRole('button', { name: 'Save' }));
      // The warning does not block; LessonCreateSchema, the server's own check, refuses the
      // missing time limit before anything is sent.
      expect(await within(modal).findByRole('alert')).toHaveTextContent(
        'time_limit_minutes must be a number.',
      );
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    });

    it('edits a quiz showing its current settings; its kind stays quiz', async () => {
      const lesson = createAdminLesson({
        _id: 'lesson-q',
        kind: 'quiz',
        title: 'Mock test',
        html_content: '',
        quiz: {
          bank_id: BANK_ID,
          questions: 50,
          time_limit_minutes: 60,
          pass_percent: 50,
          negative_mark: 0,
          attempts_allowed: null,
          show_answers: true,
          required: false,
        },
      });
      const sent = mockApi({
        [on(endpoints.adminBankAll)]: banks,
        [on(endpoints.adminLessonEdit, { id: 'lesson-q' })]: { status: 200, body: lesson },
      });
      const { user } = renderModal(lesson);

      const modal = screen.getByRole('dialog', { name: 'Edit Lesson' });
      expect(
        within(modal)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toContain('Quiz');
      expect(within(within(modal).getByLabelText('Kind')).getAllByRole('option')).toHaveLength(1);
      await waitFor(() =>
        expect(within(modal).getByLabelText('Question bank')).toHaveDisplayValue(
          'NISM Series VIII (150 questions)',
        ),
      );
      expect(within(modal).getByLabelText('Questions to draw')).toHaveValue(50);
      expect(within(modal).getByLabelText('Attempts allowed')).toHaveValue(null);
      expect(within(modal).getByLabelText('Show answers after submission')).toBeChecked();
      expect(within(modal).getByLabelText('Required for the certificate')).not.toBeChecked();
      await user.clear(within(modal).getByLabelText('Pass mark (%)'));
      await fillIn(user, within(modal).getByLabelText('Pass mark (%)'), '55');
      await user.click(within(modal).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
      expect(sent.filter((request) => request.method === 'PUT')).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            kind: 'quiz',
            quiz: {
              bank_id: BANK_ID,
              questions: 50,
              time_limit_minutes: 60,
              pass_percent: 55,
              negative_mark: 0,
              attempts_allowed: null,
              show_answers: true,
              required: false,
            },
          }),
        }),
      ]);
    });
  });
});
