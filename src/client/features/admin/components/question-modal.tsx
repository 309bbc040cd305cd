import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type AdminQuestion, QuestionInputSchema } from '@contract/quiz.ts';
import { QUIZ_LIMITS } from '@contract/vocabulary.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type QuestionPayload, useAddQuestion } from '../api/add-question.ts';
import { useEditQuestion } from '../api/edit-question.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { AdminModal } from './admin-modal.tsx';
import { ModalFormFooter } from './modal-form-footer.tsx';

interface OptionRow {
  /** A React key that stays with the row when another is removed. */
  key: number;
  text: string;
  correct: boolean;
}

interface QuestionFormValues {
  text: string;
  multiple: boolean;
  options: OptionRow[];
  explanation: string;
}

let nextKey = 0;
const optionRow = (text = '', correct = false): OptionRow => ({ key: nextKey++, text, correct });

function valuesOf(question: AdminQuestion | undefined): QuestionFormValues {
  if (!question) {
    return {
      text: '',
      multiple: false,
      options: Array.from({ length: 4 }, () => optionRow()),
      explanation: '',
    };
  }
  return {
    text: question.text,
    multiple: question.multiple,
    options: question.options.map((option) => optionRow(option.text, option.correct)),
    explanation: question.explanation,
  };
}

/**
 * What to tell the admin about the correct options before saving. A hint only: QuestionInputSchema,
 * the server's own check, decides when the form is sent.
 */
export function correctOptionsHint(multiple: boolean, correct: number): string {
  if (correct === 0) return 'Mark at least one option as correct.';
  if (!multiple && correct > 1) {
    return `${correct} options are marked correct: a single-choice question has exactly one. Tick "Multiple correct answers" for more.`;
  }
  return multiple
    ? `${correct} correct: a learner must choose exactly these.`
    : 'One correct option: a learner chooses one answer.';
}

/**
 * Add a question to a bank (no `question`) or edit one: its text, single or multiple choice, 2 to
 * 10 options each with its correct flag (rows added and removed), and an explanation shown after
 * submission when the quiz shows answers.
 */
