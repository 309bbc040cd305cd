import { setToken } from '@client/lib/session.ts';
import {
  createCourseOutline,
  createLesson,
  createOutlineLesson,
  createOutlineModule,
  createProgram,
  createThreadPage,
} from '@client/test/factories.ts';
import { apiUrl, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import type { Lesson } from '@contract/course.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Attempt, LearnerQuiz, QuizResult } from '@contract/quiz.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LessonPage } from './lesson-page.tsx';

/** The lesson's Questions (docs/product.md §22.2) ask for the lesson's threads: none here. */
const NO_QUESTIONS = {
  [on(endpoints.communityThreads, { programId: createProgram()._id })]: {
    status: 200,
    body: createThreadPage(),
  },
};

const LESSON_ID = 'quiz-lesson';
const ATTEMPT_ID = 'attempt-1';
const COURSE = on(endpoints.course, { programIdOrSlug: 'pro-trader' });
const LESSON = on(endpoints.lesson, { id: LESSON_ID });
const START = on(endpoints.quizAttemptStart, { lessonId: LESSON_ID });
const ATTEMPT = on(endpoints.attempt, { id: ATTEMPT_ID });
const ANSWER = on(endpoints.attemptAnswer, { id: ATTEMPT_ID });
const SUBMIT = on(endpoints.attemptSubmit, { id: ATTEMPT_ID });

function quizSettings(overrides: Partial<LearnerQuiz> = {}): LearnerQuiz {
  return {
    questions: 3,
    time_limit_minutes: 10,
    pass_percent: 60,
    negative_mark: 0.25,
    attempts_allowed: 2,
    show_answers: true,
    required: true,
    attempts_used: 0,
    best_score: null,
    best_percent: null,
    passed: false,
    open_attempt_id: null,
    ...overrides,
  };
}

function quizLesson(quiz: Partial<LearnerQuiz> = {}): Lesson {
  return createLesson({
    _id: LESSON_ID,
    title: 'NISM Series VIII mock',
    kind: 'quiz',
    html_content: '',
    quiz: quizSettings(quiz),
  });
}

/** An attempt of three questions (the second multiple-choice), ending 10 minutes from now. */
function createAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    attempt_id: ATTEMPT_ID,
    lesson_id: LESSON_ID,
    questions: [
      {
        _id: 'q1',
        text: 'What does OTM mean?',
        multiple: false,
        options: [
          { _id: 'q1-a', text: 'Out of the money' },
          { _id: 'q1-b', text: 'Over the market' },
        ],
      },
      {
        _id: 'q2',
        text: 'Which are derivatives?',
        multiple: true,
        options: [
          { _id: 'q2-a', text: 'Futures' },
          { _id: 'q2-b', text: 'Options' },
          { _id: 'q2-c', text: 'Shares' },
        ],
      },
      {
        _id: 'q3',
        text: 'Who regulates the securities market in India?',
        multiple: false,
        options: [
          { _id: 'q3-a', text: 'SEBI' },
          { _id: 'q3-b', text: 'RBI' },
        ],
      },
    ],
    started_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    answers: [],
    result: null,
    ...overrides,
  };
}

const PASSED: QuizResult = {
  score: 1.75,
  max_score: 3,
  percent: 58.33,
  passed: false,
  review: [
    {
      question_id: 'q1',
      text: 'What does OTM mean?',
      correct_option_ids: ['q1-a'],
      chosen_option_ids: ['q1-a'],
      explanation: 'A call is OTM when the strike is above the spot.',
    },
    {
      question_id: 'q2',
      text: 'Which are derivatives?',
      correct_option_ids: ['q2-a', 'q2-b'],
      chosen_option_ids: ['q2-a', 'q2-b'],
      explanation: '',
    },
    {
      question_id: 'q3',
      text: 'Who regulates the securities market in India?',
      correct_option_ids: ['q3-a'],
      chosen_option_ids: ['q3-b'],
      explanation: '',
    },
  ],
};

const saved = (body: unknown): Reply => ({
  status: 200,
  body: { ...(body as object), saved_at: new Date().toISOString() },
});

