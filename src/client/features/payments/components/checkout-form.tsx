import { FormField, SelectField } from '@client/components/form-field.tsx';
import { ApiError, errorMessage } from '@client/lib/api-client.ts';
import { formatPaise } from '@client/lib/format.ts';
import { payNowLabel } from '@client/lib/payable.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
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
import { createPaymentOrder } from '../api/create-payment-order.ts';
import { getPaymentQuote } from '../api/get-payment-quote.ts';
import { useVerifyPayment } from '../api/verify-payment.ts';
import { loadRazorpayCheckout, type RazorpayFailure, type RazorpaySuccess } from '../razorpay-checkout.ts';
import { PriceSummary } from './price-summary.tsx';

/** The brand's teal (styles.css), so Checkout looks like part of the site. */
const BRAND_TEAL = '#0f766e';

type Field = CheckoutField;
type FieldErrors = Partial<Record<Field, string>>;
type Phase = 'idle' | 'quoting' | 'ordering' | 'checkout' | 'verifying';

/**
 * Where a failed quote or order is shown: under the field the server's answer names (its
 * `field`, e.g. a coupon rule or a GSTIN of another state), or above the Pay button.
 */
function placeOf(error: unknown): Field | 'form' {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { field } = error.body as { field?: unknown };
    if ((CHECKOUT_FIELDS as readonly unknown[]).includes(field)) return field as Field;
  }
  return 'form';
}

/** The quote and the input it was made for: a change of state or coupon makes it stale. */
interface QuoteFor {
  quote: PaymentQuote;
  stateCode: string;
  coupon: string | null;
}

