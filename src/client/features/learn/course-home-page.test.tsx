import { setToken } from '@client/lib/session.ts';
import {
  createCourseOutline,
  createOutlineLesson,
  createOutlineModule,
  createProgram,
} from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { EvaluationProgress } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseHomePage } from './course-home-page.tsx';

const NO_EVALUATION: EvaluationProgress = {
  enabled: false,
  challenge_required: true,
  min_planned_trades: 0,
  sign_off_required: true,
  program_id: createProgram()._id,
  challenge_passed: false,
  planned_trades: 0,
  signed_off: false,
  mentor_name: null,
  passed: false,
  certificate_id: null,
};

/** The next live class panel asks for the schedule (docs/product.md §20.8): none here. */
const NO_LIVE_CLASSES = {
  [on(endpoints.liveUpcoming)]: { status: 200, body: [] },
  // The program has no evaluation before live trading (docs/product.md §25): no panel.
  [on(endpoints.evaluation, { programId: createProgram()._id })]: { status: 200, body: NO_EVALUATION },
};

const COURSE = on(endpoints.course, { programIdOrSlug: 'pro-trader' });

const candles = createOutlineLesson({ _id: 'lesson-1', title: 'What a candle says', completed: true });
const volume = createOutlineLesson({ _id: 'lesson-2', title: 'Volume and price', duration_seconds: 600 });
const options = createOutlineLesson({
  _id: 'lesson-3',
  title: 'Options basics',
  kind: 'article',
  duration_seconds: null,
  locked: true,
});

const subscribed = createCourseOutline({
  modules: [
    createOutlineModule({ _id: 'module-1', title: 'Charts', lessons: [candles, volume] }),
    createOutlineModule({
      _id: 'module-2',
      title: 'Derivatives',
      unlocks_at: '2026-12-04T20:00:00.000Z',
      lessons: [options],
    }),
  ],
  progress_percent: 33,
  resume_lesson_id: 'lesson-2',
});

function renderCourse() {
  return renderPage(<CourseHomePage />, { path: '/learn/pro-trader', route: '/learn/:slug' });
}

