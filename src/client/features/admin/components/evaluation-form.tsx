import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { EvaluationRulesSchema } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useEvaluationRules, useSaveEvaluationRules } from '../api/mentoring.ts';

const CHECKS = [
  { name: 'enabled', label: 'This program has an evaluation before live trading' },
  { name: 'challenge_required', label: 'A passed blind challenge is required' },
  { name: 'sign_off_required', label: "The mentor's sign-off is required" },
] as const;

/**
 * What "ready for live trading" means in the program (docs/product.md §25): off until an admin
 * turns it on; a passed blind challenge, a number of journal trades with a plan written before
 * entry, and the mentor's sign-off. Learners who meet it receive the "Evaluation passed" certificate.
 */
export function EvaluationForm({ programId }: { programId: string }) {
  const rules = useEvaluationRules(programId);
  const save = useSaveEvaluationRules(programId);
  const form = useContractForm({
    schema: EvaluationRulesSchema,
    input: (element) => {
      const data = new FormData(element);
      const count = String(data.get('min_planned_trades') ?? '').trim();
      return {
        enabled: data.has('enabled'),
        challenge_required: data.has('challenge_required'),
        sign_off_required: data.has('sign_off_required'),
        min_planned_trades: count === '' ? Number.NaN : Number(count),
      };
    },
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.evaluation.saved;
    },
  });
  return (
    <section className="card mb-4" aria-labelledby="evaluation-heading">
      <div className="card-body">
        <h2 id="evaluation-heading" className="h5">
          {MESSAGES.evaluation.heading}
        </h2>
        <QueryStates query={rules}>
          {(data) => (
            <form {...form.props} aria-labelledby="evaluation-heading" noValidate>
              {CHECKS.map((check) => (
                <div key={check.name} className="form-check mb-2">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    id={`evaluation-${check.name}`}
                    name={check.name}
                    defaultChecked={data[check.name]}
                  />
                  <label htmlFor={`evaluation-${check.name}`} className="form-check-label">
                    {check.label}
                  </label>
                </div>
              ))}
              <FormField
                id="evaluation-trades"
                {...form.field('min_planned_trades')}
                label="Journal trades with a plan written before entry, at least"
                type="number"
                min={0}
                max={1000}
                inputMode="numeric"
                defaultValue={data.min_planned_trades}
                className="mb-3 mt-3"
                style={{ maxWidth: '10rem' }}
              />
              <p className="small text-body-secondary">{MESSAGES.evaluation.disclaimer}</p>
              <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
                Save evaluation
              </BusyButton>
              <FormFeedback feedback={form.feedback} className="mt-3" />
            </form>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
