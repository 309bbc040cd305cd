import { BusyButton } from '@client/components/busy-button.tsx';
import { IconPlayFill } from '@client/components/icons/play-fill.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { LearnerQuiz } from '@contract/quiz.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { useStartQuizAttempt } from '../api/start-quiz-attempt.ts';
import { attemptsLeft, quizSettingsInWords } from '../quiz-words.ts';

/**
 * A quiz before an attempt: its settings in words, the learner's attempts and best result, and
 * Start (a new attempt) or Resume (the one still running), or why neither is possible.
 */
export function QuizIntro({
  lessonId,
  quiz,
  signedIn,
  onOpen,
}: {
  lessonId: string;
  quiz: LearnerQuiz;
  signedIn: boolean;
  /** Shows the attempt screen for an attempt. */
  onOpen: (attemptId: string) => void;
}) {
  const start = useStartQuizAttempt(lessonId, onOpen);
  const noneLeft = quiz.open_attempt_id === null && attemptsLeft(quiz) === 0;

  return (
    <section aria-labelledby="quiz-intro-title">
      <h2 id="quiz-intro-title" className="h5">
        About this quiz
      </h2>
      <ul className="mb-3">
        {quizSettingsInWords(quiz).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {quiz.passed ? <p className="fw-semibold text-success-emphasis">You have passed this quiz ✓</p> : null}
      {!signedIn ? (
        <p>
          <Link to={CLIENT_ROUTES.login}>Log in</Link> to take this quiz.
        </p>
      ) : quiz.open_attempt_id !== null ? (
        <button
          type="button"
          className="btn btn-teal px-4"
          onClick={() => onOpen(quiz.open_attempt_id as string)}
        >
          <IconPlayFill className="me-2" />
          Resume quiz
        </button>
      ) : noneLeft ? (
        <p className="alert alert-info" role="status">
          {MESSAGES.quizzes.attemptsUsedUp}
        </p>
      ) : (
        <>
          <p className="small">
            The clock starts when you press Start, and your answers are saved as you go. At the end of the
            time the quiz is submitted for you.
          </p>
          <BusyButton
            type="button"
            className="btn btn-teal px-4"
            busy={start.isPending}
            keepFocus
            icon={IconPlayFill}
            onClick={() => start.mutate()}
          >
            Start quiz
          </BusyButton>
        </>
      )}
      {start.isError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {errorMessage(start.error, MESSAGES.generic.internal)}
        </div>
      ) : null}
    </section>
  );
}
