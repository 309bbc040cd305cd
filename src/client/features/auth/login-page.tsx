import { errorFeedback, type Feedback } from '@client/components/form-feedback.tsx';
import { EmailField, FormField } from '@client/components/form-field.tsx';
import { IconBoxArrowInRight } from '@client/components/icons/box-arrow-in-right.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { setToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { landingPathFor, useLogIn } from './api/log-in.ts';
import { AuthCard } from './components/auth-card.tsx';
import { AuthForm } from './components/auth-form.tsx';

/** /login: e-mail and password; on success the token is saved and the landing page loads afresh. */
export function LoginPage() {
  useDocumentTitle('Login');
  const login = useLogIn();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // After success the button stays disabled until the landing page has replaced this one.
  const [redirecting, setRedirecting] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formValues(event.currentTarget);
    setFeedback(null);
    login.mutate(
      { email: field('email'), password: field('password') },
      {
        onSuccess: (answer) => {
          try {
            setToken(answer.token);
          } catch {
            // Local storage refused the token (full, or blocked by the browser): the session cannot be kept.
            setFeedback({ kind: 'error', text: MESSAGES.auth.loginFailed });
            return;
          }
          setRedirecting(true);
          setFeedback({ kind: 'success', text: answer.message || MESSAGES.auth.loginSuccess });
          // Spec, section 4: a page reload, so the whole site starts again signed in.
          window.location.assign(landingPathFor(answer.user.role));
        },
        onError: (error) => setFeedback(errorFeedback(error, MESSAGES.auth.loginFailed)),
      },
    );
  }

  const busy = login.isPending || redirecting;

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
      <AuthForm label="Login" onSubmit={handleSubmit} submitLabel="Login" busy={busy} feedback={feedback}>
        <EmailField id="login-email" />
        <FormField
          id="login-password"
          name="password"
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
