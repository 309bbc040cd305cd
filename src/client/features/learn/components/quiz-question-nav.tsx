import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconArrowRight } from '@client/components/icons/arrow-right.tsx';
import type { Attempt } from '@contract/quiz.ts';
import { type AnswerMap, paletteEntry } from '../quiz-palette.ts';

/** Previous and Next question, Mark for review and Clear answer, under the question. */
export function QuestionButtons({
  index,
  count,
  marked,
  canClear,
  onGo,
  onToggleMarked,
  onClear,
}: {
  index: number;
  count: number;
  marked: boolean;
  canClear: boolean;
  onGo: (index: number) => void;
  onToggleMarked: () => void;
  onClear: () => void;
}) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-4">
      <button
        type="button"
        className="btn btn-outline-teal"
        disabled={index === 0}
        onClick={() => onGo(index - 1)}
      >
        <IconArrowLeft className="me-2" />
        {/* Named apart from the lesson navigation's Previous and Next below. */}
        Previous<span className="visually-hidden"> question</span>
      </button>
      <button
        type="button"
        className="btn btn-outline-teal"
        disabled={index === count - 1}
        onClick={() => onGo(index + 1)}
      >
        Next<span className="visually-hidden"> question</span>
        <IconArrowRight className="ms-2" />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-pressed={marked}
        onClick={onToggleMarked}
      >
        {marked ? '★ ' : '☆ '}Mark for review
      </button>
      <button type="button" className="btn btn-outline-secondary" disabled={!canClear} onClick={onClear}>
        Clear answer
      </button>
    </div>
  );
}

/** One button per question, showing which are answered and marked, with its key below. */
export function QuestionPalette({
  questions,
  index,
  answers,
  marked,
  onGo,
}: {
  questions: Attempt['questions'];
  index: number;
  answers: AnswerMap;
  marked: ReadonlySet<string>;
  onGo: (index: number) => void;
}) {
  return (
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
                onClick={() => onGo(position)}
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
  );
}
