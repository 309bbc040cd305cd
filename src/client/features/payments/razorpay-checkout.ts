import { MESSAGES } from '@contract/messages.ts';

/**
 * Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * the script defines `window.Razorpay`; the page opens it with the order and hears back through
 * `handler` (paid), `payment.failed` and `modal.ondismiss`. Only the pay page loads it, on demand
 * (ADR 031): PCI DSS wants it from Razorpay itself, never bundled.
 */

/** What Checkout hands `handler` once the payment succeeded: the server checks the signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout hands 'payment.failed' callbacks. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  close(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * `window.Razorpay`, adding Checkout's `<script>` from `url` the first time. A failed load (offline,
 * blocked) is forgotten, so the next try adds the script again.
 */
export function loadRazorpayCheckout(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined;
      reject(new Error(`Razorpay Checkout did not load from ${url}`));
    };
    script.addEventListener('load', () => {
      // From now on window.Razorpay is the answer; the promise is only for calls made meanwhile.
      loading = undefined;
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

/** The brand's teal (styles.css), so Checkout looks like part of the site. */
const BRAND_TEAL = '#0f766e';

/**
 * Opens Checkout for an order, in the site's name and colour, prefilled with the learner. Razorpay
 * may let the learner retry inside its window after a failure, so `paid` can follow `failed`.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  order: { key_id: string; order_id: string; amount: number; currency: string; description: string },
  learner: { name: string; email: string } | undefined,
  on: { paid: (response: RazorpaySuccess) => void; closed: () => void; failed: (reason: string) => void },
): void {
  const checkout = new Razorpay({
    key: order.key_id,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: 'FinTrain Academy',
    description: order.description,
    prefill: learner ? { name: learner.name, email: learner.email } : {},
    theme: { color: BRAND_TEAL },
    handler: on.paid,
    modal: { ondismiss: on.closed },
  });
  checkout.on('payment.failed', (response) =>
    on.failed(response.error?.description?.trim() || MESSAGES.payments.paymentFailed),
  );
  checkout.open();
}
