import { BusyButton } from '@client/components/busy-button.tsx';
import { errorFeedback, type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { EmailField, FormField } from '@client/components/form-field.tsx';
import { IconCheckLg } from '@client/components/icons/check-lg.tsx';
import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { formValues } from '@client/lib/form-values.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useRegister } from './api/register.ts';
import { useSendVerificationCode } from './api/send-verification-code.ts';
import { useVerifyEmail, verifyEmailErrorMessage } from './api/verify-email.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PASSWORD_HINT } from './password-hint.ts';

/** Where the visitor is in the three-step flow (spec, section 4). */
type Step = 'email' | 'code' | 'details';

/** The fields of step 3, whose errors show under the field itself. */
type DetailField = 'name' | 'mobile' | 'password';
type FieldErrors = Partial<Record<DetailField, string>>;

/**
 * Which step-3 field a refusal is about. The contract's field rules all begin with the field's
 * label ("Mobile is required.", "Password must be at least 8 characters."); two do not, and are
 * named here. Anything else (a taken e-mail, a server fault) stays in the alert.
 */
export function detailFieldOf(error: unknown): DetailField | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const message = error.serverMessage;
  if (message === MESSAGES.auth.commonPassword) return 'password';
  if (/^Enter a valid 10-digit Indian mobile number/.test(message)) return 'mobile';
  const label = /^(Name|Mobile|Password)\b/.exec(message)?.[1];
  return label ? (label.toLowerCase() as DetailField) : null;
}

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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Which field gets focus after a step changes: the new step's first field (before the frame is
  // painted, so the caret never shows in the old place).
  const [focusTarget, setFocusTarget] = useState<'email' | 'otp' | DetailField | 'login' | null>(null);

  const emailRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginLinkRef = useRef<HTMLAnchorElement>(null);

  useLayoutEffect(() => {
    if (focusTarget === null) return;
    const target = {
      email: emailRef,
      otp: otpRef,
      name: nameRef,
      mobile: mobileRef,
      password: passwordRef,
      login: loginLinkRef,
    }[focusTarget];
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
    setFieldErrors({});
    register.mutate(
      { email, name: field('name'), mobile: field('mobile'), password: field('password') },
      {
        onSuccess: () => {
          setFeedback({ kind: 'success', text: MESSAGES.auth.registered });
          setRegistered(true);
          // Spec, section 4: the form is reset. It gives way to the success message and Go to Login
          // rather than an empty step 1 the visitor might take for a failure (issue 10).
          setStep('email');
          setEmail('');
          setFocusTarget('login');
        },
        onError: (error) => {
          const invalid = detailFieldOf(error);
          if (invalid) {
            // Marked where the visitor is looking, and focused, rather than in an alert below.
            setFieldErrors({ [invalid]: errorFeedback(error)?.text });
            setFocusTarget(invalid);
          } else {
            setFeedback(errorFeedback(error, MESSAGES.auth.registerFailed));
          }
        },
      },
    );
  }

  function startOver() {
    setStep('email');
    setFeedback(null);
    setFieldErrors({});
    setRegistered(false);
    setFocusTarget('email');
  }

  /** Typing in a marked field clears its mark: the old reason no longer applies. */
  const clearError = (name: DetailField) => () =>
    setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors));

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
              <BusyButton
                type="submit"
                busy={sendCode.isPending}
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
              hint={`The 6-digit code we sent to ${email}.`}
            />
            <BusyButton type="submit" busy={verify.isPending} className="btn btn-teal" disabled={busy}>
              Verify OTP
            </BusyButton>
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
              error={fieldErrors.name}
              onInput={clearError('name')}
            />
            <FormField
              id="register-mobile"
              ref={mobileRef}
              name="mobile"
              type="tel"
              label="Mobile"
              autoComplete="tel"
              inputMode="tel"
              hint="A 10-digit Indian mobile number; +91 or 91 in front is fine."
              required
              error={fieldErrors.mobile}
              onInput={clearError('mobile')}
            />
            <FormField
              id="register-password"
              ref={passwordRef}
              name="password"
              type="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              required
              className="mb-4"
              error={fieldErrors.password}
              onInput={clearError('password')}
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
