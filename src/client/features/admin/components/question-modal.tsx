import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { ModalForm } from '@client/components/modal-form.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useFormValues } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type AdminQuestion, QuestionInputSchema } from '@contract/quiz.ts';
import { QUIZ_LIMITS } from '@contract/vocabulary.ts';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type QuestionPayload, useAddQuestion } from '../api/add-question.ts';
import { useEditQuestion } from '../api/edit-question.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { CheckField } from './check-field.tsx';

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

/** Adds the question to the bank, or saves the edited one; done, the dialog closes before the alert. */
function useQuestionForm(
  values: QuestionFormValues,
  bankId: string,
  question: AdminQuestion | undefined,
  onClose: () => void,
) {
  const addQuestion = useAddQuestion(bankId);
  const editQuestion = useEditQuestion(bankId);
  return useContractForm({
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
}

/** One option's row: its text, its Correct box, and Remove while there are more than the fewest. */
function OptionRowFields({
  id,
  option,
  n,
  inputRef,
  onChange,
  onRemove,
}: {
  id: (field: string) => string;
  option: OptionRow;
  /** The option's number, from 1. */
  n: number;
  inputRef: (input: HTMLInputElement | null) => void;
  onChange: (change: Partial<OptionRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  return (
    <li className="d-flex flex-wrap align-items-end gap-2 mb-2">
      <FormField
        ref={inputRef}
        id={id(`option-${option.key}`)}
        label={`Option ${n} Text`}
        className="flex-grow-1"
        value={option.text}
        onChange={(event) => onChange({ text: event.target.value })}
        maxLength={QUIZ_LIMITS.optionText}
        autoComplete="off"
      />
      <div className="form-check mb-2">
        <input
          id={id(`correct-${option.key}`)}
          type="checkbox"
          className="form-check-input"
          checked={option.correct}
          onChange={(event) => onChange({ correct: event.target.checked })}
        />
        <label htmlFor={id(`correct-${option.key}`)} className="form-check-label">
          Option {n} Correct
        </label>
      </div>
      {onRemove ? (
        <button type="button" className="btn btn-sm btn-outline-danger mb-1" onClick={onRemove}>
          Remove<span className="visually-hidden"> Option {n}</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * Editing the option rows: change one, add one, remove one. Focus follows: to the new row's text,
 * or after a removal to the row now in its place (else the one before it, else Add Option).
 */
function useOptionRows(values: QuestionFormValues, setValues: Dispatch<SetStateAction<QuestionFormValues>>) {
  // After a row is added or removed, the row whose text field gets focus (else Add Option).
  const [focusRow, setFocusRow] = useState<number | 'add' | null>(null);
  const optionInputs = useRef(new Map<number, HTMLInputElement>());
  const addOptionRef = useRef<HTMLButtonElement>(null);
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

  return { optionInputs, addOptionRef, setOption, addOption, removeOption };
}

/** The option rows with the hint about the correct ones, and Add Option below them. */
function OptionsFieldset({
  id,
  values,
  rows,
}: {
  id: (field: string) => string;
  values: QuestionFormValues;
  rows: ReturnType<typeof useOptionRows>;
}) {
  const correct = values.options.filter((option) => option.correct).length;
  const { minOptions, maxOptions } = QUIZ_LIMITS;
  return (
    <fieldset className="mb-3" aria-describedby={id('options-hint')}>
      <legend className="form-label fs-6 fw-semibold">Options</legend>
      <p id={id('options-hint')} className="form-text mt-0" aria-live="polite">
        {minOptions} to {maxOptions} options. {correctOptionsHint(values.multiple, correct)}
      </p>
      <ol className="list-unstyled mb-2">
        {values.options.map((option, index) => {
          const n = index + 1;
          return (
            <OptionRowFields
              key={option.key}
              id={id}
              option={option}
              n={n}
              inputRef={(input) => {
                if (input) rows.optionInputs.current.set(option.key, input);
                else rows.optionInputs.current.delete(option.key);
              }}
              onChange={(change) => rows.setOption(option.key, change)}
              onRemove={values.options.length > minOptions ? () => rows.removeOption(index) : undefined}
            />
          );
        })}
      </ol>
      {values.options.length < maxOptions ? (
        <button
          ref={rows.addOptionRef}
          type="button"
          className="btn btn-sm btn-outline-teal"
          onClick={rows.addOption}
        >
          <IconPlusLg className="me-1" />
          Add Option
        </button>
      ) : null}
    </fieldset>
  );
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
  const fields = useFormValues(() => valuesOf(question));
  const { values, bind, id } = fields;
  const rows = useOptionRows(values, fields.setValues);
  const form = useQuestionForm(values, bankId, question, onClose);

  return (
    <ModalForm title={question ? 'Edit Question' : 'Add Question'} onClose={onClose} form={form} size="lg">
      <TextAreaField
        {...bind('text')}
        {...form.field('text')}
        label="Question"
        maxLength={QUIZ_LIMITS.questionText}
        rows={3}
      />
      <CheckField
        binding={fields.bindCheck('multiple')}
        label="Multiple correct answers"
        hint="Off: the learner picks one answer. On: the learner must pick every correct option."
        className="form-check mb-3"
      />
      <OptionsFieldset id={id} values={values} rows={rows} />
      <TextAreaField
        {...bind('explanation')}
        {...form.field('explanation')}
        label="Explanation"
        hint="Optional. Shown after submission when the quiz shows answers."
        maxLength={QUIZ_LIMITS.explanation}
        rows={3}
      />
    </ModalForm>
  );
}
