import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, SelectField } from '@client/components/form-field.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { JOURNAL_SIDES, JournalManualTradeSchema } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type ManualTradeInput, useAddManualTrade } from '../api/journal.ts';

const PRICE_FIELDS = [
  ['entry_price', 'Entry price (₹)'],
  ['exit_price', 'Exit price (₹)'],
  ['brokerage', 'Brokerage, both sides (₹)'],
] as const;

/** The form's fields as the API's trade. */
function manualTradeOf(element: HTMLFormElement): ManualTradeInput {
  const data = new FormData(element);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    program_id: null,
    symbol: text('symbol'),
    side: text('side') as ManualTradeInput['side'],
    quantity: Number(text('quantity')),
    entry_date: text('entry_date'),
    exit_date: text('exit_date'),
    entry_price: text('entry_price'),
    exit_price: text('exit_price'),
    brokerage: text('brokerage') || '0.00',
  };
}

/** A trade taken outside the simulator, journaled by hand (docs/product.md §23.1): marked manual. */
export function ManualTradeForm() {
  const add = useAddManualTrade();
  const form = useContractForm({
    schema: JournalManualTradeSchema,
    input: manualTradeOf,
    submit: async (input) => {
      await add.mutateAsync(input);
      return MESSAGES.journal.manualSaved;
    },
    resetOnSuccess: true,
  });
  return (
    <details className="card mb-4">
      <summary className="card-body fw-semibold">Add a trade taken outside the simulator</summary>
      <form {...form.props} className="card-body pt-0" aria-label="Add a trade by hand" noValidate>
        <div className="row">
          <FormField
            id="manual-symbol"
            {...form.field('symbol')}
            label="Symbol"
            className="col-6 col-md-4 mb-3"
            required
          />
          <SelectField id="manual-side" {...form.field('side')} label="Side" className="col-6 col-md-4 mb-3">
            {JOURNAL_SIDES.map((side) => (
              <option key={side} value={side}>
                {side === 'long' ? 'Long (bought first)' : 'Short (sold first)'}
              </option>
            ))}
          </SelectField>
          <FormField
            id="manual-quantity"
            {...form.field('quantity')}
            label="Quantity"
            type="number"
            min={1}
            className="col-md-4 mb-3"
            required
          />
          <FormField
            id="manual-entry-date"
            {...form.field('entry_date')}
            label="Entry date"
            type="date"
            className="col-6 mb-3"
            required
          />
          <FormField
            id="manual-exit-date"
            {...form.field('exit_date')}
            label="Exit date"
            type="date"
            className="col-6 mb-3"
            required
          />
          {PRICE_FIELDS.map(([name, label]) => (
            <FormField
              key={name}
              id={`manual-${name}`}
              {...form.field(name)}
              label={label}
              inputMode="decimal"
              className="col-md-4 mb-3"
            />
          ))}
        </div>
        <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
          Add trade
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </form>
    </details>
  );
}
