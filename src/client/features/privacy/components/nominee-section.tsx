import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { EmailField, FormField } from '@client/components/form-field.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { confirmAction, showError } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type Nominee, NomineeInputSchema } from '@contract/privacy-rights.ts';
import { useNominee, useRemoveNominee, useSaveNominee } from '../api/nominee.ts';

/** Name, e-mail and relationship of the nominee; saving tells them by mail. */
function NomineeForm({ nominee }: { nominee: Nominee | null }) {
  const save = useSaveNominee();
  const form = useContractForm({
    schema: NomineeInputSchema,
    submit: async (input) => {
      await save.mutateAsync(input);
      return MESSAGES.privacyRights.nomineeSaved;
    },
  });
  return (
    <form {...form.props} aria-label="Nominee" noValidate>
      <FormField
        id="nominee-name"
        {...form.field('name')}
        label="Nominee's name"
        defaultValue={nominee?.name ?? ''}
        required
      />
      <EmailField id="nominee-email" {...form.field('email')} defaultValue={nominee?.email ?? ''} required />
      <FormField
        id="nominee-relationship"
        {...form.field('relationship')}
        label="Relationship to you"
        hint="For example: Mother, Spouse, Brother."
        defaultValue={nominee?.relationship ?? ''}
        required
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        Save nominee
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}

/** Nominee (DPDP Act s.14, docs/product.md §17.3): who may exercise these rights on the learner's death or incapacity. */
export function NomineeSection() {
  const nominee = useNominee();
  const remove = useRemoveNominee();
  async function handleRemove() {
    if (
      !(await confirmAction({
        text: 'Your nominee will be removed.',
        confirmText: 'Yes, remove',
        destructive: true,
      }))
    )
      return;
    remove.mutate(undefined, { onError: (error) => void showError(errorMessage(error)) });
  }
  return (
    <section className="mb-5" aria-labelledby="privacy-nominee">
      <h2 id="privacy-nominee" className="h4 text-navy mb-2">
        Nominee
      </h2>
      <p>
        You may name someone who can exercise your rights over your data (see it, correct it or have it
        erased) in the event of your death or incapacity. We tell them by e-mail.
      </p>
      <QueryStates query={nominee}>
        {(current) => (
          <>
            {current ? (
              <p className="border rounded p-3">
                Your nominee: <strong>{current.name}</strong> ({current.relationship}), {current.email}{' '}
                <button
                  type="button"
                  className="btn btn-link p-0 align-baseline"
                  onClick={() => void handleRemove()}
                >
                  Remove
                </button>
              </p>
            ) : (
              <p className="text-body-secondary">You have not named a nominee.</p>
            )}
            <NomineeForm key={current?.updated_on ?? 'none'} nominee={current} />
          </>
        )}
      </QueryStates>
    </section>
  );
}
