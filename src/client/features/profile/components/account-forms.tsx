import { BusyButton } from '@client/components/busy-button.tsx';
import { FormFeedback } from '@client/components/form-feedback.tsx';
import {
  CodeField,
  EmailField,
  FormField,
  MobileField,
  PasswordField,
} from '@client/components/form-field.tsx';
import { type Feedback, type FormBinding, useContractForm } from '@client/lib/use-contract-form.ts';
import { OtpSchema } from '@contract/auth.ts';
import { EmailChangeSchema, PasswordChangeFormSchema, ProfileUpdateSchema } from '@contract/profile.ts';
import type { User } from '@contract/user.ts';
import { PASSWORD_MIN_LENGTH } from '@contract/vocabulary.ts';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** One form of the Account section: a heading, the fields, a submit button and the outcome. */
function AccountForm({
  title,
  form,
  submitLabel,
  showFeedback = true,
  children,
}: {
  title: string;
  form: FormBinding;
  submitLabel: string;
  /** False when another form shows the outcome this one shares with it. */
  showFeedback?: boolean;
  children: ReactNode;
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <form {...form.props} aria-labelledby={headingId} className="mb-4" noValidate>
      <h3 id={headingId} className="h5 mb-3">
        {title}
      </h3>
      {children}
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal px-4">
        {submitLabel}
      </BusyButton>
      {showFeedback ? <FormFeedback feedback={form.feedback} className="mt-3" /> : null}
    </form>
  );
}

/** Name and mobile (docs/product.md §4.8); the address changes with a code (EmailChangeForm). */
export function DetailsForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const form = useContractForm({
    schema: ProfileUpdateSchema,
    submit: async (input) => (await save.mutateAsync(input)).message,
  });
  return (
    <AccountForm title="Your details" form={form} submitLabel="Save details">
      <FormField
        id="profile-name"
        {...form.field('name')}
        label="Name"
        defaultValue={user.name}
        autoComplete="name"
        required
      />
      <MobileField
        id="profile-mobile"
        {...form.field('mobile')}
        defaultValue={user.mobile ?? ''}
        hint="10 digits, optionally with +91."
      />
    </AccountForm>
  );
}

/** The current password, and the new one twice; other devices are signed out on success. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useContractForm({
    schema: PasswordChangeFormSchema,
    submit: async (input) =>
      (
        await change.mutateAsync({
          currentPassword: input.currentPassword,
          newPassword: input.newPassword,
        })
      ).message,
    resetOnSuccess: true,
  });
  return (
    <AccountForm title="Change password" form={form} submitLabel="Change password">
      <PasswordField
        id="profile-current-password"
        {...form.field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordField
        id="profile-new-password"
        {...form.field('newPassword')}
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a very common password is refused.`}
      />
      <PasswordField
        id="profile-confirm-password"
        {...form.field('confirmPassword')}
        label="Confirm new password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}

const EmailCodeSchema = z.object({ otp: OtpSchema });

/** A new address: a code is mailed to it, then the code confirms the change. */
export function EmailChangeForm() {
  const [pending, setPending] = useState<string | null>(null);
  // One outcome for both steps, shown under the first: it stays after the code form goes.
  const feedbackState = useState<Feedback>(null);
  const ask = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const askForm = useContractForm({
    schema: EmailChangeSchema,
    submit: async (_input, parsed) => {
      const answer = await ask.mutateAsync(parsed.email);
      setPending(parsed.email);
      return answer.message;
    },
    feedbackState,
  });
  const codeForm = useContractForm({
    schema: EmailCodeSchema,
    submit: async (_input, parsed) => {
      const answer = await confirm.mutateAsync({ email: pending ?? '', otp: parsed.otp });
      setPending(null);
      return answer.message;
    },
    feedbackState,
    resetOnSuccess: true,
  });
  return (
    <>
      <AccountForm title="Change email" form={askForm} submitLabel="Send code">
        <p className="small text-body-secondary mb-2">
          Your address stays as it is until you confirm the code we send to the new one.
        </p>
        <EmailField id="profile-new-email" {...askForm.field('email')} required />
      </AccountForm>
      {pending ? (
        <AccountForm title="Confirm new email" form={codeForm} submitLabel="Confirm" showFeedback={false}>
          <p className="small text-body-secondary mb-2">
            Enter the 6-digit code sent to <span className="text-break">{pending}</span>.
          </p>
          <CodeField id="profile-email-code" {...codeForm.field('otp')} label="Code" />
        </AccountForm>
      ) : null}
    </>
  );
}
