import { BusyButton } from '@client/components/busy-button.tsx';
import type { Ref } from 'react';

/**
 * Cancel and the submit button at the bottom of a form modal (the user and program modals). While
 * `busy`, both are aria-disabled rather than disabled, so the focused one keeps focus, and Cancel
 * does nothing.
 */
export function ModalFormFooter({
  busy,
  onCancel,
  submitLabel = 'Save',
  danger = false,
  cancelRef,
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel?: string;
  /** A red submit button, for a deletion. */
  danger?: boolean;
  /** Lets the modal focus Cancel first (a deletion's safe choice). */
  cancelRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <button
        ref={cancelRef}
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => {
          if (!busy) onCancel();
        }}
        aria-disabled={busy}
      >
        Cancel
      </button>
      <BusyButton
        type="submit"
        busy={busy}
        className={`btn ${danger ? 'btn-danger' : 'btn-teal'}`}
        aria-disabled={busy}
      >
        {submitLabel}
      </BusyButton>
    </>
  );
}
