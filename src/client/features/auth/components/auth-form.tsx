import { BusyButton } from '@client/components/busy-button.tsx';
import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import type { FormEvent, ReactNode } from 'react';

/**
 * The one-step form of the login, forgot-password and reset-password pages: its fields, a wide
 * submit button with a spinner while the request runs, and the outcome below it.
 */
export function AuthForm({
  label,
  onSubmit,
  submitLabel,
  busy,
  disabled = busy,
  feedback,
  children,
}: {
  /** The form's accessible name, e.g. 'Login'. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** Shows the spinner (and disables the button unless `disabled` says otherwise). */
  busy: boolean;
  disabled?: boolean;
  feedback: Feedback;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
      {children}
      <BusyButton type="submit" busy={busy} className="btn btn-teal btn-lg w-100" disabled={disabled}>
        {submitLabel}
      </BusyButton>
      <FormFeedback feedback={feedback} className="mt-3" />
    </form>
  );
}
