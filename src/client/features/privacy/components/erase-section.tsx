import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField } from '@client/components/form-field.tsx';
import { confirmAction, showSuccess } from '@client/lib/alerts.ts';
import { clearToken } from '@client/lib/session.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { EraseRequestSchema } from '@contract/privacy-rights.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { eraseAccount } from '../api/erase-account.ts';

/**
 * Erase my account (docs/product.md §17.2): the current password, then a confirmation. On success
 * the account is closed and every session ended, so this device signs out too.
 */
export function EraseSection() {
  const form = useContractForm({
    schema: EraseRequestSchema,
    submit: async (input) => {
      if (
        !(await confirmAction({
          text: MESSAGES.privacyRights.eraseConfirm,
          confirmText: 'Yes, erase my account',
          destructive: true,
        }))
      )
        return undefined;
      const { message } = await eraseAccount(input);
      clearToken();
      await showSuccess('Account closed', message);
      window.location.assign(CLIENT_ROUTES.home);
      return message;
    },
  });
  return (
    <section aria-labelledby="privacy-erase">
      <h2 id="privacy-erase" className="h4 text-danger mb-2">
        Erase my account
      </h2>
      <p>
        Your account is closed at once and erased after 7 days: your personal data is deleted or anonymised.
        The e-mail we send has a link to cancel until then. GST invoices stay as issued, as the law requires,
        and your certificates are revoked.
      </p>
      <form {...form.props} aria-labelledby="privacy-erase" noValidate>
        <FormField
          id="erase-password"
          {...form.field('password')}
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
        />
        <BusyButton type="submit" busy={form.pending} className="btn btn-danger px-4">
          Erase my account
        </BusyButton>
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </form>
    </section>
  );
}
