import { errorFeedback, type Feedback } from '@client/components/form-feedback.tsx';
import { EmailField } from '@client/components/form-field.tsx';
import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconKey } from '@client/components/icons/key.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';

/** /forgotpassword: one e-mail field; the server e-mails a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const request = useRequestPasswordReset();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formValues(form)('email');
    setFeedback(null);
    request.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setFeedback({ kind: 'success', text: answer?.message || MESSAGES.auth.resetLinkSent });
          form.reset();
        },
        onError: (error) => setFeedback(errorFeedback(error, MESSAGES.auth.somethingWrong)),
      },
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      icon={IconKey}
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to={CLIENT_ROUTES.login}>
          <IconArrowLeft className="me-1" />
          Back to Login
        </Link>
      }
    >
      <AuthForm
        label="Forgot password"
        onSubmit={handleSubmit}
        submitLabel="Send Reset Link"
        busy={request.isPending}
        feedback={feedback}
      >
        <EmailField id="forgot-email" className="mb-4" />
      </AuthForm>
    </AuthCard>
  );
}
