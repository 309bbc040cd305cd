import { FormFeedback } from '@client/components/form-feedback.tsx';
import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { AuthCard } from './components/auth-card.tsx';
import { DetailsStep, EmailStep, OtpStep, RegisterStep } from './components/register-steps.tsx';
import { useRegisterFlow } from './hooks/use-register-flow.ts';

/**
 * /register: (1) e-mail → send a code, (2) enter the code → verify, (3) name, mobile and password →
 * register. Each step is its own form, so Enter submits the step in hand. Once the code is sent the
 * e-mail is read-only (the code belongs to it); 'Change email' starts over.
 */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const flow = useRegisterFlow();
  const { step, email, refs, busy, startOver } = flow;

  if (flow.registered) {
    return (
      <AuthCard title="Create Account" icon={IconPersonPlus}>
        <FormFeedback feedback={flow.feedback} />
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <Link ref={refs.login} to={CLIENT_ROUTES.login} className="btn btn-teal">
            Go to Login
          </Link>
          <button type="button" className="btn btn-link px-0" onClick={startOver}>
            Register another account
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create Account"
      icon={IconPersonPlus}
      intro="Verify your email with a one-time password (OTP), then add your details."
      footer={
        <>
          Already have an account? <Link to={CLIENT_ROUTES.login}>Login</Link>
        </>
      }
    >
      <RegisterStep number={1} title="Your email" done={step !== 'email'}>
        <EmailStep
          form={flow.codeForm}
          inputRef={refs.email}
          busy={busy}
          step={step}
          email={email}
          onEmailChange={flow.setEmail}
          onStartOver={startOver}
        />
      </RegisterStep>

      {step === 'code' ? (
        <RegisterStep number={2} title="Enter the OTP" done={false}>
          <OtpStep form={flow.otpForm} inputRef={refs.otp} busy={busy} email={email} />
        </RegisterStep>
      ) : null}

      {step === 'details' ? (
        <RegisterStep number={3} title="Your details" done={false}>
          <DetailsStep form={flow.detailsForm} inputRef={refs.name} busy={busy} />
        </RegisterStep>
      ) : null}

      <FormFeedback feedback={flow.feedback} className="mt-4" />
    </AuthCard>
  );
}
