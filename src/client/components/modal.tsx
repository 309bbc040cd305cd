import { FormFeedback } from '@client/components/form-feedback.tsx';
import { focusMainContent } from '@client/lib/focus.ts';
import type { FormBinding } from '@client/lib/use-contract-form.ts';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Bootstrap's stacking: backdrop 1050, modal 1055; a modal opened over another goes one layer up. */
const BASE_Z_INDEX = 1050;
const LAYER = 10;

let openModals = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/**
 * docs/product.md §2: while a modal is open the page does not scroll. The first modal hides the
 * body's overflow (keeping the scrollbar's width so the page does not shift, as Bootstrap does);
 * the last one to close restores it. Returns the new modal's depth (0 for the first).
 */
function lockPageScroll(): number {
  const { body } = document;
  if (openModals === 0) {
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.classList.add('modal-open');
  }
  openModals += 1;
  return openModals - 1;
}

function unlockPageScroll(): void {
  openModals = Math.max(0, openModals - 1);
  if (openModals > 0) return;
  const { body } = document;
  body.style.overflow = savedOverflow;
  body.style.paddingRight = savedPaddingRight;
  body.classList.remove('modal-open');
}

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * On opening: locks the page's scroll and moves focus in (to `initialFocusRef`, else the body's
 * first editable field or button, else the close button). On closing: unlocks, and gives focus
 * back to the opener. Returns the modal's depth in the stack, and the refs of its body and close
 * button.
 */
function useModalOpening(initialFocusRef: RefObject<HTMLElement | null> | undefined) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [depth, setDepth] = useState(0);
  // Read at opening only: a later change of the ref must not move focus again.
  const initialFocus = useRef(initialFocusRef);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDepth(lockPageScroll());
    const target =
      initialFocus.current?.current ??
      // The first field that can be edited: a read-only ID is skipped.
      (bodyRef.current
        ? focusablesIn(bodyRef.current).find((element) => !element.matches('[readonly]'))
        : undefined) ??
      closeRef.current;
    target?.focus();
    return () => {
      unlockPageScroll();
      // The opener may be gone (the row of a deleted user): then focus the page's main content.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      else focusMainContent();
    };
  }, []);
  return { depth, bodyRef, closeRef };
}

/** Tab and Shift+Tab go round the dialog's focusables and never leave it. */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  event.stopPropagation();
  const focusables = focusablesIn(dialog);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  /** The dialog's title: its heading and its accessible name. */
  title: string;
  onClose: () => void;
  /** The dialog's body. */
  children: ReactNode;
  /** Buttons at the bottom (a Cancel button is not added for you). */
  footer: ReactNode;
  /**
   * When given (useContractForm's), body and footer form one form, submitted by a submit button in
   * the footer; what the form's alert says shows at the top of the body.
   */
  form?: FormBinding;
  /**
   * While an action runs (by default while the form sends), Escape and the close button do nothing. (Buttons are marked aria-disabled
   * rather than disabled, so the focused one keeps focus and an alert returns focus to it.)
   */
  busy?: boolean;
  size?: 'lg' | 'xl';
  /** What gets focus on opening; by default the first field or button of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A Bootstrap modal drawn by React (no Bootstrap JS): role="dialog" with aria-modal, named by its
 * title; focus moves in on opening, stays inside while tabbing, and returns to the element that
 * opened it on closing; Escape closes it; the page behind does not scroll. Modals can stack (the
 * HTML preview opens over the program form): Escape and Tab belong to the top one.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  form,
  busy = form?.pending ?? false,
  size,
  initialFocusRef,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const { depth, bodyRef, closeRef } = useModalOpening(initialFocusRef);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // A stacked modal closes alone, not the one beneath it too.
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) keepTabInside(event, dialogRef.current);
  }

  const content = (
    <>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="btn-close"
          aria-label="Close dialog"
          onClick={() => {
            if (!busy) onClose();
          }}
          aria-disabled={busy}
        />
      </div>
      <div ref={bodyRef} className="modal-body">
        {form ? <FormFeedback feedback={form.feedback} className={form.feedback ? 'mb-3' : ''} /> : null}
        {children}
      </div>
      <div className="modal-footer">{footer}</div>
    </>
  );

  return createPortal(
    <>
      <div className="modal-backdrop show" style={{ zIndex: BASE_Z_INDEX + depth * LAYER }} />
      <div
        ref={dialogRef}
        className="modal d-block admin-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ zIndex: BASE_Z_INDEX + 5 + depth * LAYER }}
        onKeyDown={handleKeyDown}
      >
        <div className={`modal-dialog modal-dialog-centered ${size ? `modal-${size}` : ''}`}>
          {form ? (
            <form className="modal-content" {...form.props} aria-labelledby={titleId}>
              {content}
            </form>
          ) : (
            <div className="modal-content">{content}</div>
          )}
        </div>
      </div>
    </>,
    document.body,
  );
}
