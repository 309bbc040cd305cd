import type { Feedback } from '@client/components/form-feedback.tsx';
import { consentChoicesOf } from '@client/components/privacy-notice.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useRegister } from '../api/register.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useVerifyEmail, verifyEmailErrorMessage } from '../api/verify-email.ts';

/** Where the visitor is in the three-step flow (docs/product.md §4). */
export type Step = 'email' | 'code' | 'details';

/** The auth schemas, loaded when a step's form is first used: zod stays out of the page's first load. */
const schemas = () => import('@contract/auth.ts');

/**
 * Step 3's request: the verified e-mail with the details typed, the date of birth, the optional
 * choices and the notice version shown (docs/product.md §18.1).
 */
function detailsOf(form: HTMLFormElement, email: string) {
  const field = (name: string) => String(new FormData(form).get(name) ?? '');
  const noticeVersion = Number(field('notice_version'));
  return {
    email,
    name: field('name'),
    mobile: field('mobile'),
    password: field('password'),
    date_of_birth: field('date_of_birth'),
    consents: consentChoicesOf(form),
    ...(noticeVersion > 0 ? { notice_version: noticeVersion } : {}),
  };
}

/** The server's own check of the password (the common-password list) names no field: it is the password's. */
function commonPasswordField(error: unknown): string | undefined {
  return error instanceof ApiError && error.serverMessage === MESSAGES.auth.commonPassword
    ? 'password'
    : undefined;
}

/**
 * Which field gets focus after a step changes: the new step's first field (before the frame is
 * painted, so the caret never shows in the old place).
 */
function useStepFocus() {
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

  return {
    refs: { email: emailRef, otp: otpRef, name: nameRef, login: loginLinkRef },
    focus: setFocusTarget,
  };
}

/**
 * The register flow's state: the step in hand, the e-mail, the three steps' forms (one outcome
 * line for all three) and where focus goes next.
 */
export function useRegisterFlow() {
  const sendCode = useSendVerificationCode();
  const verify = useVerifyEmail();
  const register = useRegister();

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  // One outcome line under the three steps.
  const feedbackState = useState<Feedback>(null);
  const [feedback, setFeedback] = feedbackState;
  const [registered, setRegistered] = useState(false);
  const { refs, focus } = useStepFocus();

  const codeForm = useContractForm({
    schema: () => schemas().then((contract) => contract.SendCodeSchema),
    input: () => ({ email }),
    submit: async (input) => {
      await sendCode.mutateAsync(input);
      setStep('code');
      focus('otp');
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
      focus('name');
      return MESSAGES.auth.emailVerified;
    },
    onError: verifyEmailErrorMessage,
    feedbackState,
  });
  const detailsForm = useContractForm({
    schema: () => schemas().then((contract) => contract.RegisterSchema),
    input: (form) => detailsOf(form, email),
    submit: async (input) => {
      await register.mutateAsync(input);
      setRegistered(true);
      // docs/product.md §4: the form is reset. It gives way to the success message and Go to Login
      // rather than an empty step 1 the visitor might take for a failure.
      setStep('email');
      setEmail('');
      focus('login');
      return MESSAGES.auth.registered;
    },
    fieldOf: commonPasswordField,
    onError: (error) => errorMessage(error, MESSAGES.auth.registerFailed),
    feedbackState,
  });

  function startOver() {
    setStep('email');
    setFeedback(null);
    detailsForm.showErrors({});
    setRegistered(false);
    focus('email');
  }

  const busy = codeForm.pending || otpForm.pending || detailsForm.pending;
  return {
    step,
    email,
    setEmail,
    feedback,
    registered,
    refs,
    codeForm,
    otpForm,
    detailsForm,
    busy,
    startOver,
  };
}
