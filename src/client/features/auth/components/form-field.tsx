import type { InputHTMLAttributes, Ref } from 'react';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** A short help text under the field, read out with it (aria-describedby). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled Bootstrap input with an optional hint. */
export function FormField({ id, label, hint, className = '', ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" aria-describedby={hintId} {...input} />
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
