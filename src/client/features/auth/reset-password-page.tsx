import { FormField } from '@client/components/form-field.tsx';
import { IconShieldLock } from '@client/components/icons/shield-lock.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { RESET_REDIRECT_DELAY_MS } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useResetPassword } from './api/reset-password.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

/**
 * /resetpassword/:token: a new password, typed twice. A mismatch is reported in the form's alert
 * and nothing is sent (ResetPasswordFormSchema); on success the server's message shows, then after
 * 2000 ms the login page.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useContractForm({
    schema: () => import('@contract/auth.ts').then((contract) => contract.ResetPasswordFormSchema),
    submit: async (input) => {
      const answer = await reset.mutateAsync({ token, newPassword: input.newPassword });
      setDone(true);
      return answer?.message || MESSAGES.auth.resetDone;
    },
    onError: (error) => errorMessage(error, MESSAGES.auth.somethingWrong),
    resetOnSuccess: true,
  });

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(CLIENT_ROUTES.login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthCard
      title="Reset Password"
      icon={IconShieldLock}
      intro="Choose a new password for your account."
      footer={
        <>
          Link expired? <Link to={CLIENT_ROUTES.forgotPassword}>Ask for a new one</Link>
        </>
      }
    >
      <AuthForm
        label="Reset password"
        form={form}
        submitLabel="Reset Password"
        disabled={form.pending || done}
      >
        <FormField
          id="reset-new-password"
          {...form.field('newPassword')}
          type="password"
          label="New Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
        />
        <FormField
          id="reset-confirm-password"
          {...form.field('confirmPassword')}
          type="password"
          label="Confirm Password"
          autoComplete="new-password"
          required
          className="mb-4"
        />
      </AuthForm>
    </AuthCard>
  );
}
