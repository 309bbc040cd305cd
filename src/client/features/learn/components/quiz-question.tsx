import type { Attempt } from '@contract/quiz.ts';

/** The question in hand: its text and its options (radios, or checkboxes when several apply). */
export function QuestionFieldset({
  baseId,
  question,
  chosen,
  disabled,
  onChoose,
}: {
  baseId: string;
  question: Attempt['questions'][number];
  chosen: readonly string[];
  disabled: boolean;
  onChoose: (optionId: string, checked: boolean) => void;
}) {
  return (
    <fieldset className="mb-3">
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
              disabled={disabled}
              onChange={(event) => onChoose(option._id, event.currentTarget.checked)}
            />
            <label className="form-check-label" htmlFor={id}>
              {option.text}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
