import { FormField, SelectField } from '@client/components/form-field.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { formatPaise } from '@client/lib/format.ts';
import { payNowLabel } from '@client/lib/payable.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  CHECKOUT_FIELDS,
  type Payment,
  type PaymentConfig,
  type PaymentOrderInput,
  PaymentOrderInputSchema,
  type PaymentQuote,
} from '@contract/payment.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { User } from '@contract/user.ts';
import { GST_STATES, PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { getPaymentQuote } from '../api/get-payment-quote.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { loadRazorpayCheckout, openCheckout, type RazorpaySuccess } from '../razorpay-checkout.ts';
import { PriceSummary } from './price-summary.tsx';

/** The order as the schema passes it: GSTIN and coupon trimmed and upper case, or left out. */
type Order = z.output<typeof PaymentOrderInputSchema>;

/** The quote and the state and coupon it was made for: a change of either makes it stale. */
interface QuoteFor {
  quote: PaymentQuote;
  stateCode: string;
  coupon: string | null;
}

/**
 * The checkout (ADR 031): state, optional GSTIN and coupon, checked with the contract's own
 * PaymentOrderInputSchema (ADR 047). Choosing a state or applying a coupon asks for a quote; Pay
 * quotes first if the quote is stale, else makes the order and opens Razorpay Checkout, whose
 * answer is verified by the server. A refusal about the coupon or GSTIN shows under that field.
 */
export function CheckoutForm({
  subscription,
  config,
  user,
  onPaid,
}: {
  subscription: Subscription;
  config: PaymentConfig;
  user: User | undefined;
  onPaid: (result: { message: string; payment: Payment }) => void;
}) {
  const [stateCode, setStateCode] = useState('');
  const [quoted, setQuoted] = useState<QuoteFor | null>(null);
  // Checkout's window is open, or its answer is being verified: Pay waits.
  const [checkout, setCheckout] = useState<'closed' | 'open' | 'verifying'>('closed');
  // Why Razorpay refused the last payment, with Try again beside it.
  const [failure, setFailure] = useState<string | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const verify = useVerifyPayment();

  // Which request a failure belongs to, for the alert's fallback text.
  const step = useRef<'quote' | 'order'>('quote');

  const form = useContractForm({
    schema: PaymentOrderInputSchema,
    input: (): PaymentOrderInput => ({
      subscription_id: subscription._id,
      state_code: stateCode,
      gstin: typed('gstin'),
      coupon: typed('coupon'),
    }),
    submit: payOrQuote,
    onError: (error) =>
      step.current === 'quote'
        ? errorMessage(error, MESSAGES.payments.quoteFailed)
        : error instanceof ApiError
          ? errorMessage(error, MESSAGES.payments.gatewayFailed)
          : MESSAGES.payments.checkoutLoadFailed,
  });

  function typed(name: 'gstin' | 'coupon'): string {
    const field = form.props.ref.current?.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  }

  async function quote(_input: PaymentOrderInput, order: Order) {
    step.current = 'quote';
    const answer = await getPaymentQuote(order);
    setQuoted({ quote: answer, stateCode: order.state_code, coupon: answer.coupon ?? order.coupon ?? null });
  }

  /** Quotes this state with `coupon` (the GSTIN is checked at Pay). */
  function requestQuote(state: string, coupon: string) {
    void form.run({ subscription_id: subscription._id, state_code: state, gstin: '', coupon }, quote);
  }

  async function payOrQuote(input: PaymentOrderInput, order: Order) {
    if (checkout !== 'closed') return;
    // The learner sees the price before paying: a state or coupon not quoted yet is quoted first.
    if (!quoted || quoted.stateCode !== order.state_code || quoted.coupon !== (order.coupon ?? null)) {
      return quote(input, order);
    }
    step.current = 'order';
    setFailure(null);
    const created = await createPaymentOrder(order);
    const Razorpay = await loadRazorpayCheckout(config.checkout_url ?? '');
    setCheckout('open');
    openCheckout(Razorpay, { ...created, description: subscription.resource.title }, user, {
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
      form.setFeedback({ kind: 'error', text: errorMessage(error, MESSAGES.payments.badSignature) });
    } finally {
      setCheckout('closed');
    }
  }

  const current = quoted && quoted.stateCode === stateCode ? quoted : null;
  const working = form.pending || checkout !== 'closed';
  const fieldError = CHECKOUT_FIELDS.map((field) => form.errors[field]).find(Boolean);
  // Read out to screen readers: what went wrong, else the new price.
  const announcement =
    [fieldError, form.feedback?.text].filter(Boolean).join(' ') ||
    failure ||
    (current ? `Price incl. GST: ${formatPaise(current.quote.amount, { exact: true })}.` : '');

  return (
    <form {...form.props} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="h5 mb-3">
        Your details for the tax invoice
      </h2>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      <div className="row g-3">
        <SelectField
          id="pay-state"
          label="State (for GST)"
          className="col-12 col-md-6"
          required
          value={stateCode}
          {...form.field('state_code')}
          onChange={(event) => {
            const code = event.currentTarget.value;
            setStateCode(code);
            // The coupon already applied stays applied; one being typed waits for Apply.
            if (code !== '') requestQuote(code, quoted?.coupon ?? '');
          }}
        >
          <option value="">Choose your state</option>
          {Object.entries(GST_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <FormField
          id="pay-gstin"
          label="GSTIN (optional, for businesses)"
          hint="Your business's GSTIN goes on the invoice."
          className="col-12 col-md-6"
          autoComplete="off"
          spellCheck={false}
          maxLength={15}
          {...form.field('gstin')}
        />
        <FormField
          id="pay-coupon"
          label="Coupon code"
          className="col-12"
          autoComplete="off"
          spellCheck={false}
          maxLength={PAYMENT_LIMITS.couponCode}
          {...form.field('coupon')}
          onKeyDown={(event) => {
            // Enter in the coupon field applies it rather than paying.
            if (event.key === 'Enter') {
              event.preventDefault();
              requestQuote(stateCode, event.currentTarget.value);
            }
          }}
          append={
            <button
              type="button"
              className="btn btn-outline-teal"
              aria-disabled={working || undefined}
              onClick={() => requestQuote(stateCode, typed('coupon'))}
            >
              Apply
            </button>
          }
        />
      </div>

      {current ? (
        <PriceSummary quote={current.quote} />
      ) : (
        <p className="text-body-secondary small mt-4 mb-0">
          Choose your state to see the price with its GST.
        </p>
      )}

      {form.feedback ? (
        <div className="alert alert-danger mt-4 mb-0" role="alert">
          {form.feedback.text}
        </div>
      ) : null}
      {failure ? (
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
            onClick={form.submit}
          >
            Try again
          </button>
        </div>
      ) : null}

      <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
        {/* aria-disabled rather than disabled: focus stays on the button while Checkout loads. */}
        <button
          ref={payButton}
          type="submit"
          className={`btn btn-teal px-4 ${working ? 'disabled' : ''}`}
          aria-disabled={working || undefined}
        >
          {working ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {current ? `Pay ${formatPaise(current.quote.amount)} now` : payNowLabel(subscription.offer_price)}
        </button>
        {checkout === 'verifying' ? <span role="status">Confirming your payment…</span> : null}
      </div>
    </form>
  );
}
