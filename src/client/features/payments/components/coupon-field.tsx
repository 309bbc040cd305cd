import { FormField } from '@client/components/form-field.tsx';
import { PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import type { FieldOf } from './gst-fields.tsx';

/** The coupon code with its Apply button; Enter in it applies the coupon rather than paying. */
export function CouponField({
  field,
  working,
  onApply,
}: {
  field: FieldOf;
  working: boolean;
  /** Quotes the coupon given, or the one typed when none is. */
  onApply: (code?: string) => void;
}) {
  return (
    <FormField
      id="pay-coupon"
      label="Coupon code"
      className="col-12"
      autoComplete="off"
      spellCheck={false}
      maxLength={PAYMENT_LIMITS.couponCode}
      {...field('coupon')}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onApply(event.currentTarget.value);
        }
      }}
      append={
        <button
          type="button"
          className="btn btn-outline-teal"
          aria-disabled={working || undefined}
          onClick={() => onApply()}
        >
          Apply
        </button>
      }
    />
  );
}
