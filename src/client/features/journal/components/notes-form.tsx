import { BusyButton } from '@client/components/busy-button.tsx';
import { ChoiceBoxes } from '@client/components/choice-boxes.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, SelectField, TextAreaField } from '@client/components/form-field.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { JOURNAL_LIMITS, JournalNotesSchema, type JournalTrade } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type NotesInput, useSaveNotes } from '../api/journal.ts';

const NOTE_FIELDS = [
  ['management', 'How it was managed'],
  ['emotions', 'Emotions'],
  ['lesson', 'Lesson'],
] as const;

/** The form's fields as the API's notes: tags are written comma-separated, mistakes ticked. */
function notesOf(element: HTMLFormElement, trade: JournalTrade): NotesInput {
  const data = new FormData(element);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    setup: text('setup'),
    tags: text('tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    plan: text('plan'),
    planned_stop: text('planned_stop') || null,
    planned_target: text('planned_target') || null,
    management: text('management'),
    emotions: text('emotions'),
    mistakes: trade.choices.mistakes.filter((_, i) => data.get(`mistake-${i}`) === 'on'),
    lesson: text('lesson'),
  };
}

/** The learner's notes on a trade (docs/product.md §23.1), in the one form pattern (ADR 047). */
export function NotesForm({ trade }: { trade: JournalTrade }) {
  const save = useSaveNotes(trade._id);
  const form = useContractForm({
    schema: JournalNotesSchema,
    input: (element) => notesOf(element, trade),
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.journal.notesSaved;
    },
  });
  return (
    <form {...form.props} aria-labelledby="notes-heading" noValidate>
      <SetupFields form={form} trade={trade} />
      <TextAreaField
        id="notes-plan"
        {...form.field('plan')}
        label="Plan and reasoning"
        hint={
          trade.plan_before_entry
            ? 'Written before entry. Changing it now makes it a plan written after.'
            : undefined
        }
        defaultValue={trade.plan}
        rows={3}
        maxLength={JOURNAL_LIMITS.notes}
      />
      <div className="row">
        <FormField
          id="notes-stop"
          {...form.field('planned_stop')}
          label="Planned stop (₹)"
          inputMode="decimal"
          defaultValue={trade.planned_stop ?? ''}
          className="col-6 mb-3"
        />
        <FormField
          id="notes-target"
          {...form.field('planned_target')}
          label="Planned target (₹)"
          inputMode="decimal"
          defaultValue={trade.planned_target ?? ''}
          className="col-6 mb-3"
        />
      </div>
      {NOTE_FIELDS.map(([name, label]) => (
        <TextAreaField
          key={name}
          id={`notes-${name}`}
          {...form.field(name)}
          label={label}
          defaultValue={trade[name]}
          rows={2}
          maxLength={JOURNAL_LIMITS.notes}
        />
      ))}
      <MistakeBoxes trade={trade} />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Save notes
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/** The notes as the mentor reads them. */
export function NotesView({ trade }: { trade: JournalTrade }) {
  const rows: [string, string][] = [
    ['Setup', trade.setup || '—'],
    ['Tags', trade.tags.join(', ') || '—'],
    ['Plan and reasoning', trade.plan || '—'],
    ['Planned stop', trade.planned_stop ?? '—'],
    ['Planned target', trade.planned_target ?? '—'],
    ['How it was managed', trade.management || '—'],
    ['Emotions', trade.emotions || '—'],
    ['Mistakes', trade.mistakes.join(', ') || '—'],
    ['Lesson', trade.lesson || '—'],
  ];
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 col-md-6 mb-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0 journal-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Form = Pick<ReturnType<typeof useContractForm>, 'field'>;

/** The setup (from the program's list when it keeps one) and the learner's own tags. */
function SetupFields({ form, trade }: { form: Form; trade: JournalTrade }) {
  return (
    <div className="row">
      {trade.choices.setups.length > 0 ? (
        <SelectField
          id="notes-setup"
          {...form.field('setup')}
          label="Setup"
          defaultValue={trade.setup}
          className="col-md-6 mb-3"
        >
          <option value="">No setup</option>
          {trade.choices.setups.map((setup) => (
            <option key={setup} value={setup}>
              {setup}
            </option>
          ))}
        </SelectField>
      ) : (
        <FormField
          id="notes-setup"
          {...form.field('setup')}
          label="Setup"
          defaultValue={trade.setup}
          maxLength={JOURNAL_LIMITS.label}
          className="col-md-6 mb-3"
        />
      )}
      <FormField
        id="notes-tags"
        {...form.field('tags')}
        label="Your own tags"
        hint="Separate them with commas."
        defaultValue={trade.tags.join(', ')}
        className="col-md-6 mb-3"
      />
    </div>
  );
}

/** The program's mistakes checklist, ticked as saved. */
function MistakeBoxes({ trade }: { trade: JournalTrade }) {
  return trade.choices.mistakes.length > 0 ? (
    <ChoiceBoxes
      legend="Mistakes"
      idPrefix="notes"
      choices={trade.choices.mistakes.map((label, i) => ({
        name: `mistake-${i}`,
        label,
        defaultChecked: trade.mistakes.includes(label),
      }))}
    />
  ) : null;
}
