import { LIMITS } from '@contract/vocabulary.ts';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

interface LabelledProps {
  id: string;
  label: string;
  /** A short help text under the field, read out with it (aria-describedby). */
  hint?: string;
  /** What is wrong with the value: the field is marked invalid and the text shown under it. */
  error?: string;
  /** The wrapper's classes, e.g. a grid column ('col-12 col-md-6'); a stacked field by default. */
  className?: string;
}

/** What is wrong with field `id`, under it; the control names it in its aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

/** The label, the control and the hint, in the wrapper every form field shares. */
function Labelled({
  id,
  label,
  hint,
  error,
  className = 'mb-3',
  children,
}: LabelledProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The ids of the error and the hint under a field, for its aria-describedby. */
export const describedByOf = (id: string, hint?: string, error?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export interface FormFieldProps extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  /** A button joined to the input's end (Bootstrap's input group), e.g. a coupon's Apply. */
  append?: ReactNode;
}

/** A labelled Bootstrap input with an optional hint, marked invalid while it has an error. */
export function FormField({ id, label, hint, error, className, append, ...props }: FormFieldProps) {
  const input = (
    <input
      id={id}
      className={`form-control ${error ? 'is-invalid' : ''}`}
      aria-describedby={describedByOf(id, hint, error)}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
  if (!append) {
    return (
      <Labelled id={id} label={label} hint={hint} error={error} className={className}>
        {input}
      </Labelled>
    );
  }
  // The error stays inside the group, where Bootstrap's has-validation keeps the corners right.
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <div className="input-group has-validation">
        {input}
        {append}
        <FieldError id={id} error={error} />
      </div>
    </Labelled>
  );
}

/** The 'Email' field of the site's forms: name 'email', e-mail autocomplete and the contract's length limit. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'name' | 'type'>) {
  return (
    <FormField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={LIMITS.email}
      required
      {...props}
    />
  );
}

type PresetProps = Omit<FormFieldProps, 'label' | 'type'>;

/** The 'Date of birth' field of the register form and the privacy gate (docs/product.md §18.1: the under-18 rule). */
export function DateOfBirthField(props: PresetProps) {
  return (
    <FormField
      type="date"
      label="Date of birth"
      autoComplete="bday"
      hint="Under 18? A parent or guardian confirms your account by e-mail."
      required
      {...props}
    />
  );
}

/** A required name of a person, as long as the contract allows; `label` says whose. */
export function PersonNameField(props: Omit<FormFieldProps, 'type' | 'maxLength'>) {
  return <FormField type="text" maxLength={LIMITS.name} required {...props} />;
}

/** A 'Mobile' field: a phone keyboard's input, the browser's saved number. */
export function MobileField(props: PresetProps) {
  return <FormField type="tel" label="Mobile" autoComplete="tel" {...props} />;
}

/** A required password field; `autoComplete` says whether it is the current one or a new one. */
export function PasswordField(
  props: Omit<FormFieldProps, 'type' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <FormField type="password" required {...props} />;
}

/** A required field for a code we e-mailed (the register OTP, a guardian's or a new address's code). */
export function CodeField(props: FormFieldProps) {
  return <FormField inputMode="numeric" autoComplete="one-time-code" required {...props} />;
}

export interface SelectFieldProps extends LabelledProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled Bootstrap select with an optional hint, marked invalid while it has an error. */
export function SelectField({ id, label, hint, error, className, children, ...select }: SelectFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        aria-describedby={describedByOf(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {children}
      </select>
    </Labelled>
  );
}

export interface TextAreaFieldProps
  extends LabelledProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled Bootstrap textarea with an optional hint, marked invalid while it has an error. */
export function TextAreaField({ id, label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        aria-describedby={describedByOf(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...textarea}
      />
    </Labelled>
  );
}
