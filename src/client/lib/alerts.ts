import { MESSAGES } from '@contract/messages.ts';
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

/**
 * The one way the client shows dialogs (SweetAlert2, as the spec's wording suggests). The library
 * is loaded on first use, so pages that never show a dialog never download it.
 */
async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  // Focus goes back to the element that had it when the dialog was asked for. (SweetAlert2's own
  // returnFocus keeps one element across dialogs opened in quick succession, such as a confirmation
  // and then its outcome, and can end up focusing an element that is gone, leaving focus nowhere.)
  // A modal that closes just before its outcome is shown does it with `flushSync(onClose)`: React
  // has unmounted it and run its cleanup, which gives focus back to its opener, before this runs;
  // so the opener is where focus returns after this dialog too (ADR 041).
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({
    buttonsStyling: false,
    customClass: DIALOG_CLASSES,
    returnFocus: false,
    didClose: () => {
      if (opener?.isConnected && !Swal.isVisible()) opener.focus({ preventScroll: true });
    },
    ...options,
  });
}

/** The brand's teal for the main choice (docs/product.md §10.5: Bootstrap blue clashed with it). */
const DIALOG_CLASSES = {
  confirmButton: 'btn btn-teal mx-1',
  cancelButton: 'btn btn-outline-secondary mx-1',
  denyButton: 'btn btn-outline-teal mx-1',
};

/** A confirmation whose action destroys something: its button is red, as the danger it is. */
const DESTRUCTIVE_CLASSES = { ...DIALOG_CLASSES, confirmButton: 'btn btn-danger mx-1' };

export function showSuccess(title: string, text?: string): Promise<SweetAlertResult> {
  return fire({ icon: 'success', title, ...(text ? { text } : {}) });
}

/** An error alert: title 'Error!' unless given. */
export function showError(text: string, title = 'Error!'): Promise<SweetAlertResult> {
  return fire({ icon: 'error', title, text });
}

/** Asks before an action; resolves true when confirmed. */
export async function confirmAction(options: {
  title?: string;
  text?: string;
  confirmText: string;
  /** A delete or a rejection: the confirm button is red. */
  destructive?: boolean;
}): Promise<boolean> {
  const result = await fire({
    ...(options.destructive ? { customClass: DESTRUCTIVE_CLASSES } : {}),
    icon: 'warning',
    title: options.title ?? MESSAGES.admin.confirmTitle,
    ...(options.text ? { text: options.text } : {}),
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** Closes the dialog on screen, if any: a question overtaken by events (a quiz's time ran out). */
export async function closeDialog(): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
}

/** The second confirmation before any delete (docs/product.md §4): 'Are you sure?' / 'Yes, delete it!'. */
export function confirmDelete(text?: string): Promise<boolean> {
  return confirmAction({
    title: MESSAGES.admin.confirmTitle,
    confirmText: MESSAGES.admin.confirmDelete,
    destructive: true,
    ...(text ? { text } : {}),
  });
}

/**
 * A dialog with up to two link-like choices (e.g. 'Go to My Subscriptions', or Register and Login);
 * resolves with the chosen one.
 */
export async function showChoice(options: {
  icon: 'success' | 'warning' | 'error' | 'info';
  title: string;
  text: string;
  confirmText: string;
  denyText?: string;
}): Promise<'confirm' | 'deny' | 'dismiss'> {
  const result = await fire({
    icon: options.icon,
    title: options.title,
    text: options.text,
    confirmButtonText: options.confirmText,
    ...(options.denyText ? { showDenyButton: true, denyButtonText: options.denyText } : {}),
    showCloseButton: true,
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'dismiss';
}

/**
 * Asks for one line of text (a reason) before an action; resolves with the trimmed text, or null
 * when cancelled. An empty answer is refused in the dialog with `requiredText`.
 */
export async function promptText(options: {
  title: string;
  label: string;
  confirmText: string;
  requiredText: string;
  maxLength: number;
  destructive?: boolean;
  /** Several lines (an answer to a learner) rather than one (a reason). */
  multiline?: boolean;
}): Promise<string | null> {
  const result = await fire({
    ...(options.destructive ? { customClass: DESTRUCTIVE_CLASSES } : {}),
    icon: options.multiline ? 'question' : 'warning',
    title: options.title,
    input: options.multiline ? 'textarea' : 'text',
    inputLabel: options.label,
    inputAttributes: { maxlength: String(options.maxLength) },
    showCancelButton: true,
    confirmButtonText: options.confirmText,
    inputValidator: (value: string) => (value.trim() === '' ? options.requiredText : null),
  });
  return result.isConfirmed && typeof result.value === 'string' ? result.value.trim() : null;
}
