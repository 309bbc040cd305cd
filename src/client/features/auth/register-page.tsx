import { BusyButton } from '@client/components/busy-button.tsx';
import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { EmailField, FormField } from '@client/components/form-field.tsx';
import { IconCheckLg } from '@client/components/icons/check-lg.tsx';
import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRegister } from './api/register.ts';
import { useSendVerificationCode } from './api/send-verification-code.ts';
import { useVerifyEmail, verifyEmailErrorMessage } from './api/verify-email.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

/** Where the visitor is in the three-step flow (spec, section 4). */
type Step = 'email' | 'code' | 'details';

/** The auth schemas, loaded when a step's form is first used: zod stays out of the page's first load. */
const schemas = () => import('@contract/auth.ts');

/**
 * /register: (1) e-mail → send a code, (2) enter the code → verify, (3) name, mobile and password →
 * register. Each step is its own form, so Enter submits the step in hand. Once the code is sent the
 * e-mail is read-only (the code belongs to it); 'Change email' starts over.
 */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const sendCode = useSendVerificationCode();
  const verify = useVerifyEmail();
  const register = useRegister();

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // One outcome line under the three steps.
  const feedbackState = useState<Feedback>(null);
  const [feedback, setFeedback] = feedbackState;
  const [registered, setRegistered] = useState(false);
  // Which field gets focus after a step changes: the new step's first field (before the frame is
  // painted, so the caret never shows in the old place).
  const [focusTarget, setFocusTarget] = useState<'email' | 'otp' | 'name' | 'login' | null>(null);

  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const loginLinkRef = useRef<HTMLAnchorElement>(null);

  useLayoutEffect(() => {
    if (focusTarget === null) return;
    const target = { email: emailRef, otp: otpRef, name: nameRef, login: loginLinkRef }[focusTarget];
    target.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const codeForm = useContractForm({
    schema: () => schemas().then((contract) => contract.SendCodeSchema),
    input: () => ({ email }),
    submit: async (input) => {
      await sendCode.mutateAsync(input);
      setStep('code');
      setFocusTarget('otp');
      return MESSAGES.auth.codeSent;
    },
    onError: (error) => errorMessage(error, MESSAGES.auth.sendCodeFailed),
    feedbackState,
  });
  const otpForm = useContractForm({
    schema: () => schemas().then((contract) => contract.VerifyEmailSchema),
    input: (form) => ({ email, otp: String(new FormData(form).get('otp') ?? '') }),
    submit: async (input) => {
      await verify.mutateAsync(input);
      setStep('details');
      setFocusTarget('name');
      return MESSAGES.auth.emailVerified;
    },
    onError: verifyEmailErrorMessage,
    feedbackState,
  });
  const detailsForm = useContractForm({
    schema: () => schemas().then((contract) => contract.RegisterSchema),
    input: (form) => {
      const field = (name: string) => String(new FormData(form).get(name) ?? '');
      return { email, name: field('name'), mobile: field('mobile'), password: field('password') };
    },
    submit: async (input) => {
      await register.mutateAsync(input);
      setRegistered(true);
      // Spec, section 4: the form is reset. It gives way to the success message and Go to Login
      // rather than an empty step 1 the visitor might take for a failure (issue 10).
      setStep('email');
      setEmail('');
      setFocusTarget('login');
      return MESSAGES.auth.registered;
    },
    // The server's own check of the password (the common-password list) names no field.
    fieldOf: (error) =>
      error instanceof ApiError && error.serverMessage === MESSAGES.auth.commonPassword
        ? 'password'
        : undefined,
    onError: (error) => errorMessage(error, MESSAGES.auth.registerFailed),
    feedbackState,
  });

  const busy = codeForm.pending || otpForm.pending || detailsForm.pending;

  function startOver() {
    setStep('email');
    setFeedback(null);
    detailsForm.showErrors({});
    setRegistered(false);
    setFocusTarget('email');
  }

  if (registered) {
    return (
      <AuthCard title="Create Account" icon={IconPersonPlus}>
        <FormFeedback feedback={feedback} />
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <Link ref={loginLinkRef} to={CLIENT_ROUTES.login} className="btn btn-teal">
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
        {step === 'details' ? (
          // Verified: one line instead of two finished forms, so step 3's button stays in view.
          <p className="d-flex flex-wrap align-items-center gap-2 mb-0">
            <span className="text-break">
              <span className="visually-hidden">Verified email: </span>
              {email}
            </span>
            <button type="button" className="btn btn-link p-0" onClick={startOver} disabled={busy}>
              Change email
            </button>
          </p>
        ) : (
          <form {...codeForm.props}>
            <EmailField
              id="register-email"
              ref={emailRef}
              error={codeForm.errors.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              readOnly={step !== 'email'}
              hint={step === 'email' ? 'We will email you a 6-digit OTP.' : undefined}
            />
            <div className="d-flex flex-wrap gap-2">
              <BusyButton
                type="submit"
                busy={codeForm.pending}
                className={`btn ${step === 'email' ? 'btn-teal' : 'btn-outline-teal'}`}
                disabled={busy}
              >
                {step === 'email' ? 'Send OTP' : 'Resend OTP'}
              </BusyButton>
              {step !== 'email' ? (
                <button type="button" className="btn btn-link px-0" onClick={startOver} disabled={busy}>
                  Change email
                </button>
              ) : null}
            </div>
          </form>
        )}
      </RegisterStep>

      {step === 'code' ? (
        <RegisterStep number={2} title="Enter the OTP" done={false}>
          <form {...otpForm.props}>
            <FormField
              id="register-otp"
              ref={otpRef}
              {...otpForm.field('otp')}
              type="text"
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              hint={`The 6-digit code we sent to ${email}.`}
            />
            <BusyButton type="submit" busy={otpForm.pending} className="btn btn-teal" disabled={busy}>
              Verify OTP
            </BusyButton>
          </form>
        </RegisterStep>
      ) : null}

      {step === 'details' ? (
        <RegisterStep number={3} title="Your details" done={false}>
          <form {...detailsForm.props}>
            <FormField
              id="register-name"
              ref={nameRef}
              {...detailsForm.field('name')}
              type="text"
              label="Name"
              autoComplete="name"
              maxLength={LIMITS.name}
              required
            />
            <FormField
              id="register-mobile"
              {...detailsForm.field('mobile')}
              type="tel"
              label="Mobile"
              autoComplete="tel"
              inputMode="tel"
              hint="A 10-digit Indian mobile number; +91 or 91 in front is fine."
              required
            />
            <FormField
              id="register-password"
              {...detailsForm.field('password')}
              type="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              required
              className="mb-4"
            />
            <BusyButton
              type="submit"
              busy={detailsForm.pending}
              className="btn btn-teal btn-lg w-100"
              disabled={busy}
            >
              Register
            </BusyButton>
          </form>
        </RegisterStep>
      ) : null}

      <FormFeedback feedback={feedback} className="mt-4" />
    </AuthCard>
  );
}

/** One numbered step of the flow under its own heading. */
function RegisterStep({
  number,
  title,
  done,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`auth-step ${done ? 'auth-step-done' : ''}`}>
      <h2 className="h5 d-flex align-items-center gap-2 mb-3">
        <span className="auth-step-number" aria-hidden="true">
          {done ? <IconCheckLg /> : number}
        </span>
        <span>
          <span className="visually-hidden">Step {number}: </span>
          {title}
          {done ? <span className="visually-hidden"> (done)</span> : null}
        </span>
      </h2>
      {children}
    </div>
  );
}
