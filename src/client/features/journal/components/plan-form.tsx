import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, SelectField, TextAreaField } from '@client/components/form-field.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { JOURNAL_LIMITS, JournalPlanSchema } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { SIM_PRODUCTS } from '@contract/sim-trading.ts';
import { Link } from 'react-router';
import { accountLabel, type JournalAccountChoice } from '../account-label.ts';
import { type PlanInput, useSavePlan } from '../api/journal.ts';

/**
 * A plan written before entry (docs/product.md §23.1): for an account's symbol and product, while
 * the order waits or the position is open. The trade that closes next in it takes the plan.
 */
export function PlanForm({ accounts }: { accounts: readonly JournalAccountChoice[] }) {
  const save = useSavePlan();
  const form = useContractForm({
    schema: JournalPlanSchema,
    input: (element): PlanInput => {
      const data = new FormData(element);
      const text = (name: string) => String(data.get(name) ?? '');
      return {
        account_id: text('account_id'),
        symbol: text('symbol'),
        product: text('product') as PlanInput['product'],
        plan: text('plan'),
        planned_stop: text('planned_stop') || null,
        planned_target: text('planned_target') || null,
      };
    },
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.journal.planSaved;
    },
    resetOnSuccess: true,
  });
  const active = accounts.filter((account) => account.status === 'active');
  return (
    <section className="card mb-4" aria-labelledby="plan-heading">
      <div className="card-body">
        <h2 id="plan-heading" className="h5">
          Plan a trade before you enter
        </h2>
        <p className="small text-body-secondary">
          Write the plan while the order waits or the position is open: it counts as written before entry.
        </p>
        {active.length === 0 ? (
          // An ended account takes no new trades, so it takes no plan either.
          <p className="mb-0">
            {MESSAGES.journal.planNeedsAccount} <Link to={CLIENT_ROUTES.simulator}>Open the simulator</Link>
          </p>
        ) : (
          <form {...form.props} aria-labelledby="plan-heading" noValidate>
            <PlanFields form={form} accounts={active} />
            <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
              Save plan
            </BusyButton>
            <FormFeedback feedback={form.feedback} className="mt-3" />
          </form>
        )}
      </div>
    </section>
  );
}

function PlanFields({
  form,
  accounts,
}: {
  form: Pick<ReturnType<typeof useContractForm>, 'field'>;
  accounts: readonly JournalAccountChoice[];
}) {
  const active = accounts;
  return (
    <>
      <div className="row">
        <SelectField
          id="plan-account"
          {...form.field('account_id')}
          label="Account"
          className="col-md-4 mb-3"
          required
        >
          {active.map((account) => (
            <option key={account._id} value={account._id}>
              {accountLabel(account)}
            </option>
          ))}
        </SelectField>
        <FormField
          id="plan-symbol"
          {...form.field('symbol')}
          label="Symbol"
          className="col-6 col-md-4 mb-3"
          required
        />
        <SelectField
          id="plan-product"
          {...form.field('product')}
          label="Product"
          className="col-6 col-md-4 mb-3"
        >
          {SIM_PRODUCTS.map((product) => (
            <option key={product} value={product}>
              {product === 'CNC' ? 'CNC (delivery)' : 'MIS (intraday)'}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id="plan-text"
        {...form.field('plan')}
        label="Plan and reasoning"
        rows={3}
        maxLength={JOURNAL_LIMITS.notes}
        required
      />
      <div className="row">
        <FormField
          id="plan-stop"
          {...form.field('planned_stop')}
          label="Planned stop (₹)"
          inputMode="decimal"
          className="col-6 mb-3"
        />
        <FormField
          id="plan-target"
          {...form.field('planned_target')}
          label="Planned target (₹)"
          inputMode="decimal"
          className="col-6 mb-3"
        />
      </div>
    </>
  );
}
