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
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The ids of the error and the hint under a field, for its aria-describedby. */
const describedByOf = (id: string, hint?: string, error?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export interface FormFieldProps extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled Bootstrap input with an optional hint, marked invalid while it has an error. */
export function FormField({ id, label, hint, error, className, ...input }: FormFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        aria-describedby={describedByOf(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...input}
      />
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
