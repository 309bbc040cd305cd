import { BusyButton } from '@client/components/busy-button.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { closeDialog, confirmAction } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Attempt, QuizResult } from '@contract/quiz.ts';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type TimedAttempt, useAttempt } from '../api/get-attempt.ts';
import { useAnswerAutosave } from '../hooks/use-answer-autosave.ts';
import { useAttemptFinish } from '../hooks/use-attempt-finish.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useNow } from '../hooks/use-now.ts';
import { countdownAnnouncement, formatCountdown, secondsLeft } from '../quiz-clock.ts';
import {
  type AnswerMap,
  answerMapOf,
  loadMarked,
  saveMarked,
  toggleOption,
  unansweredCount,
} from '../quiz-palette.ts';
import { QuestionFieldset } from './quiz-question.tsx';
import { QuestionButtons, QuestionPalette } from './quiz-question-nav.tsx';

export type AttemptQuestion = Attempt['questions'][number];

/** Takes the graded attempt, with its questions for the review. */
type OnFinished = (result: QuizResult, questions: readonly AttemptQuestion[]) => void;

/** An attempt's screen once loaded; an attempt already graded goes straight to its result. */
export function QuizAttempt({
  attemptId,
  onFinished,
}: {
  attemptId: string;
  onFinished: (result: QuizResult, questions: readonly AttemptQuestion[]) => void;
}) {
  const attempt = useAttempt(attemptId);
  const graded = attempt.data?.attempt.result;
  useEffect(() => {
    if (attempt.data && graded) onFinished(graded, attempt.data.attempt.questions);
  }, [attempt.data, graded, onFinished]);

  if (attempt.isPending || graded) return <LoadingStatus text={MESSAGES.generic.loading} />;
  if (attempt.isError) {
    return (
      <LoadError
        text={errorMessage(attempt.error, MESSAGES.generic.loadFailed)}
        retrying={attempt.isFetching}
        onRetry={() => void attempt.refetch()}
      />
    );
  }
  return <AttemptScreen timed={attempt.data} onFinished={onFinished} />;
}

/** The attempt in hand: the clock, one question, its buttons, the palette and Submit quiz. */
function AttemptScreen({
  timed: { attempt, clockOffsetMs },
  onFinished,
}: {
  timed: TimedAttempt;
  onFinished: OnFinished;
}) {
  const { attempt_id: attemptId, questions } = attempt;
  const [answers, setAnswers] = useState<AnswerMap>(() => answerMapOf(attempt.answers));
  const [marked, toggleMarked] = useMarkedForReview(attemptId);
  const [index, setIndex] = useState(0);
  const confirming = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const { finish, submitting, submitError } = useAttemptFinish(attemptId, questions, onFinished);

  // A 409 on a save means the attempt no longer takes answers: submit returns its grade.
  const autosave = useAnswerAutosave(attemptId, () => void finish(async () => {}));

  const now = useNow();
  const left = secondsLeft(attempt.ends_at, now, clockOffsetMs);
  useSubmitAtTimeUp(left, confirming, finish, autosave.flush);
  useLeaveGuard(left > 0 && !submitting);

  // Opening the attempt (its Start button is gone) and moving to another question take focus to
  // the question's heading, so a screen reader reads where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => headingRef.current?.focus(), [index]);

  const question = questions[index] as AttemptQuestion;
  const chosen = answers[question._id] ?? [];

  const answer = (next: string[]) => {
    setAnswers((current) => ({ ...current, [question._id]: next }));
    autosave.save(question._id, next);
  };
  const askToSubmit = async () => {
    confirming.current = true;
    const confirmed = await confirmAction(submitConfirmation(questions, answers)).finally(() => {
      confirming.current = false;
    });
    if (confirmed) await finish(autosave.flush);
  };

  return (
    <section aria-labelledby={`${baseId}-question`} className="quiz-attempt">
      <AttemptClock left={left} autosave={autosave} />

      <h2 id={`${baseId}-question`} ref={headingRef} tabIndex={-1} className="h5">
        Question {index + 1} of {questions.length}
      </h2>
      <QuestionFieldset
        key={question._id}
        baseId={baseId}
        question={question}
        chosen={chosen}
        disabled={submitting}
        onChoose={(optionId, checked) => answer(toggleOption(chosen, optionId, question.multiple, checked))}
      />
      <QuestionButtons
        index={index}
        count={questions.length}
        marked={marked.has(question._id)}
        canClear={!(chosen.length === 0 || submitting)}
        onGo={setIndex}
        onToggleMarked={() => toggleMarked(question._id)}
        onClear={() => answer([])}
      />
      <QuestionPalette
        questions={questions}
        index={index}
        answers={answers}
        marked={marked}
        onGo={setIndex}
      />

      <SubmitQuiz submitting={submitting} submitError={submitError} onSubmit={() => void askToSubmit()} />
    </section>
  );
}

