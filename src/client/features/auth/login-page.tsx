import { EmailField, FormField } from '@client/components/form-field.tsx';
import { IconBoxArrowInRight } from '@client/components/icons/box-arrow-in-right.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { setToken } from '@client/lib/session.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { landingPathFor, useLogIn } from './api/log-in.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';

/** /login: e-mail and password; on success the token is saved and the landing page loads afresh. */
export function LoginPage() {
  useDocumentTitle('Login');
  const login = useLogIn();
  // After success the button stays disabled until the landing page has replaced this one.
  const [redirecting, setRedirecting] = useState(false);
  const form = useContractForm({
    schema: () => import('@contract/auth.ts').then((contract) => contract.LoginSchema),
    submit: async (input) => {
      const answer = await login.mutateAsync(input);
      // Local storage may refuse the token (full, or blocked by the browser): then no session can be kept.
      setToken(answer.token);
      setRedirecting(true);
      // docs/product.md §4: a page reload, so the whole site starts again signed in.
      window.location.assign(landingPathFor(answer.user.role));
      return answer.message || MESSAGES.auth.loginSuccess;
    },
    onError: (error) => errorMessage(error, MESSAGES.auth.loginFailed),
  });

  return (
    <AuthCard
      title="Login"
      icon={IconBoxArrowInRight}
      intro="Welcome back. Log in to follow your programs and subscriptions."
      footer={
        <>
          New to FinTrain Academy? <Link to={CLIENT_ROUTES.register}>Create an account</Link>
        </>
      }
    >
      <AuthForm label="Login" form={form} submitLabel="Login" busy={form.pending || redirecting}>
        <EmailField id="login-email" error={form.errors.email} />
        <FormField
          id="login-password"
          {...form.field('password')}
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <p className="text-end mb-4">
          <Link to={CLIENT_ROUTES.forgotPassword}>Forgot your password?</Link>
        </p>
      </AuthForm>
    </AuthCard>
  );
}
