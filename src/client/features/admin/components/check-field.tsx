import type { CheckBinding } from '@client/lib/use-form-values.ts';

/**
 * A labelled Bootstrap checkbox over a form's boolean field (`binding` is `bindCheck(name)`), with
 * an optional hint under it, read out with it.
 */
export function CheckField({
  binding,
  label,
  hint,
  className = 'form-check',
  labelClassName = 'form-check-label',
}: {
  binding: CheckBinding;
  label: string;
  hint?: string;
  /** The wrapper's classes: Bootstrap's form-check, and a margin where the form wants one. */
  className?: string;
  labelClassName?: string;
}) {
  const hintId = `${binding.id}-hint`;
  return (
    <div className={className}>
      <input
        type="checkbox"
        className="form-check-input"
        {...binding}
        aria-describedby={hint ? hintId : undefined}
      />
      <label htmlFor={binding.id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
