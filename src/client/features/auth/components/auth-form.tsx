import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import type { FormBinding } from '@client/lib/use-contract-form.ts';
import type { ReactNode } from 'react';

/**
 * The one-step form of the login, forgot-password and reset-password pages: its fields, a wide
 * submit button with a spinner while the request runs, and the outcome below it.
 */
export function AuthForm({
  label,
  form,
  submitLabel,
  busy = form.pending,
  disabled = busy,
  children,
}: {
  /** The form's accessible name, e.g. 'Login'. */
  label: string;
  form: FormBinding;
  submitLabel: string;
  /** Shows the spinner (and disables the button unless `disabled` says otherwise); while sending by default. */
  busy?: boolean;
  disabled?: boolean;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form {...form.props} aria-label={label}>
      {children}
      <BusyButton type="submit" busy={busy} className="btn btn-teal btn-lg w-100" disabled={disabled}>
        {submitLabel}
      </BusyButton>
      <FormFeedback feedback={form.feedback} className="mt-3" />
    </form>
  );
}
