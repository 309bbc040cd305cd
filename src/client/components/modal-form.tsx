import type { FormBinding } from '@client/lib/use-contract-form.ts';
import type { ReactNode, Ref } from 'react';
import { BusyButton } from './busy-button.tsx';
import { Modal, type ModalProps } from './modal.tsx';

/**
 * Cancel and the submit button at the bottom of a form modal. While `busy`, both are aria-disabled
 * rather than disabled, so the focused one keeps focus, and Cancel does nothing. `ModalForm` draws
 * it; a modal whose footer changes with its state (the lesson's upload, the simulator settings
 * before they load) draws it itself.
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

export interface ModalFormProps extends Pick<ModalProps, 'title' | 'onClose' | 'size' | 'initialFocusRef'> {
  /** useContractForm's binding: the body and the footer are its form. */
  form: FormBinding;
  /** The fields, and whatever else the dialog says above its buttons. */
  children: ReactNode;
  /** The submit button's text; 'Save' by default. */
  submitLabel?: string;
  /** A red submit button, for a deletion. */
  danger?: boolean;
  /** Cancel's ref, e.g. to give it focus on opening (pass the same ref as `initialFocusRef`). */
  cancelRef?: Ref<HTMLButtonElement>;
}

/**
 * A dialog that is one form (ADR 047): the title, the form's alert and the fields, then Cancel and
 * the submit button. While the form sends, Escape, the close button and Cancel do nothing and the
 * submit button shows its spinner; focus moves in on opening and back to the opener on closing
 * (`Modal`).
 */
export function ModalForm({ form, children, submitLabel, danger, cancelRef, ...dialog }: ModalFormProps) {
  const footer = (
    <ModalFormFooter busy={form.pending} onCancel={dialog.onClose} {...{ submitLabel, danger, cancelRef }} />
  );
  return (
    <Modal {...dialog} form={form} footer={footer}>
      {children}
    </Modal>
  );
}
