import { BusyButton } from '@client/components/busy-button.tsx';
import {
  CodeField,
  DateOfBirthField,
  EmailField,
  MobileField,
  PasswordField,
  PersonNameField,
} from '@client/components/form-field.tsx';
import { IconCheckLg } from '@client/components/icons/check-lg.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { ConsentChoiceBoxes, PrivacyNotice } from '@client/components/privacy-notice.tsx';
import { usePrivacyNotice } from '@client/lib/get-privacy-notice.ts';
import type { useContractForm } from '@client/lib/use-contract-form.ts';
import type { ReactNode, RefObject } from 'react';
import type { Step } from '../hooks/use-register-flow.ts';
import { PASSWORD_HINT } from '../password-hint.ts';

/** What a step needs of its form. */
type StepForm = Pick<ReturnType<typeof useContractForm>, 'props' | 'errors' | 'field' | 'pending'>;

/** What every step's form is given: its form, its first field, and whether any step is sending. */
interface StepProps {
  form: StepForm;
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
}

/** One numbered step of the flow under its own heading. */
export function RegisterStep({
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

/**
 * Step 1: the e-mail and Send OTP. Once the code is sent the e-mail is read-only (the code belongs
 * to it), with Resend OTP and Change email; once verified, one line instead of two finished forms,
 * so step 3's button stays in view.
 */
export function EmailStep({
  form,
  inputRef,
  busy,
  step,
  email,
  onEmailChange,
  onStartOver,
}: StepProps & {
  step: Step;
  email: string;
  onEmailChange: (email: string) => void;
  onStartOver: () => void;
}) {
  if (step === 'details') {
    return (
      <p className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="text-break">
          <span className="visually-hidden">Verified email: </span>
          {email}
        </span>
        <button type="button" className="btn btn-link p-0" onClick={onStartOver} disabled={busy}>
          Change email
        </button>
      </p>
    );
  }
  return (
    <form {...form.props}>
      <EmailField
        id="register-email"
        ref={inputRef}
        error={form.errors.email}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        readOnly={step !== 'email'}
        hint={step === 'email' ? 'We will email you a 6-digit OTP.' : undefined}
      />
      <div className="d-flex flex-wrap gap-2">
        <BusyButton
          type="submit"
          busy={form.pending}
          className={`btn ${step === 'email' ? 'btn-teal' : 'btn-outline-teal'}`}
          disabled={busy}
        >
          {step === 'email' ? 'Send OTP' : 'Resend OTP'}
        </BusyButton>
        {step !== 'email' ? (
          <button type="button" className="btn btn-link px-0" onClick={onStartOver} disabled={busy}>
            Change email
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Step 2: the code sent to the e-mail. */
export function OtpStep({ form, inputRef, busy, email }: StepProps & { email: string }) {
  return (
    <form {...form.props}>
      <CodeField
        id="register-otp"
        ref={inputRef}
        {...form.field('otp')}
        type="text"
        label="OTP"
        hint={`The 6-digit code we sent to ${email}.`}
      />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal" disabled={busy}>
        Verify OTP
      </BusyButton>
    </form>
  );
}

/** The notice above the choices; without it (it failed to load) the account is asked at sign-in. */
function NoticeForRegistration() {
  const notice = usePrivacyNotice();
  if (!notice.data) return notice.isError ? <LoadError onRetry={() => void notice.refetch()} /> : null;
  return (
    <>
      <PrivacyNotice notice={notice.data} headingLevel={3} folded />
      <input type="hidden" name="notice_version" value={notice.data.version} />
    </>
  );
}

/**
 * Step 3: name, mobile, password, date of birth, the privacy notice with its optional choices
 * (unticked), and Register.
 */
export function DetailsStep({ form, inputRef, busy }: StepProps) {
  return (
    <form {...form.props}>
      <PersonNameField
        id="register-name"
        ref={inputRef}
        {...form.field('name')}
        label="Name"
        autoComplete="name"
      />
      <MobileField
        id="register-mobile"
        {...form.field('mobile')}
        inputMode="tel"
        hint="A 10-digit Indian mobile number; +91 or 91 in front is fine."
        required
      />
      <PasswordField
        id="register-password"
        {...form.field('password')}
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <DateOfBirthField id="register-date-of-birth" {...form.field('date_of_birth')} />
      <NoticeForRegistration />
      <ConsentChoiceBoxes idPrefix="register" />
      <BusyButton type="submit" busy={form.pending} className="btn btn-teal btn-lg w-100" disabled={busy}>
        Register
      </BusyButton>
    </form>
  );
}
