import { FormField, SelectField } from '@client/components/form-field.tsx';
import { fieldBinders, type TextBinding } from '@client/lib/use-form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { QuizSettings } from '@contract/quiz.ts';
import { QUIZ_LIMITS, QUIZ_PRESETS } from '@contract/vocabulary.ts';
import type { LessonInput } from '../api/add-lesson.ts';
import { useBankChoices } from '../api/get-banks.ts';
import { questionCount } from '../utils/format-count.ts';
import { CheckField } from './check-field.tsx';

/** The quiz settings as typed: numbers stay text until sent, and '' attempts means unlimited. */
export interface QuizFormValues {
  bank_id: string;
  questions: string;
  time_limit_minutes: string;
  pass_percent: string;
  negative_mark: string;
  attempts_allowed: string;
  show_answers: boolean;
  required: boolean;
}

export const NEW_QUIZ: QuizFormValues = {
  bank_id: '',
  questions: '',
  time_limit_minutes: '',
  pass_percent: '',
  negative_mark: '0',
  attempts_allowed: '',
  show_answers: false,
  required: true,
};

export function quizValuesOf(quiz: QuizSettings | null | undefined): QuizFormValues {
  if (!quiz) return NEW_QUIZ;
  return {
    bank_id: quiz.bank_id,
    questions: String(quiz.questions),
    time_limit_minutes: String(quiz.time_limit_minutes),
    pass_percent: String(quiz.pass_percent),
    negative_mark: String(quiz.negative_mark),
    attempts_allowed: quiz.attempts_allowed === null ? '' : String(quiz.attempts_allowed),
    show_answers: quiz.show_answers,
    required: quiz.required,
  };
}

type QuizPayload = NonNullable<LessonInput['quiz']>;

/**
 * The settings as the API takes them. A number left empty is left out, so the server names what is
 * missing (and fills its defaults: no negative marking); empty attempts is null, unlimited.
 */
export function quizPayloadOf(values: QuizFormValues): QuizPayload {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const payload: Record<string, unknown> = {
    bank_id: values.bank_id,
    questions: number(values.questions),
    time_limit_minutes: number(values.time_limit_minutes),
    pass_percent: number(values.pass_percent),
    negative_mark: number(values.negative_mark),
    attempts_allowed: number(values.attempts_allowed) ?? null,
    show_answers: values.show_answers,
    required: values.required,
  };
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload as QuizPayload;
}

const preset = QUIZ_PRESETS.nismSeriesVIII;

type QuizChange = (change: Partial<QuizFormValues>) => void;
type BankChoices = ReturnType<typeof useBankChoices>;

/** Fills in the NISM Series VIII mock's questions, time limit, pass mark and negative marking. */
function QuizPresetButton({ onChange }: { onChange: QuizChange }) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-teal mb-3"
      onClick={() =>
        onChange({
          questions: String(preset.questions),
          time_limit_minutes: String(preset.time_limit_minutes),
          pass_percent: String(preset.pass_percent),
          negative_mark: String(preset.negative_mark),
        })
      }
    >
      Use {preset.name} preset
    </button>
  );
}

/** The banks to draw from, each with its number of questions; under it, that they could not all be listed. */
function QuizBankField({ binding, banks }: { binding: TextBinding<string>; banks: BankChoices }) {
  const items = banks.data?.items ?? [];
  const hint = banks.isError
    ? MESSAGES.bankAdmin.fetchBanksFailed
    : banks.data && banks.data.total > items.length
      ? `The first ${items.length} of ${banks.data.total} banks are listed.`
      : undefined;
  return (
    <SelectField {...binding} label="Question bank" {...(hint ? { hint } : {})}>
      <option value="">{banks.isPending ? 'Loading banks…' : 'Choose a bank'}</option>
      {items.map((bank) => (
        <option key={bank._id} value={bank._id}>
          {bank.title} ({questionCount(bank.question_count)})
        </option>
      ))}
    </SelectField>
  );
}

/** One of the quiz's numbers: its field, label, range (the contract's limits) and hint. */
interface QuizNumber {
  binding: TextBinding<string>;
  label: string;
  min: number;
  max: number;
  /** Marks in quarters and the like: a decimal keypad, any step. */
  decimal?: boolean;
  hint?: string;
  className?: string;
}

/** The quiz's numbers, two to a row, as number inputs within the contract's limits. */
function QuizNumberFields({ numbers }: { numbers: readonly QuizNumber[] }) {
  return (
    <div className="row g-3">
      {numbers.map(({ binding, label, min, max, decimal, hint, className = 'col-sm-6' }) => (
        <FormField
          key={binding.id}
          {...binding}
          label={label}
          className={className}
          type="number"
          inputMode={decimal ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={decimal ? 'any' : undefined}
          hint={hint}
        />
      ))}
    </div>
  );
}

/** Under Questions to draw: a warning while the chosen bank has fewer, else what the number means. */
function questionsHintOf(banks: BankChoices, values: QuizFormValues): string {
  const chosen = banks.data?.items.find((bank) => bank._id === values.bank_id);
  const drawn = Number(values.questions);
  return chosen && drawn > chosen.question_count
    ? `The bank has only ${questionCount(chosen.question_count)}: learners cannot start this quiz until it has ${drawn}.`
    : `Each attempt draws this many questions from the bank, in its own order (at most ${QUIZ_LIMITS.quizQuestions}).`;
}

/**
 * A quiz lesson's settings (docs/product.md §12.4, ADR 026): the bank to draw from and how many questions,
 * the time limit, pass mark, negative marking, attempts, whether answers are shown after submission,
 * and whether the quiz counts for the certificate; a button fills in the NISM Series VIII mock.
 */
export function QuizSettingsFields({
  id,
  values,
  onChange,
}: {
  /** A prefix for the fields' ids. */
  id: string;
  values: QuizFormValues;
  onChange: QuizChange;
}) {
  const banks = useBankChoices();
  const { bind, bindCheck } = fieldBinders(
    values,
    (name, value) => onChange({ [name]: value } as Partial<QuizFormValues>),
    id,
  );
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">Quiz settings</legend>
      <QuizPresetButton onChange={onChange} />
      <QuizBankField binding={bind('bank_id', 'bank')} banks={banks} />
      <QuizNumberFields
        numbers={[
          {
            binding: bind('questions'),
            label: 'Questions to draw',
            min: 1,
            max: QUIZ_LIMITS.quizQuestions,
            hint: questionsHintOf(banks, values),
          },
          {
            binding: bind('time_limit_minutes', 'time'),
            label: 'Time limit (minutes)',
            min: 1,
            max: QUIZ_LIMITS.timeLimitMinutes,
          },
          { binding: bind('pass_percent', 'pass'), label: 'Pass mark (%)', min: 0, max: 100 },
          {
            binding: bind('negative_mark', 'negative'),
            label: 'Negative mark per wrong answer',
            min: 0,
            max: QUIZ_LIMITS.maxNegativeMark,
            decimal: true,
            hint: 'Marks taken off for each wrong answer, such as 0.25; blank answers lose nothing.',
          },
          {
            binding: bind('attempts_allowed', 'attempts'),
            label: 'Attempts allowed',
            min: 1,
            max: QUIZ_LIMITS.attemptsAllowed,
            hint: 'Leave empty for unlimited attempts.',
            // The last row's margin, before the checkboxes.
            className: 'col-sm-6 mb-3',
          },
        ]}
      />
      <CheckField binding={bindCheck('show_answers', 'show-answers')} label="Show answers after submission" />
      <CheckField binding={bindCheck('required')} label="Required for the certificate" />
    </fieldset>
  );
}
