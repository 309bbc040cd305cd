import { FormField, SelectField } from '@client/components/form-field.tsx';
import { MESSAGES } from '@contract/messages.ts';
import type { QuizSettings } from '@contract/quiz.ts';
import { QUIZ_LIMITS, QUIZ_PRESETS } from '@contract/vocabulary.ts';
import type { LessonInput } from '../api/add-lesson.ts';
import { useBankChoices } from '../api/get-banks.ts';
import { questionCount } from '../utils/format-count.ts';

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

/**
 * A quiz lesson's settings (docs/product.md §12.4, ADR 026): the bank to draw from and how many questions,
 * the time limit, pass mark, negative marking, attempts, whether answers are shown after submission,
 * and whether the quiz counts for the certificate; a button fills in the NISM Series VIII mock.
 */
// One function: one fieldset of the quiz's settings in their order, each a field over `values`; the
// conversions to and from the API are named above.
export function QuizSettingsFields({
  id,
  values,
  onChange,
}: {
  /** A prefix for the fields' ids. */
  id: string;
  values: QuizFormValues;
  onChange: (change: Partial<QuizFormValues>) => void;
}) {
  const banks = useBankChoices();
  const items = banks.data?.items ?? [];
  const chosen = items.find((bank) => bank._id === values.bank_id);
  const drawn = Number(values.questions);
  const bankHint = banks.isError
    ? MESSAGES.bankAdmin.fetchBanksFailed
    : banks.data && banks.data.total > items.length
      ? `The first ${items.length} of ${banks.data.total} banks are listed.`
      : undefined;
  const questionsHint =
    chosen && drawn > chosen.question_count
      ? `The bank has only ${questionCount(chosen.question_count)}: learners cannot start this quiz until it has ${drawn}.`
      : `Each attempt draws this many questions from the bank, in its own order (at most ${QUIZ_LIMITS.quizQuestions}).`;

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">Quiz settings</legend>
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
      <SelectField
        id={`${id}-bank`}
        label="Question bank"
        value={values.bank_id}
        onChange={(event) => onChange({ bank_id: event.target.value })}
        {...(bankHint ? { hint: bankHint } : {})}
      >
        <option value="">{banks.isPending ? 'Loading banks…' : 'Choose a bank'}</option>
        {items.map((bank) => (
          <option key={bank._id} value={bank._id}>
            {bank.title} ({questionCount(bank.question_count)})
          </option>
        ))}
      </SelectField>
      <div className="row g-3">
        <FormField
          id={`${id}-questions`}
          label="Questions to draw"
          className="col-sm-6"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUIZ_LIMITS.quizQuestions}
          value={values.questions}
          onChange={(event) => onChange({ questions: event.target.value })}
          hint={questionsHint}
        />
        <FormField
          id={`${id}-time`}
          label="Time limit (minutes)"
          className="col-sm-6"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUIZ_LIMITS.timeLimitMinutes}
          value={values.time_limit_minutes}
          onChange={(event) => onChange({ time_limit_minutes: event.target.value })}
        />
        <FormField
          id={`${id}-pass`}
          label="Pass mark (%)"
          className="col-sm-6"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={values.pass_percent}
          onChange={(event) => onChange({ pass_percent: event.target.value })}
        />
        <FormField
          id={`${id}-negative`}
          label="Negative mark per wrong answer"
          className="col-sm-6"
          type="number"
          inputMode="decimal"
          min={0}
          max={QUIZ_LIMITS.maxNegativeMark}
          step="any"
          value={values.negative_mark}
          onChange={(event) => onChange({ negative_mark: event.target.value })}
          hint="Marks taken off for each wrong answer, such as 0.25; blank answers lose nothing."
        />
        <FormField
          id={`${id}-attempts`}
          label="Attempts allowed"
          className="col-sm-6 mb-3"
          type="number"
          inputMode="numeric"
          min={1}
          max={QUIZ_LIMITS.attemptsAllowed}
          value={values.attempts_allowed}
          onChange={(event) => onChange({ attempts_allowed: event.target.value })}
          hint="Leave empty for unlimited attempts."
        />
      </div>
      <div className="form-check">
        <input
          id={`${id}-show-answers`}
          type="checkbox"
          className="form-check-input"
          checked={values.show_answers}
          onChange={(event) => onChange({ show_answers: event.target.checked })}
        />
        <label htmlFor={`${id}-show-answers`} className="form-check-label">
          Show answers after submission
        </label>
      </div>
      <div className="form-check">
        <input
          id={`${id}-required`}
          type="checkbox"
          className="form-check-input"
          checked={values.required}
          onChange={(event) => onChange({ required: event.target.checked })}
        />
        <label htmlFor={`${id}-required`} className="form-check-label">
          Required for the certificate
        </label>
      </div>
    </fieldset>
  );
}
