import { formatPaise } from '@client/lib/format.ts';
import { payNowLabel } from '@client/lib/payable.ts';
import { type CheckoutProps, useCheckout } from '../hooks/use-checkout.ts';
import { AcceptTermsField } from './accept-terms-field.tsx';
import { BuyerFields } from './buyer-fields.tsx';
import { CouponField } from './coupon-field.tsx';
import { GstFields } from './gst-fields.tsx';
import { PaymentFailure } from './payment-failure.tsx';
import { PriceSummary } from './price-summary.tsx';

/**
 * The checkout (ADR 031): state, optional GSTIN and coupon, and the business's name and billing
 * address when the invoice needs them (ADR 056), checked with the contract's own schemas (ADR 047).
 * Choosing a state or applying a coupon asks for a quote; Pay quotes first if the quote is stale,
 * else makes the order and opens Razorpay Checkout, whose answer is verified by the server. A refusal about a field (the coupon, the GSTIN, the address)
 * shows under that field.
 */
export function CheckoutForm(props: CheckoutProps) {
  const {
    form,
    razorpay,
    stateCode,
    buyerNeeds,
    typeGstin,
    current,
    working,
    announcement,
    chooseState,
    applyCoupon,
  } = useCheckout(props);

  return (
    <form {...form.props} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title" className="h5 mb-3">
        Your details for the tax invoice
      </h2>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      <div className="row g-3">
        <GstFields
          field={form.field}
          stateCode={stateCode}
          onChooseState={chooseState}
          onTypeGstin={typeGstin}
        />
        <BuyerFields field={form.field} needs={buyerNeeds} />
        <CouponField field={form.field} working={working} onApply={applyCoupon} />
        <AcceptTermsField field={form.field} />
      </div>

      {current ? (
        <PriceSummary quote={current} />
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
      {razorpay.failure ? (
        <PaymentFailure failure={razorpay.failure} retryButton={razorpay.retryButton} onRetry={form.submit} />
      ) : null}

      <div className="mt-4 d-flex flex-wrap align-items-center gap-3">
        {/* aria-disabled rather than disabled: focus stays on the button while Checkout loads. */}
        <button
          ref={razorpay.payButton}
          type="submit"
          className={`btn btn-teal px-4 ${working ? 'disabled' : ''}`}
          aria-disabled={working || undefined}
        >
          {working ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {current ? `Pay ${formatPaise(current.amount)} now` : payNowLabel(props.subscription.offer_price)}
        </button>
        {razorpay.checkout === 'verifying' ? <span role="status">Confirming your payment…</span> : null}
      </div>
    </form>
  );
}
