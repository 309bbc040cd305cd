import { MESSAGES } from '@contract/messages.ts';
import type { RefObject } from 'react';

/** Why Razorpay refused the payment, with Try again beside it (focus moves there). */
export function PaymentFailure({
  failure,
  retryButton,
  onRetry,
}: {
  failure: string;
  retryButton: RefObject<HTMLButtonElement | null>;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3 mt-4 mb-0" role="alert">
      <span>
        <strong>{MESSAGES.payments.paymentFailed}</strong>{' '}
        {failure === MESSAGES.payments.paymentFailed ? '' : failure}
      </span>
      <button
        ref={retryButton}
        type="button"
        // Solid: an outlined red button on the alert's pink fails WCAG contrast (axe).
        className="btn btn-sm btn-danger"
        onClick={onRetry}
      >
        Try again
      </button>
    </div>
  );
}