describe('CourseHomePage', () => {
  it('shows the modules in order with ticks, lengths, and locks with the IST date they open', async () => {
    setToken('learner-token');
    mockApi({ ...NO_LIVE_CLASSES, [COURSE]: { status: 200, body: subscribed } });
    renderCourse();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Trader' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Charts', 'Derivatives']);

    const charts = screen.getByRole('region', { name: 'Charts' });
    const done = within(charts).getAllByRole('listitem')[0]!;
    expect(within(done).getByRole('link', { name: 'What a candle says' })).toBeInTheDocument();
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('12:34')).toHaveAttribute('datetime', 'PT12M34S');

    const derivatives = screen.getByRole('region', { name: 'Derivatives' });
    // 20:00 UTC on 4 Dec is 01:30 on 5 Dec in India.
    expect(within(derivatives).getByText('Unlocks on 05 Dec 2026')).toBeInTheDocument();
    expect(within(derivatives).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('continues where the learner left off', async () => {
    setToken('learner-token');
    mockApi({ ...NO_LIVE_CLASSES, [COURSE]: { status: 200, body: subscribed } });
    renderCourse();

    expect(await screen.findByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/learn/pro-trader/lesson-2',
    );
  });

  it('links the certificate instead of Continue once the course is complete, to view, download and share', async () => {
    setToken('learner-token');
    const done = createCourseOutline({
      modules: [
        createOutlineModule({
          _id: 'module-1',
          title: 'Charts',
          lessons: [candles, { ...volume, completed: true }],
        }),
      ],
      progress_percent: 100,
      resume_lesson_id: 'lesson-2',
    });
    const certificate = {
      _id: '7K3M9P2Q4R6S',
      program_id: done.program._id,
      program: done.program.title,
      name: 'Asha Rao',
      issued_at: '2026-11-25T10:00:00.000Z',
      score: null,
      kind: 'course' as const,
      revoked: false,
      revoked_at: null,
      verify_url: 'https://academy.example/verify/7K3M9P2Q4R6S',
    };
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSE]: { status: 200, body: done },
      [on(endpoints.certificateMine)]: { status: 200, body: [certificate] },
    });
    renderCourse();

    const panel = await screen.findByRole('region', { name: 'Course complete' });
    expect(await within(panel).findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/verify/7K3M9P2Q4R6S',
    );
    expect(within(panel).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/certificate/7K3M9P2Q4R6S/pdf',
    );
    const share = within(panel).getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' });
    expect(share.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).not.toBeInTheDocument();
  });

  it('says where the certificate will appear when the course is complete but none is issued yet', async () => {
    setToken('learner-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSE]: {
        status: 200,
        body: createCourseOutline({
          modules: [createOutlineModule({ _id: 'module-1', title: 'Charts', lessons: [candles] })],
          progress_percent: 100,
          resume_lesson_id: 'lesson-1',
        }),
      },
      [on(endpoints.certificateMine)]: { status: 200, body: [] },
    });
    renderCourse();

    const panel = await screen.findByRole('region', { name: 'Course complete' });
    expect(
      await within(panel).findByText(/appears here and on your profile once it is issued/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts an anonymous visitor at the first open lesson, and says how to open the rest', async () => {
    const preview = createOutlineLesson({ _id: 'lesson-0', title: 'Welcome', preview: true });
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSE]: {
        status: 200,
        body: createCourseOutline({
          program: createProgram({ slug: 'pro-trader' }),
          modules: [
            createOutlineModule({
              lessons: [createOutlineLesson({ _id: 'lesson-a', locked: true }), preview],
            }),
          ],
        }),
      },
    });
    renderCourse();

    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/learn/pro-trader/lesson-0',
    );
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(within(note).getByRole('link', { name: 'Subscribe to Pro Trader' })).toHaveAttribute(
      'href',
      '/programs/pro-trader',
    );
    expect(within(note).getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Course not found.' for an unknown course", async () => {
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSE]: { status: 404, body: { message: MESSAGES.courses.courseNotFound } },
    });
    renderCourse();

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.courses.courseNotFound }),
    ).toBeInTheDocument();
  });

  it('offers Try again when the course could not be loaded, which asks once more', async () => {
    let fail = true;
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSE]: () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: subscribed },
    });
    const { user } = renderCourse();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: MESSAGES.generic.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Trader' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('shows the evaluation before live trading: each requirement done or not yet, and that it is educational', async () => {
    setToken('learner-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [on(endpoints.evaluation, { programId: createProgram()._id })]: {
        status: 200,
        body: {
          ...NO_EVALUATION,
          enabled: true,
          min_planned_trades: 3,
          planned_trades: 1,
          challenge_passed: true,
        },
      },
      [COURSE]: { status: 200, body: subscribed },
    });
    renderCourse();

    const panel = await screen.findByRole('region', { name: MESSAGES.evaluation.heading });
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `${MESSAGES.evaluation.challenge}: Done`,
      `${MESSAGES.evaluation.journal(1, 3)}: Not yet`,
      `${MESSAGES.evaluation.signOff}: Not yet`,
    ]);
    expect(within(panel).getByText(MESSAGES.evaluation.disclaimer)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: MESSAGES.evaluation.viewCertificate })).toBeNull();
  });

  it('links the "Evaluation passed" certificate once every requirement holds, naming the mentor', async () => {
    setToken('learner-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [on(endpoints.evaluation, { programId: createProgram()._id })]: {
        status: 200,
        body: {
          ...NO_EVALUATION,
          enabled: true,
          min_planned_trades: 2,
          planned_trades: 4,
          challenge_passed: true,
          signed_off: true,
          mentor_name: 'Meera Mentor',
          passed: true,
          certificate_id: 'K7M2Q9XH4RTA',
        },
      },
      [COURSE]: { status: 200, body: subscribed },
    });
    renderCourse();

    const panel = await screen.findByRole('region', { name: MESSAGES.evaluation.heading });
    expect(
      within(panel).getByText(`${MESSAGES.evaluation.journal(2, 2)}:`, { exact: false }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(`${MESSAGES.evaluation.signedOffBy('Meera Mentor')}:`, { exact: false }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: MESSAGES.evaluation.viewCertificate })).toHaveAttribute(
      'href',
      '/verify/K7M2Q9XH4RTA',
    );
  });
});