/** At 0:00 the quiz is submitted as it stands; a "Submit the quiz?" still open has no point. */
function useSubmitAtTimeUp(
  left: number,
  confirming: RefObject<boolean>,
  finish: (flush: () => Promise<void>) => Promise<void>,
  flush: () => Promise<void>,
) {
  useEffect(() => {
    if (left > 0) return;
    if (confirming.current) void closeDialog();
    void finish(flush);
  }, [left, confirming, finish, flush]);
}

/** The questions the learner marked for review, kept per attempt (quiz-palette.ts). */
function useMarkedForReview(attemptId: string): [ReadonlySet<string>, (questionId: string) => void] {
  const [marked, setMarked] = useState<Set<string>>(() => loadMarked(attemptId));
  const toggle = (questionId: string) => {
    const next = new Set(marked);
    if (next.has(questionId)) next.delete(questionId);
    else next.add(questionId);
    saveMarked(attemptId, next);
    setMarked(next);
  };
  return [marked, toggle];
}

/** Submit quiz (it asks first), with why the last submit failed below it. */
function SubmitQuiz({
  submitting,
  submitError,
  onSubmit,
}: {
  submitting: boolean;
  submitError: string | null;
  onSubmit: () => void;
}) {
  return (
    <>
      <BusyButton type="button" className="btn btn-teal px-4" busy={submitting} keepFocus onClick={onSubmit}>
        Submit quiz
      </BusyButton>
      {submitError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {submitError}
        </div>
      ) : null}
    </>
  );
}

/** "Submit the quiz?", saying how many questions are still unanswered. */
function submitConfirmation(questions: readonly AttemptQuestion[], answers: AnswerMap) {
  const open = unansweredCount(
    questions.map((item) => item._id),
    answers,
  );
  const total = questions.length;
  return {
    title: 'Submit the quiz?',
    text:
      open === 0
        ? 'All questions are answered. You cannot change your answers after submitting.'
        : `${open} of ${total} questions ${open === 1 ? 'is' : 'are'} unanswered. You cannot change your answers after submitting.`,
    confirmText: 'Submit',
  };
}

/** Time left (read out each minute near the end) and how the saving of answers goes. */
function AttemptClock({
  left,
  autosave,
}: {
  left: number;
  autosave: Pick<ReturnType<typeof useAnswerAutosave>, 'state' | 'retry'>;
}) {
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
      <p className={`mb-0 fw-semibold ${left <= 300 ? 'text-danger-emphasis' : ''}`}>
        Time left{' '}
        <span role="timer" className="font-monospace fs-5">
          {formatCountdown(left)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {countdownAnnouncement(left)}
      </p>
      <SaveStatus state={autosave.state} onRetry={autosave.retry} />
    </div>
  );
}

function SaveStatus({
  state,
  onRetry,
}: {
  state: ReturnType<typeof useAnswerAutosave>['state'];
  onRetry: () => void;
}) {
  if (state.kind === 'error') {
    return (
      <div className="d-flex align-items-center gap-2 text-danger-emphasis small" role="alert">
        <span>{state.message}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  // Not a live region: a screen reader hears the option's own state; only a failure is announced.
  return (
    <p className="small text-body-secondary mb-0">
      {state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved' : ''}
    </p>
  );
}
