import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconArrowRight } from '@client/components/icons/arrow-right.tsx';
import type { QuizResult as QuizResultData } from '@contract/quiz.ts';
import type { QuestionOutcome } from '@contract/vocabulary.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMarks } from '../quiz-words.ts';
import type { AttemptQuestion } from './quiz-attempt.tsx';

/**
 * A graded attempt: passed or not against the pass mark, in words and colour (Bootstrap's alert
 * colours, 4.5:1 or more), the score, and the review when the quiz shows answers, or which
 * questions went wrong when it hides them (docs/product.md §12.4).
 */
export function QuizResult({
  result,
  questions,
  passPercent,
  courseHome,
  nextLessonPath,
  onBack,
}: {
  result: QuizResultData;
  questions: readonly AttemptQuestion[];
  passPercent: number;
  courseHome: string;
  nextLessonPath: string | null;
  /** Back to the quiz's intro (attempts used, best, Start again). */
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the attempt screen: focus its heading, so a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="quiz-result-title">
      <div className={`alert ${result.passed ? 'alert-success' : 'alert-danger'}`}>
        <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className="h4">
          {result.passed ? 'Result: passed' : 'Result: not passed'}
        </h2>
        <p className="fs-5 mb-1">
          Score: <strong>{formatMarks(result.score)}</strong> of {formatMarks(result.max_score)} (
          {formatMarks(result.percent)} %)
        </p>
        <p className="mb-0">
          {result.passed
            ? `You reached the pass mark of ${passPercent} %.`
            : `The pass mark is ${passPercent} %.`}
        </p>
      </div>

      {result.review ? (
        <Review review={result.review} questions={questions} />
      ) : (
        <p>The answers of this quiz are not shown after submitting.</p>
      )}
      {result.outcomes ? <Outcomes outcomes={result.outcomes} /> : null}

      <div className="d-flex flex-wrap gap-2 mt-4">
        <button type="button" className="btn btn-outline-teal" onClick={onBack}>
          Back to the quiz
        </button>
        <Link to={courseHome} className="btn btn-outline-teal">
          <IconArrowLeft className="me-2" />
          Back to the course
        </Link>
        {nextLessonPath ? (
          <Link to={nextLessonPath} className="btn btn-teal">
            Next lesson
            <IconArrowRight className="ms-2" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

const OUTCOME_WORDS: Record<QuestionOutcome, { word: string; className: string }> = {
  right: { word: 'Correct', className: 'text-success-emphasis' },
  wrong: { word: 'Wrong', className: 'text-danger-emphasis' },
  unanswered: { word: 'Not answered', className: 'text-body-secondary' },
};

/** Right, wrong or not answered per question, with its text: what to go back and study. */
function Outcomes({ outcomes }: { outcomes: NonNullable<QuizResultData['outcomes']> }) {
  const missed = outcomes.filter((item) => item.outcome !== 'right').length;
  return (
    <>
      <h3 className="h5 mt-4">Your questions</h3>
      <p>
        {missed === 0
          ? 'You answered every question correctly.'
          : `${missed} of ${outcomes.length} ${outcomes.length === 1 ? 'question was' : 'questions were'} not answered correctly.`}
      </p>
      <ol className="list-unstyled">
        {outcomes.map((item, position) => {
          const { word, className } = OUTCOME_WORDS[item.outcome];
          return (
            <li key={item.question_id} className="border rounded p-3 mb-3">
              <h4 className="h6">
                Question {position + 1}: <span className={className}>{word}</span>
              </h4>
              <p className="quiz-question-text mb-0">{item.text}</p>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Review({
  review,
  questions,
}: {
  review: NonNullable<QuizResultData['review']>;
  questions: readonly AttemptQuestion[];
}) {
  const optionTexts = new Map(
    questions.flatMap((question) => question.options.map((option) => [option._id, option.text] as const)),
  );
  const textsOf = (ids: readonly string[]) =>
    ids.map((id) => optionTexts.get(id) ?? 'An option since changed').join('; ');

  return (
    <>
      <h3 className="h5 mt-4">Review</h3>
      <ol className="list-unstyled">
        {review.map((item, position) => {
          const blank = item.chosen_option_ids.length === 0;
          const right =
            !blank &&
            item.chosen_option_ids.length === item.correct_option_ids.length &&
            item.chosen_option_ids.every((id) => item.correct_option_ids.includes(id));
          const verdict = blank ? 'Not answered' : right ? 'Correct' : 'Wrong';
          return (
            <li key={item.question_id} className="border rounded p-3 mb-3">
              <h4 className="h6">
                Question {position + 1}:{' '}
                <span
                  className={
                    blank ? 'text-body-secondary' : right ? 'text-success-emphasis' : 'text-danger-emphasis'
                  }
                >
                  {verdict}
                </span>
              </h4>
              <p className="quiz-question-text">{item.text}</p>
              <p className="mb-1">
                <span className="fw-semibold">Your answer:</span>{' '}
                {blank ? 'none' : textsOf(item.chosen_option_ids)}
              </p>
              <p className="mb-1">
                <span className="fw-semibold">Correct answer:</span> {textsOf(item.correct_option_ids)}
              </p>
              {item.explanation ? (
                <p className="mb-0 quiz-question-text">
                  <span className="fw-semibold">Explanation:</span> {item.explanation}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
