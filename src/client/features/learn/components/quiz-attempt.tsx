import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconArrowRight } from '@client/components/icons/arrow-right.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { closeDialog, confirmAction } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Attempt, QuizResult } from '@contract/quiz.ts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type TimedAttempt, useAttempt } from '../api/get-attempt.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import { useAnswerAutosave } from '../hooks/use-answer-autosave.ts';
import { countdownAnnouncement, formatCountdown, secondsLeft } from '../quiz-clock.ts';
import {
  type AnswerMap,
  answerMapOf,
  loadMarked,
  paletteEntry,
  saveMarked,
  toggleOption,
  unansweredCount,
} from '../quiz-palette.ts';

export type AttemptQuestion = Attempt['questions'][number];

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

/** The browser's time, once a second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AttemptScreen({
  timed: { attempt, clockOffsetMs },
  onFinished,
}: {
  timed: TimedAttempt;
  onFinished: (result: QuizResult, questions: readonly AttemptQuestion[]) => void;
}) {
  const { attempt_id: attemptId, questions } = attempt;
  const [answers, setAnswers] = useState<AnswerMap>(() => answerMapOf(attempt.answers));
  const [marked, setMarked] = useState<Set<string>>(() => loadMarked(attemptId));
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitStarted = useRef(false);
  const confirming = useRef(false);
  const submit = useSubmitAttempt();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  const finish = useCallback(
    async (flush: () => Promise<void>) => {
      if (submitStarted.current) return;
      submitStarted.current = true;
      setSubmitting(true);
      setSubmitError(null);
      await flush();
      try {
        onFinished(await submit(attemptId), questions);
      } catch (error) {
        submitStarted.current = false;
        setSubmitting(false);
        setSubmitError(errorMessage(error, MESSAGES.generic.internal));
      }
    },
    [attemptId, onFinished, questions, submit],
  );

  // A 409 on a save means the attempt no longer takes answers: submit returns its grade.
  const autosave = useAnswerAutosave(attemptId, () => void finish(async () => {}));

  const now = useNow();
  const left = secondsLeft(attempt.ends_at, now, clockOffsetMs);
  useEffect(() => {
    if (left > 0) return;
    // At 0:00 the quiz is submitted as it stands; a "Submit the quiz?" still open has no point.
    if (confirming.current) void closeDialog();
    void finish(autosave.flush);
  }, [left, finish, autosave.flush]);

  // Opening the attempt (its Start button is gone) and moving to another question take focus to
  // the question's heading, so a screen reader reads where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => headingRef.current?.focus(), [index]);

  const question = questions[index] as AttemptQuestion;
  const chosen = answers[question._id] ?? [];

  const choose = (optionId: string, checked: boolean) => {
    const next = toggleOption(chosen, optionId, question.multiple, checked);
    setAnswers((current) => ({ ...current, [question._id]: next }));
    autosave.save(question._id, next);
  };
  const clear = () => {
    setAnswers((current) => ({ ...current, [question._id]: [] }));
    autosave.save(question._id, []);
  };
  const toggleMarked = () => {
    const next = new Set(marked);
    if (next.has(question._id)) next.delete(question._id);
    else next.add(question._id);
    saveMarked(attemptId, next);
    setMarked(next);
  };
  const askToSubmit = async () => {
    const open = unansweredCount(
      questions.map((item) => item._id),
      answers,
    );
    confirming.current = true;
    const confirmed = await confirmAction({
      title: 'Submit the quiz?',
      text:
        open === 0
          ? 'All questions are answered. You cannot change your answers after submitting.'
          : `${open} of ${questions.length} questions ${open === 1 ? 'is' : 'are'} unanswered. You cannot change your answers after submitting.`,
      confirmText: 'Submit',
    }).finally(() => {
      confirming.current = false;
    });
    if (confirmed) await finish(autosave.flush);
  };

  const isMarked = marked.has(question._id);
  const lowTime = left <= 300;

  return (
    <section aria-labelledby={`${baseId}-question`} className="quiz-attempt">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className={`mb-0 fw-semibold ${lowTime ? 'text-danger-emphasis' : ''}`}>
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

      <h2 id={`${baseId}-question`} ref={headingRef} tabIndex={-1} className="h5">
        Question {index + 1} of {questions.length}
      </h2>
      <fieldset key={question._id} className="mb-3">
        <legend className="fs-6 quiz-question-text">{question.text}</legend>
        <p className="small text-body-secondary">
          {question.multiple ? 'Choose all that apply.' : 'Choose one.'}
        </p>
        {question.options.map((option) => {
          const id = `${baseId}-${question._id}-${option._id}`;
          return (
            <div key={option._id} className="form-check mb-2">
              <input
                id={id}
                className="form-check-input"
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`${baseId}-${question._id}`}
                value={option._id}
                checked={chosen.includes(option._id)}
                disabled={submitting}
                onChange={(event) => choose(option._id, event.currentTarget.checked)}
              />
              <label className="form-check-label" htmlFor={id}>
                {option.text}
              </label>
            </div>
          );
        })}
      </fieldset>

      <div className="d-flex flex-wrap gap-2 mb-4">
        <button
          type="button"
          className="btn btn-outline-teal"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <IconArrowLeft className="me-2" />
          {/* Named apart from the lesson navigation's Previous and Next below. */}
          Previous<span className="visually-hidden"> question</span>
        </button>
        <button
          type="button"
          className="btn btn-outline-teal"
          disabled={index === questions.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          Next<span className="visually-hidden"> question</span>
          <IconArrowRight className="ms-2" />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-pressed={isMarked}
          onClick={toggleMarked}
        >
          {isMarked ? '★ ' : '☆ '}Mark for review
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={chosen.length === 0 || submitting}
          onClick={clear}
        >
          Clear answer
        </button>
      </div>

      <nav aria-label="Question palette" className="mb-4">
        <ol className="list-unstyled d-flex flex-wrap gap-2 mb-2">
          {questions.map((item, position) => {
            const entry = paletteEntry(position, item._id, answers, marked);
            const look = entry.marked ? 'btn-warning' : entry.answered ? 'btn-teal' : 'btn-outline-secondary';
            return (
              <li key={item._id}>
                <button
                  type="button"
                  className={`btn btn-sm quiz-palette-button ${look}`}
                  aria-label={entry.label}
                  aria-current={position === index ? 'step' : undefined}
                  onClick={() => setIndex(position)}
                >
                  {position + 1}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="small mb-0">
          <span className="quiz-key quiz-key-answered" aria-hidden="true" /> answered ·{' '}
          <span className="quiz-key quiz-key-open" aria-hidden="true" /> unanswered ·{' '}
          <span className="quiz-key quiz-key-marked" aria-hidden="true" /> marked for review
        </p>
      </nav>

      <button
        type="button"
        className="btn btn-teal px-4"
        aria-disabled={submitting}
        onClick={() => {
          if (!submitting) void askToSubmit();
        }}
      >
        {submitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        Submit quiz
      </button>
      {submitError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {submitError}
        </div>
      ) : null}
    </section>
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
