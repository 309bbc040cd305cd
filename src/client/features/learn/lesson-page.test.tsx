import { getToken, setToken } from '@client/lib/session.ts';
import {
  createCourseOutline,
  createLesson,
  createOutlineLesson,
  createOutlineModule,
  createProgram,
  createThreadPage,
} from '@client/test/factories.ts';
import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import type { CourseOutline } from '@contract/course.ts';
import { endpoints } from '@contract/endpoints.ts';
import { lessonUnlocksMessage, MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonPage } from './lesson-page.tsx';

/** The lesson's Questions (docs/product.md §22.2) ask for the lesson's threads: none here. */
const NO_QUESTIONS = {
  [on(endpoints.communityThreads, { programId: createProgram()._id })]: {
    status: 200,
    body: createThreadPage(),
  },
};

const COURSE = on(endpoints.course, { programIdOrSlug: 'pro-trader' });
const LESSON = on(endpoints.lesson, { id: 'lesson-2' });
const PROGRESS = on(endpoints.lessonProgress, { id: 'lesson-2' });

function outline(completed = false): CourseOutline {
  return createCourseOutline({
    modules: [
      createOutlineModule({
        _id: 'module-1',
        title: 'Charts',
        lessons: [
          createOutlineLesson({ _id: 'lesson-1', title: 'What a candle says' }),
          createOutlineLesson({
            _id: 'lesson-2',
            title: 'Reading a balance sheet',
            kind: 'article',
            completed,
          }),
        ],
      }),
      createOutlineModule({
        _id: 'module-2',
        title: 'Derivatives',
        unlocks_at: '2026-12-04T20:00:00.000Z',
        lessons: [createOutlineLesson({ _id: 'lesson-3', title: 'Options basics', locked: true })],
      }),
    ],
    progress_percent: completed ? 50 : 0,
  });
}

function renderLesson(lessonId = 'lesson-2') {
  return renderPage(<LessonPage />, {
    path: `/learn/pro-trader/${lessonId}`,
    route: '/learn/:slug/:lessonId',
  });
}

describe('LessonPage', () => {
  it('marks an article complete, shows Completed ✓ and fetches the course again for its ticks', async () => {
    setToken('learner-token');
    let completed = false;
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: () => ({ status: 200, body: outline(completed) }),
      [LESSON]: { status: 200, body: createLesson({ _id: 'lesson-2' }) },
      [PROGRESS]: () => {
        completed = true;
        return { status: 200, body: { completed: true, watched_seconds: 0, position: 0 } };
      },
    });
    const { user } = renderLesson();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading a balance sheet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Assets equal liabilities plus equity.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));

    expect(await screen.findByText('Completed ✓')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe(apiUrl(endpoints.lessonProgress, { id: 'lesson-2' }));
    expect(post?.body).toEqual({ completed: true });
    expect(post?.headers.get('Authorization')).toBe('Bearer learner-token');
    // The outline is asked for again and its tick shows in the side list.
    const current = await screen.findByRole('link', { name: 'Reading a balance sheet' });
    await waitFor(() => expect(within(current.closest('li')!).getByText('Completed')).toBeInTheDocument());
  });

  it('highlights the lesson in the side list, skips locked lessons in Next, and toggles the list', async () => {
    setToken('learner-token');
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [LESSON]: { status: 200, body: createLesson({ _id: 'lesson-2' }) },
    });
    const { user } = renderLesson();

    const current = await screen.findByRole('link', { name: 'Reading a balance sheet' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Unlocks on 05 Dec 2026')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Previous and next lesson' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/learn/pro-trader/lesson-1',
    );
    // The only lesson after this one is locked.
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    const toggle = screen.getByRole('button', { name: 'Lessons' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows why a lesson is locked and when it opens (403 with unlocks_at), with a way back', async () => {
    setToken('learner-token');
    const unlocksAt = '2026-12-04T20:00:00.000Z';
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [on(endpoints.lesson, { id: 'lesson-3' })]: {
        status: 403,
        body: { message: lessonUnlocksMessage(unlocksAt), unlocks_at: unlocksAt },
      },
    });
    renderLesson('lesson-3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This lesson unlocks on 05 Dec 2026.');
    expect(alert).toHaveTextContent('Opens on 05 Dec 2026, 1:30 am (IST).');
    expect(within(alert).getByRole('link', { name: 'Back to the course' })).toHaveAttribute(
      'href',
      '/learn/pro-trader',
    );
  });

  it('shows the server message of a 403 without a date', async () => {
    setToken('learner-token');
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [LESSON]: { status: 403, body: { message: MESSAGES.courses.notActive } },
    });
    renderLesson();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.courses.notActive);
    expect(screen.queryByText(/Opens on/)).not.toBeInTheDocument();
  });

  it('sends a visitor the API refuses (401) to log in, removing a refused token', async () => {
    setToken('expired-token');
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [LESSON]: { status: 401, body: { message: MESSAGES.auth.sessionInvalid } },
    });
    renderLesson();

    expect(await findCurrentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it("says 'Lesson not found.' for an unknown lesson", async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [LESSON]: { status: 404, body: { message: MESSAGES.courses.lessonNotFound } },
    });
    renderLesson();

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.courses.lessonNotFound }),
    ).toBeInTheDocument();
  });

  it('shows the completion panel with the certificate when marking the last lesson completes the course', async () => {
    setToken('learner-token');
    let completed = false;
    const course = () => ({ ...outline(completed), progress_percent: completed ? 100 : 50 });
    const certificate = {
      _id: '7K3M9P2Q4R6S',
      program_id: outline().program._id,
      program: outline().program.title,
      name: 'Asha Rao',
      issued_at: '2026-11-25T10:00:00.000Z',
      score: null,
      kind: 'course' as const,
      revoked: false,
      revoked_at: null,
      verify_url: 'https://academy.example/verify/7K3M9P2Q4R6S',
    };
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: () => ({ status: 200, body: course() }),
      [LESSON]: { status: 200, body: createLesson({ _id: 'lesson-2' }) },
      [PROGRESS]: () => {
        completed = true;
        return { status: 200, body: { completed: true, watched_seconds: 0, position: 0 } };
      },
      [on(endpoints.certificateMine)]: () => ({ status: 200, body: completed ? [certificate] : [] }),
    });
    const { user } = renderLesson();

    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));

    const panel = await screen.findByRole('region', { name: 'Course complete' });
    expect(await within(panel).findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/verify/7K3M9P2Q4R6S',
    );
    expect(within(panel).getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('offers a file lesson as a download, and lets an anonymous preview visitor log in to keep progress', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline() },
      [LESSON]: {
        status: 200,
        body: createLesson({
          _id: 'lesson-2',
          kind: 'file',
          html_content: '',
          preview: true,
          download_url: '/api/media/m1/download?sig=abc',
        }),
      },
    });
    renderLesson();

    expect(await screen.findByRole('link', { name: 'Download the file' })).toHaveAttribute(
      'href',
      '/api/media/m1/download?sig=abc',
    );
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
