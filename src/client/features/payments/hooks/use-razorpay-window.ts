import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Payment, PaymentConfig, PaymentOrderInput } from '@contract/payment.ts';
import type { User } from '@contract/user.ts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { loadRazorpayCheckout, openCheckout, type RazorpaySuccess } from '../razorpay-checkout.ts';

/**
 * Razorpay Checkout's window for the checkout (ADR 031): makes the order, opens Checkout on it and
 * has the server verify its answer. Focus goes back to Pay when the window is closed, and to Try
 * again when Razorpay refuses the payment.
 */
export function useRazorpayWindow({
  config,
  user,
  description,
  onPaid,
  onUnverified,
}: {
  config: PaymentConfig;
  user: User | undefined;
  /** The order's line in Checkout's window: what is paid for. */
  description: string;
  onPaid: (result: { message: string; payment: Payment }) => void;
  /** The server did not accept Checkout's answer: the text for the form's alert. */
  onUnverified: (text: string) => void;
}) {
  // Checkout's window is open, or its answer is being verified: Pay waits.
  const [checkout, setCheckout] = useState<'closed' | 'open' | 'verifying'>('closed');
  // Why Razorpay refused the last payment, with Try again beside it.
  const [failure, setFailure] = useState<string | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const verify = useVerifyPayment();

  /** Makes the order and opens Checkout on it. */
  async function pay(order: PaymentOrderInput) {
    setFailure(null);
    const created = await createPaymentOrder(order);
    const Razorpay = await loadRazorpayCheckout(config.checkout_url ?? '');
    setCheckout('open');
    openCheckout(Razorpay, { ...created, description }, user, {
      paid: (response) => void confirm(response),
      closed: () => {
        setCheckout('closed');
        payButton.current?.focus();
      },
      failed: (reason) => {
        // Rendered at once, so that focus can move to Try again, inside the alert that says why.
        // (Razorpay's callback is outside React's events: a timer did not reliably come after the
        // render that shows the alert.)
        flushSync(() => {
          setCheckout('closed');
          setFailure(reason);
        });
        retryButton.current?.focus();
      },
    });
  }

  async function confirm(response: RazorpaySuccess) {
    setCheckout('verifying');
    try {
      onPaid(await verify.mutateAsync(response));
    } catch (error) {
      onUnverified(errorMessage(error, MESSAGES.payments.badSignature));
    } finally {
      setCheckout('closed');
    }
  }

  return { checkout, failure, payButton, retryButton, pay };
}