const normalCoupon = (text: string): string | null => (text.trim() === '' ? null : text.trim().toUpperCase());

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
  const [gstin, setGstin] = useState('');
  const [couponText, setCouponText] = useState('');
  const [quoted, setQuoted] = useState<QuoteFor | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Read out to screen readers: the new price, or what went wrong.
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const verify = useVerifyPayment();

  const stateRef = useRef<HTMLSelectElement>(null);
  const gstinRef = useRef<HTMLInputElement>(null);
  const couponRef = useRef<HTMLInputElement>(null);
  const fieldRefs = { state_code: stateRef, gstin: gstinRef, coupon: couponRef };

  /** The request body, checked with the contract's own schema: format errors by field. */
  function validate(values: {
    stateCode: string;
    gstin: string;
    coupon: string | null;
  }): { input: PaymentOrderInput; errors: null } | { input: null; errors: FieldErrors } {
    const input = {
      subscription_id: subscription._id,
      state_code: values.stateCode,
      gstin: values.gstin,
      coupon: values.coupon ?? '',
    };
    const parsed = PaymentOrderInputSchema.safeParse(input);
    if (parsed.success) {
      return {
        input: {
          subscription_id: subscription._id,
          state_code: values.stateCode,
          ...(parsed.data.gstin ? { gstin: parsed.data.gstin } : {}),
          ...(parsed.data.coupon ? { coupon: parsed.data.coupon } : {}),
        },
        errors: null,
      };
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'state_code' || field === 'gstin' || field === 'coupon') && !found[field]) {
        found[field] = issue.message;
      }
    }
    return { input: null, errors: found };
  }

  function showErrors(found: FieldErrors, form: string | null = null) {
    setErrors(found);
    setFormError(form);
    const first = (['state_code', 'gstin', 'coupon'] as const).find((field) => found[field]);
    setAnnouncement([first ? found[first] : null, form].filter(Boolean).join(' '));
    if (first) fieldRefs[first].current?.focus();
  }

  /** Asks the server for the price with this state and coupon (GSTIN is checked at Pay). */
  async function requestQuote(values: { stateCode: string; coupon: string | null }): Promise<boolean> {
    const checked = validate({ ...values, gstin: '' });
    if (checked.errors) {
      const { gstin: _ignored, ...rest } = checked.errors;
      showErrors(rest);
      return false;
    }
    busy.current = true;
    setPhase('quoting');
    try {
      const quote = await getPaymentQuote(checked.input);
      setQuoted({ quote, stateCode: values.stateCode, coupon: quote.coupon ?? values.coupon });
      setErrors((previous) => ({ ...previous, state_code: undefined, coupon: undefined }));
      setFormError(null);
      setAnnouncement(`Price incl. GST: ${formatPaise(quote.amount, { exact: true })}.`);
      return true;
    } catch (error) {
      const place = placeOf(error);
      const text = errorMessage(error, MESSAGES.payments.quoteFailed);
      if (place === 'coupon') showErrors({ coupon: text });
      else showErrors({}, text);
      return false;
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  }

  function chooseState(code: string) {
    setStateCode(code);
    if (busy.current || code === '') return;
    // The coupon already applied stays applied; one being typed waits for Apply.
    void requestQuote({ stateCode: code, coupon: quoted?.coupon ?? null });
  }

  function applyCoupon() {
    if (busy.current) return;
    void requestQuote({ stateCode, coupon: normalCoupon(couponText) });
  }

  async function pay() {
    if (busy.current) return;
    setFailure(null);
    const coupon = normalCoupon(couponText);
    const checked = validate({ stateCode, gstin, coupon });
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    // The learner sees the price before paying: a state or coupon not quoted yet is quoted first.
    if (!quoted || quoted.stateCode !== stateCode || quoted.coupon !== coupon) {
      await requestQuote({ stateCode, coupon });
      return;
    }
    busy.current = true;
    setPhase('ordering');
    setErrors({});
    setFormError(null);
    try {
      const order = await createPaymentOrder(checked.input);
      const Razorpay = await loadRazorpayCheckout(config.checkout_url ?? '').catch(() => {
        throw new Error(MESSAGES.payments.checkoutLoadFailed);
      });
      const checkout = new Razorpay({
        key: order.key_id,
        order_id: order.order_id,
        amount: order.amount,
        currency: order.currency,
        name: 'FinTrain Academy',
        description: subscription.resource.title,
        prefill: { ...(user ? { name: user.name, email: user.email } : {}) },
        theme: { color: BRAND_TEAL },
        handler: (response: RazorpaySuccess) => void confirm(response),
        modal: {
          ondismiss: () => {
            busy.current = false;
            setPhase('idle');
            payButton.current?.focus();
          },
        },
      });
      checkout.on('payment.failed', (response: RazorpayFailure) => {
        const reason = response.error?.description?.trim() || MESSAGES.payments.paymentFailed;
        busy.current = false;
        // Rendered at once, so that focus can move to Try again, inside the alert that says why.
        // (Razorpay's callback is outside React's events: a timer did not reliably come after the
        // render that shows the alert.)
        flushSync(() => {
          setPhase('idle');
          setFailure(reason);
          setAnnouncement(reason);
        });
        retryButton.current?.focus();
      });
      setPhase('checkout');
      checkout.open();
    } catch (error) {
      busy.current = false;
      setPhase('idle');
      const text =
        error instanceof ApiError
          ? errorMessage(error, MESSAGES.payments.gatewayFailed)
          : error instanceof Error && error.message === MESSAGES.payments.checkoutLoadFailed
            ? error.message
            : MESSAGES.payments.checkoutLoadFailed;
      if (placeOf(error) === 'coupon') showErrors({ coupon: text });
      else showErrors({}, text);
    }
  }

  async function confirm(response: RazorpaySuccess) {
    busy.current = true;
    setPhase('verifying');
    try {
      const result = await verify.mutateAsync({
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      });
      onPaid(result);
    } catch (error) {
      showErrors({}, errorMessage(error, MESSAGES.payments.badSignature));
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  }

  const current = quoted && quoted.stateCode === stateCode ? quoted : null;
  const payLabel = current
    ? `Pay ${formatPaise(current.quote.amount)} now`
    : payNowLabel(subscription.offer_price);
  const working = phase !== 'idle';

  return (
    <form
      noValidate
      aria-labelledby="checkout-title"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <h2 id="checkout-title" className="h5 mb-3">
        Your details for the tax invoice
      </h2>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      <div className="row g-3">
        <SelectField
          ref={stateRef}
          id="pay-state"
          label="State (for GST)"
          className="col-12 col-md-6"
          required
          value={stateCode}
          error={errors.state_code}
          onChange={(event) => chooseState(event.currentTarget.value)}
        >
          <option value="">Choose your state</option>
          {Object.entries(GST_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <FormField
          ref={gstinRef}
          id="pay-gstin"
          label="GSTIN (optional, for businesses)"
          hint="Your business's GSTIN goes on the invoice."
          className="col-12 col-md-6"
          autoComplete="off"
          spellCheck={false}
          maxLength={15}
          value={gstin}
          error={errors.gstin}
          onChange={(event) => setGstin(event.currentTarget.value)}
        />
        <div className="col-12">
          <label htmlFor="pay-coupon" className="form-label">
            Coupon code
          </label>
          <div className="input-group has-validation">
            <input
              ref={couponRef}
              id="pay-coupon"
              className={`form-control ${errors.coupon ? 'is-invalid' : ''}`}
              autoComplete="off"
              spellCheck={false}
              maxLength={PAYMENT_LIMITS.couponCode}
              value={couponText}
              aria-invalid={errors.coupon ? true : undefined}
              aria-describedby={errors.coupon ? 'pay-coupon-error' : undefined}
              onChange={(event) => setCouponText(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter in the coupon field applies it rather than paying.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyCoupon();
                }
              }}
            />
            <button
              type="button"
              className="btn btn-outline-teal"
              aria-disabled={working || undefined}
              onClick={applyCoupon}
            >
              Apply
            </button>
            {errors.coupon ? (
              <div id="pay-coupon-error" className="invalid-feedback d-block">
                {errors.coupon}
              </div>
            ) : null}
          </div>
        </div>
      </div>

      {current ? (
        <PriceSummary quote={current.quote} />
      ) : (
        <p className="text-body-secondary small mt-4 mb-0">
          Choose your state to see the price with its GST.
        </p>
      )}

      {formError ? (
        <div className="alert alert-danger mt-4 mb-0" role="alert">
          {formError}
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
            onClick={() => void pay()}
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
          {payLabel}
        </button>
        {phase === 'verifying' ? <span role="status">Confirming your payment…</span> : null}
      </div>
    </form>
  );
}
