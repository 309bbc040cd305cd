import { BusyButton } from '@client/components/busy-button.tsx';
import { errorFeedback, type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { EmailField, FormField } from '@client/components/form-field.tsx';
import { IconCheckLg } from '@client/components/icons/check-lg.tsx';
import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRegister } from './api/register.ts';
import { useSendVerificationCode } from './api/send-verification-code.ts';
import { useVerifyEmail, verifyEmailErrorMessage } from './api/verify-email.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

/** Where the visitor is in the three-step flow (spec, section 4). */
type Step = 'email' | 'code' | 'details';

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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [registered, setRegistered] = useState(false);
  // Which field gets focus after a step changes: the new step's first field.
  const [focusTarget, setFocusTarget] = useState<'email' | 'otp' | 'name' | 'login' | null>(null);

  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const loginLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    const target = { email: emailRef, otp: otpRef, name: nameRef, login: loginLinkRef }[focusTarget];
    target.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const busy = sendCode.isPending || verify.isPending || register.isPending;

  function handleSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    setRegistered(false);
    sendCode.mutate(
      { email },
      {
        onSuccess: () => {
          setFeedback({ kind: 'success', text: MESSAGES.auth.codeSent });
          setStep('code');
          setFocusTarget('otp');
        },
        onError: (error) => setFeedback(errorFeedback(error, MESSAGES.auth.sendCodeFailed)),
      },
    );
  }

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = formValues(event.currentTarget)('otp');
    setFeedback(null);
    verify.mutate(
      { email, otp },
      {
        onSuccess: () => {
          setFeedback({ kind: 'success', text: MESSAGES.auth.emailVerified });
          setStep('details');
          setFocusTarget('name');
        },
        onError: (error) => setFeedback({ kind: 'error', text: verifyEmailErrorMessage(error) }),
      },
    );
  }

  function handleRegister(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formValues(event.currentTarget);
    setFeedback(null);
    register.mutate(
      { email, name: field('name'), mobile: field('mobile'), password: field('password') },
      {
        onSuccess: () => {
          setFeedback({ kind: 'success', text: MESSAGES.auth.registered });
          setRegistered(true);
          // Spec, section 4: the form is reset.
          setStep('email');
          setEmail('');
          setFocusTarget('login');
        },
        onError: (error) => setFeedback(errorFeedback(error, MESSAGES.auth.registerFailed)),
      },
    );
  }

  function startOver() {
    setStep('email');
    setFeedback(null);
    setFocusTarget('email');
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
        <form onSubmit={handleSendCode}>
          <EmailField
            id="register-email"
            ref={emailRef}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={step !== 'email'}
            hint={step === 'email' ? 'We will email you a 6-digit OTP.' : undefined}
          />
          <div className="d-flex flex-wrap gap-2">
            {step !== 'details' ? (
              <BusyButton
                type="submit"
                busy={sendCode.isPending}
                className={`btn ${step === 'email' ? 'btn-teal' : 'btn-outline-teal'}`}
                disabled={busy}
              >
                {step === 'email' ? 'Send OTP' : 'Resend OTP'}
              </BusyButton>
            ) : null}
            {step !== 'email' ? (
              <button type="button" className="btn btn-link px-0" onClick={startOver} disabled={busy}>
                Change email
              </button>
            ) : null}
          </div>
        </form>
      </RegisterStep>

      {step !== 'email' ? (
        <RegisterStep number={2} title="Enter the OTP" done={step === 'details'}>
          <form onSubmit={handleVerify}>
            <FormField
              id="register-otp"
              ref={otpRef}
              name="otp"
              type="text"
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              readOnly={step === 'details'}
              hint={step === 'code' ? `The 6-digit code we sent to ${email}.` : undefined}
            />
            {step === 'code' ? (
              <BusyButton type="submit" busy={verify.isPending} className="btn btn-teal" disabled={busy}>
                Verify OTP
              </BusyButton>
            ) : null}
          </form>
        </RegisterStep>
      ) : null}

      {step === 'details' ? (
        <RegisterStep number={3} title="Your details" done={false}>
          <form onSubmit={handleRegister}>
            <FormField
              id="register-name"
              ref={nameRef}
              name="name"
              type="text"
              label="Name"
              autoComplete="name"
              maxLength={LIMITS.name}
              required
            />
            <FormField
              id="register-mobile"
              name="mobile"
              type="tel"
              label="Mobile"
              autoComplete="tel"
              inputMode="tel"
              hint="A 10-digit Indian mobile number."
              required
            />
            <FormField
              id="register-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              required
              className="mb-4"
            />
            <BusyButton
              type="submit"
              busy={register.isPending}
              className="btn btn-teal btn-lg w-100"
              disabled={busy}
            >
              Register
            </BusyButton>
          </form>
        </RegisterStep>
      ) : null}

      <FormFeedback feedback={feedback} className="mt-4" />
      {registered ? (
        <Link ref={loginLinkRef} to={CLIENT_ROUTES.login} className="btn btn-teal mt-3">
          Go to Login
        </Link>
      ) : null}
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
