import { errorFeedback, type Feedback } from '@client/components/form-feedback.tsx';
import { FormField } from '@client/components/form-field.tsx';
import { IconShieldLock } from '@client/components/icons/shield-lock.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { RESET_REDIRECT_DELAY_MS } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useResetPassword } from './api/reset-password.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

/**
 * /resetpassword/:token: a new password, typed twice. A mismatch is reported and nothing is sent;
 * on success the server's message shows, then after 2000 ms the login page.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(CLIENT_ROUTES.login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = formValues(form);
    const newPassword = field('newPassword');
    const confirmPassword = field('confirmPassword');
    if (newPassword !== confirmPassword) {
      setFeedback({ kind: 'error', text: MESSAGES.auth.passwordsDontMatch });
      return;
    }
    setFeedback(null);
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: (answer) => {
          setFeedback({ kind: 'success', text: answer?.message || MESSAGES.auth.resetDone });
          form.reset();
          setDone(true);
        },
        onError: (error) => setFeedback(errorFeedback(error, MESSAGES.auth.somethingWrong)),
      },
    );
  }

  const busy = reset.isPending || done;

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
        onSubmit={handleSubmit}
        submitLabel="Reset Password"
        busy={reset.isPending}
        disabled={busy}
        feedback={feedback}
      >
        <FormField
          id="reset-new-password"
          name="newPassword"
          type="password"
          label="New Password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          required
        />
        <FormField
          id="reset-confirm-password"
          name="confirmPassword"
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
