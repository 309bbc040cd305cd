import { EmailField } from '@client/components/form-field.tsx';
import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconKey } from '@client/components/icons/key.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';

/** /forgotpassword: one e-mail field; the server e-mails a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const request = useRequestPasswordReset();
  const form = useContractForm({
    schema: () => import('@contract/auth.ts').then((contract) => contract.ForgotPasswordSchema),
    submit: async (input) => (await request.mutateAsync(input))?.message || MESSAGES.auth.resetLinkSent,
    onError: (error) => errorMessage(error, MESSAGES.auth.somethingWrong),
    resetOnSuccess: true,
  });

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
      <AuthForm label="Forgot password" form={form} submitLabel="Send Reset Link">
        <EmailField id="forgot-email" className="mb-4" error={form.errors.email} />
      </AuthForm>
    </AuthCard>
  );
}