/**
 * React Router arms useBlocker in two effect passes after the attempt shows (a key, then the
 * blocker), so a click at once could still leave unasked. React's scheduler runs on setImmediate:
 * taking turns with it lets those passes finish, however loaded the machine.
 */
async function leaveGuardArmed() {
  await act(async () => {
    for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

function renderQuiz() {
  return renderPage(<LessonPage />, {
    path: `/learn/pro-trader/${LESSON_ID}`,
    route: '/learn/:slug/:lessonId',
  });
}

const outline = createCourseOutline({
  modules: [
    createOutlineModule({
      lessons: [
        createOutlineLesson({ _id: LESSON_ID, title: 'NISM Series VIII mock', kind: 'quiz' }),
        createOutlineLesson({ _id: 'lesson-after', title: 'Certificates', kind: 'article' }),
      ],
    }),
  ],
});

describe('the quiz player on a quiz lesson', () => {
  beforeEach(() => setToken('learner-token'));
  afterEach(() => sessionStorage.clear());

  it('says the settings in words, starts an attempt and saves each answer at once', async () => {
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
      [ANSWER]: (request) => saved(request.body),
    });
    const { user } = renderQuiz();

    expect(await screen.findByText('3 questions')).toBeInTheDocument();
    for (const line of [
      '10 minutes',
      'Pass mark 60 %',
      '\u22120.25 per wrong answer',
      'Attempts used: 0 of 2',
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));

    // Start is gone: focus moves to the question.
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    const group = screen.getByRole('group', { name: 'What does OTM mean?' });
    await user.click(within(group).getByRole('radio', { name: 'Out of the money' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());

    const put = sent.filter((request) => request.method === 'PUT');
    expect(put.map((request) => request.path)).toEqual([apiUrl(endpoints.attemptAnswer, { id: ATTEMPT_ID })]);
    expect(put[0]?.body).toEqual({ question_id: 'q1', option_ids: ['q1-a'] });

    // A multiple-choice question has checkboxes, and sends every chosen option.
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    const many = await screen.findByRole('group', { name: 'Which are derivatives?' });
    await user.click(within(many).getByRole('checkbox', { name: 'Futures' }));
    await user.click(within(many).getByRole('checkbox', { name: 'Options' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
        question_id: 'q2',
        option_ids: ['q2-a', 'q2-b'],
      }),
    );
  });

  it('shows answered, unanswered and marked in the palette, and keeps the marks after a reload', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
      [ANSWER]: (request) => saved(request.body),
    });
    const first = renderQuiz();
    await first.user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await first.user.click(await screen.findByRole('radio', { name: 'Out of the money' }));
    await first.user.click(screen.getByRole('button', { name: 'Question 3, unanswered' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toHaveFocus();
    const mark = screen.getByRole('button', { name: /Mark for review/ });
    await first.user.click(mark);
    expect(mark).toHaveAttribute('aria-pressed', 'true');

    const palette = screen.getByRole('navigation', { name: 'Question palette' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Question 1, answered',
      'Question 2, unanswered',
      'Question 3, unanswered, marked for review',
    ]);
    expect(within(palette).getByRole('button', { name: /^Question 3/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    first.unmount();

    // A reload: the lesson offers Resume, and the attempt comes back with its saved answer.
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson({ attempts_used: 1, open_attempt_id: ATTEMPT_ID }) },
      [ATTEMPT]: {
        status: 200,
        body: createAttempt({ answers: [{ question_id: 'q1', option_ids: ['q1-a'] }] }),
      },
    });
    const second = renderQuiz();
    await second.user.click(await screen.findByRole('button', { name: 'Resume quiz' }));
    expect(await screen.findByRole('radio', { name: 'Out of the money' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Question 3, unanswered, marked for review' }),
    ).toBeInTheDocument();
  });

  it('asks before submitting, saying how many are unanswered, then shows the result with the review', async () => {
    let lessonAsked = 0;
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: () => {
        lessonAsked += 1;
        return { status: 200, body: quizLesson() };
      },
      [START]: { status: 201, body: createAttempt() },
      [ANSWER]: (request) => saved(request.body),
      [SUBMIT]: { status: 200, body: PASSED },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'Out of the money' }));
    await user.click(screen.getByRole('button', { name: 'Submit quiz' }));

    const confirm = await screen.findByRole('dialog', { name: 'Submit the quiz?' });
    expect(confirm).toHaveTextContent('2 of 3 questions are unanswered.');
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));

    const heading = await screen.findByRole('heading', { name: 'Result: not passed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Score:/)).toHaveTextContent('Score: 1.75 of 3 (58.33 %)');
    expect(screen.getByText('The pass mark is 60 %.')).toBeInTheDocument();
    const review = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Question 3:'));
    expect(review[0]).toHaveTextContent('Wrong');
    expect(review[0]).toHaveTextContent('Your answer: RBI');
    expect(review[0]).toHaveTextContent('Correct answer: SEBI');
    expect(screen.getByText(/A call is OTM when the strike/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next lesson' })).toHaveAttribute(
      'href',
      '/learn/pro-trader/lesson-after',
    );
    // The answer was saved before the submit, and the lesson is asked for again (attempts, best).
    const order = sent
      .map((request) => request.method)
      .filter((method) => method === 'PUT' || method === 'POST');
    expect(order).toEqual(['POST', 'PUT', 'POST']);
    await waitFor(() => expect(lessonAsked).toBeGreaterThan(1));
  });

  it('goes to the result when a save is refused because the time is up (409)', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
      [ANSWER]: { status: 409, body: { message: MESSAGES.quizzes.timeUp } },
      [SUBMIT]: { status: 200, body: { ...PASSED, passed: true, review: undefined } },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'Out of the money' }));

    expect(await screen.findByRole('heading', { name: 'Result: passed' })).toBeInTheDocument();
    expect(screen.getByText('You reached the pass mark of 60 %.')).toBeInTheDocument();
    expect(screen.getByText('The answers of this quiz are not shown after submitting.')).toBeInTheDocument();
  });

  it('lists which questions went wrong when the quiz hides its answers, naming no correct option', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson({ show_answers: false }) },
      [START]: { status: 201, body: createAttempt() },
      [SUBMIT]: {
        status: 200,
        body: {
          score: 0.75,
          max_score: 3,
          percent: 25,
          passed: false,
          outcomes: [
            { question_id: 'q1', text: 'What does OTM mean?', outcome: 'right' },
            { question_id: 'q2', text: 'Which are derivatives?', outcome: 'wrong' },
            {
              question_id: 'q3',
              text: 'Who regulates the securities market in India?',
              outcome: 'unanswered',
            },
          ],
        } satisfies QuizResult,
      },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Submit quiz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit the quiz?' })).getByRole('button', {
        name: 'Submit',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Result: not passed' })).toBeInTheDocument();
    expect(screen.getByText('The answers of this quiz are not shown after submitting.')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 questions were not answered correctly.')).toBeInTheDocument();
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('Question '))
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Question 1: CorrectWhat does OTM mean?',
      'Question 2: WrongWhich are derivatives?',
      'Question 3: Not answeredWho regulates the securities market in India?',
    ]);
    expect(screen.queryByText(/Correct answer/)).toBeNull();
  });

  it('keeps only the question navigation during an attempt, and brings the lessons back with the result', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
      [SUBMIT]: { status: 200, body: PASSED },
    });
    const { user } = renderQuiz();
    const start = await screen.findByRole('button', { name: 'Start quiz' });
    expect(screen.getByRole('navigation', { name: 'Previous and next lesson' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course content' })).toBeInTheDocument();
    await user.click(start);

    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Previous and next lesson' })).toBeNull(),
    );
    expect(screen.queryByRole('heading', { name: 'Course content' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Certificates' })).toBeNull();
    expect(screen.getByText(/The course content is hidden while you take the quiz/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next question' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit quiz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Submit the quiz?' })).getByRole('button', {
        name: 'Submit',
      }),
    );
    await screen.findByRole('heading', { name: 'Result: not passed' });
    expect(screen.getByRole('navigation', { name: 'Previous and next lesson' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course content' })).toBeInTheDocument();
  });

  it('asks before leaving a running attempt, in the app and when the tab closes', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    // The page drops its lesson links in the render that sets up the guard.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Course content' })).toBeNull());
    await leaveGuardArmed();
    const back = screen.getByRole('link', { name: outline.program.title });
    await user.click(back);
    const ask = await screen.findByRole('dialog', { name: 'Leave the quiz?' });
    expect(ask).toHaveTextContent('The timer keeps running while you are away.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toBeInTheDocument();

    await user.click(back);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the quiz?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await findCurrentPath()).toBe('/learn/pro-trader');
    // Gone from the attempt, the tab closes without a question.
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('submits by itself at 0:00, closing a confirmation left open', async () => {
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt({ ends_at: new Date(Date.now() + 4000).toISOString() }) },
      [SUBMIT]: { status: 200, body: PASSED },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Submit quiz' }));
    expect(await screen.findByRole('dialog', { name: 'Submit the quiz?' })).toHaveTextContent(
      '3 of 3 questions are unanswered.',
    );

    // The attempt ends 4 s after it starts, on a machine that may be loaded.
    expect(
      await screen.findByRole('heading', { name: 'Result: not passed' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit the quiz?' })).toBeNull());
    expect(sent.filter((request) => request.path.endsWith('/submit'))).toHaveLength(1);
  });

  it('closes "Leave the quiz?" when the time runs out while it is open, and shows the result there', async () => {
    // Only the clock is faked: the dialogs, the router and the requests keep their real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const endsAt = Date.now() + 10 * 60_000;
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt({ ends_at: new Date(endsAt).toISOString() }) },
      [SUBMIT]: { status: 200, body: PASSED },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Course content' })).toBeNull());
    await leaveGuardArmed();
    await user.click(screen.getByRole('link', { name: outline.program.title }));
    await screen.findByRole('dialog', { name: 'Leave the quiz?' });

    // The deadline passes with the question still open: the next tick of the clock sees it.
    vi.setSystemTime(endsAt + 1000);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });

    expect(await screen.findByRole('heading', { name: 'Result: not passed' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave the quiz?' })).toBeNull());
    // The learner stays on the lesson, to read the result, and was not sent away.
    expect(screen.queryByTestId('current-path')).toBeNull();
    expect(sent.filter((request) => request.path.endsWith('/submit'))).toHaveLength(1);
  });

  it('says when an answer could not be saved, and sends it again on Try again', async () => {
    let fail = true;
    const sent = mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 201, body: createAttempt() },
      [ANSWER]: (request) =>
        fail ? { status: 500, body: { message: 'Database down.' } } : saved(request.body),
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'Over the market' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database down.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body)).toEqual([
      { question_id: 'q1', option_ids: ['q1-b'] },
      { question_id: 'q1', option_ids: ['q1-b'] },
    ]);
  });

  it("shows the server's reason when an attempt cannot start (409)", async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: { status: 200, body: quizLesson() },
      [START]: { status: 409, body: { message: MESSAGES.quizzes.bankTooSmall } },
    });
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.quizzes.bankTooSmall);
  });

  it('says so when no attempts are left, and offers no Start', async () => {
    mockApi({
      ...NO_QUESTIONS,
      [COURSE]: { status: 200, body: outline },
      [LESSON]: {
        status: 200,
        body: quizLesson({ attempts_used: 2, best_score: 2.5, best_percent: 83.33, passed: true }),
      },
    });
    renderQuiz();

    expect(await screen.findByText(MESSAGES.quizzes.attemptsUsedUp)).toBeInTheDocument();
    expect(screen.getByText('Best result: 2.5 of 3 (83.33 %)')).toBeInTheDocument();
    expect(screen.getByText('You have passed this quiz ✓')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start quiz' })).not.toBeInTheDocument();
  });
});
