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
  /** The wrapper's classes, e.g. a grid column ('col-12 col-md-6'); a stacked field by default. */
  className?: string;
}

/** The label, the control and the hint, in the wrapper every form field shares. */
function Labelled({
  id,
  label,
  hint,
  className = 'mb-3',
  children,
}: LabelledProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

const hintIdOf = (id: string, hint?: string) => (hint ? `${id}-hint` : undefined);

export interface FormFieldProps extends LabelledProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled Bootstrap input with an optional hint. */
export function FormField({ id, label, hint, className, ...input }: FormFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <input id={id} className="form-control" aria-describedby={hintIdOf(id, hint)} {...input} />
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

/** A labelled Bootstrap select with an optional hint. */
export function SelectField({ id, label, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <select id={id} className="form-select" aria-describedby={hintIdOf(id, hint)} {...select}>
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

/** A labelled Bootstrap textarea with an optional hint. */
export function TextAreaField({ id, label, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled id={id} label={label} hint={hint} className={className}>
      <textarea id={id} className="form-control" aria-describedby={hintIdOf(id, hint)} {...textarea} />
    </Labelled>
  );
}
