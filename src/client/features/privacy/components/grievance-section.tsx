import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatDate } from '@client/lib/format.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type Grievance, GrievanceInputSchema } from '@contract/privacy-rights.ts';
import { useFileGrievance, useMyGrievances } from '../api/grievances.ts';

function GrievanceItem({ grievance }: { grievance: Grievance }) {
  return (
    <li className="border rounded p-3 mb-3">
      <p className="fw-bold mb-1 text-break">{grievance.subject}</p>
      <p className="small text-body-secondary mb-2">
        {grievance.number} · filed {formatDate(grievance.filed_at)} ·{' '}
        {grievance.status === 'open' ? `answer due by ${formatDate(grievance.due_at)}` : 'answered'}
      </p>
      <p className="mb-2 text-break" style={{ whiteSpace: 'pre-line' }}>
        {grievance.message}
      </p>
      {grievance.reply ? (
        <div className="bg-body-tertiary rounded p-2">
          <p className="small fw-semibold mb-1">Our answer, {formatDate(grievance.replied_at)}</p>
          <p className="mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
            {grievance.reply}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/** File a grievance (DPDP Act s.13, docs/product.md §17.4), and the learner's grievances with our answers. */
export function GrievanceSection() {
  const grievances = useMyGrievances();
  const fileGrievance = useFileGrievance();
  const form = useContractForm({
    schema: GrievanceInputSchema,
    submit: async (input) => (await fileGrievance.mutateAsync(input)).message,
    resetOnSuccess: true,
  });
  return (
    <section id="grievance" className="mb-5" aria-labelledby="privacy-grievance">
      <h2 id="privacy-grievance" className="h4 text-navy mb-2">
        File a grievance
      </h2>
      <p>
        A complaint about how we handle your data goes to our grievance officer. You get a reference number at
        once and an answer by e-mail within 90 days.
      </p>
      <form {...form.props} aria-labelledby="privacy-grievance" className="mb-4" noValidate>
        <FormField id="grievance-subject" {...form.field('subject')} label="Subject" required />
        <TextAreaField
          id="grievance-message"
          {...form.field('message')}
          label="Your grievance"
          rows={4}
          required
        />
        <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
          File grievance
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </form>
      <h3 className="h5 mb-3">My grievances</h3>
      <QueryStates
        query={grievances}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-body-secondary mb-0">{MESSAGES.privacyRights.noOwnGrievances}</p>}
      >
        {(list) => (
          <ul className="list-unstyled mb-0">
            {list.map((grievance) => (
              <GrievanceItem key={grievance._id} grievance={grievance} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