export function QuestionModal({
  bankId,
  question,
  onClose,
}: {
  bankId: string;
  question?: AdminQuestion;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [values, setValues] = useState<QuestionFormValues>(() => valuesOf(question));
  // After a row is added or removed, the row whose text field gets focus (else Add Option).
  const [focusRow, setFocusRow] = useState<number | 'add' | null>(null);
  const optionInputs = useRef(new Map<number, HTMLInputElement>());
  const addOptionRef = useRef<HTMLButtonElement>(null);
  const addQuestion = useAddQuestion(bankId);
  const editQuestion = useEditQuestion(bankId);
  const form = useContractForm({
    schema: QuestionInputSchema,
    input: (): QuestionPayload => ({
      text: values.text,
      multiple: values.multiple,
      options: values.options.map(({ text, correct }) => ({ text, correct })),
      explanation: values.explanation,
    }),
    submit: async (input) => {
      if (question) await editQuestion.mutateAsync({ id: question._id, input });
      else await addQuestion.mutateAsync({ bankId, input });
      flushSync(onClose);
      void showSuccess(
        'Success!',
        question ? MESSAGES.bankAdmin.questionUpdated : MESSAGES.bankAdmin.questionAdded,
      );
    },
    onError: (error) =>
      void showError(
        actionFailureText(
          question ? MESSAGES.bankAdmin.questionEditFailed : MESSAGES.bankAdmin.questionAddFailed,
          error,
        ),
      ),
  });

  useEffect(() => {
    if (focusRow === null) return;
    (focusRow === 'add' ? addOptionRef.current : optionInputs.current.get(focusRow))?.focus();
    setFocusRow(null);
  }, [focusRow]);

  const setOption = (key: number, change: Partial<OptionRow>) =>
    setValues((current) => ({
      ...current,
      options: current.options.map((option) => (option.key === key ? { ...option, ...change } : option)),
    }));

  function addOption() {
    const row = optionRow();
    setValues((current) => ({ ...current, options: [...current.options, row] }));
    setFocusRow(row.key);
  }

  function removeOption(index: number) {
    const remaining = values.options.filter((_, i) => i !== index);
    setValues((current) => ({ ...current, options: remaining }));
    const neighbour = remaining[index] ?? remaining[index - 1];
    setFocusRow(neighbour ? neighbour.key : 'add');
  }

  const id = (field: string) => `${fieldId}-${field}`;
  const correct = values.options.filter((option) => option.correct).length;
  const { minOptions, maxOptions } = QUIZ_LIMITS;
  return (
    <AdminModal
      title={question ? 'Edit Question' : 'Add Question'}
      onClose={onClose}
      form={form}
      size="lg"
      footer={<ModalFormFooter busy={form.pending} onCancel={onClose} />}
    >
      <TextAreaField
        id={id('text')}
        {...form.field('text')}
        label="Question"
        value={values.text}
        onChange={(event) => setValues((current) => ({ ...current, text: event.target.value }))}
        maxLength={QUIZ_LIMITS.questionText}
        rows={3}
      />
      <div className="form-check mb-3">
        <input
          id={id('multiple')}
          type="checkbox"
          className="form-check-input"
          checked={values.multiple}
          onChange={(event) => setValues((current) => ({ ...current, multiple: event.target.checked }))}
          aria-describedby={id('multiple-hint')}
        />
        <label htmlFor={id('multiple')} className="form-check-label">
          Multiple correct answers
        </label>
        <div id={id('multiple-hint')} className="form-text">
          Off: the learner picks one answer. On: the learner must pick every correct option.
        </div>
      </div>
      <fieldset className="mb-3" aria-describedby={id('options-hint')}>
        <legend className="form-label fs-6 fw-semibold">Options</legend>
        <p id={id('options-hint')} className="form-text mt-0" aria-live="polite">
          {minOptions} to {maxOptions} options. {correctOptionsHint(values.multiple, correct)}
        </p>
        <ol className="list-unstyled mb-2">
          {values.options.map((option, index) => {
            const n = index + 1;
            return (
              <li key={option.key} className="d-flex flex-wrap align-items-end gap-2 mb-2">
                <FormField
                  ref={(input) => {
                    if (input) optionInputs.current.set(option.key, input);
                    else optionInputs.current.delete(option.key);
                  }}
                  id={id(`option-${option.key}`)}
                  label={`Option ${n} Text`}
                  className="flex-grow-1"
                  value={option.text}
                  onChange={(event) => setOption(option.key, { text: event.target.value })}
                  maxLength={QUIZ_LIMITS.optionText}
                  autoComplete="off"
                />
                <div className="form-check mb-2">
                  <input
                    id={id(`correct-${option.key}`)}
                    type="checkbox"
                    className="form-check-input"
                    checked={option.correct}
                    onChange={(event) => setOption(option.key, { correct: event.target.checked })}
                  />
                  <label htmlFor={id(`correct-${option.key}`)} className="form-check-label">
                    Option {n} Correct
                  </label>
                </div>
                {values.options.length > minOptions ? (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger mb-1"
                    onClick={() => removeOption(index)}
                  >
                    Remove<span className="visually-hidden"> Option {n}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ol>
        {values.options.length < maxOptions ? (
          <button
            ref={addOptionRef}
            type="button"
            className="btn btn-sm btn-outline-teal"
            onClick={addOption}
          >
            <IconPlusLg className="me-1" />
            Add Option
          </button>
        ) : null}
      </fieldset>
      <TextAreaField
        id={id('explanation')}
        {...form.field('explanation')}
        label="Explanation"
        hint="Optional. Shown after submission when the quiz shows answers."
        value={values.explanation}
        onChange={(event) => setValues((current) => ({ ...current, explanation: event.target.value }))}
        maxLength={QUIZ_LIMITS.explanation}
        rows={3}
      />
    </AdminModal>
  );
}
