import { FormField } from '@client/components/form-field.tsx';
import { formatPaise } from '@client/lib/format.ts';
import { GST, PAYMENT_LIMITS } from '@contract/vocabulary.ts';
import type { FieldOf } from './gst-fields.tsx';

/**
 * The buyer's details the tax invoice must show (CGST Rule 46; ADR 056): with a GSTIN the
 * business's legal name and billing address, and without one the address once the taxable value
 * is ₹50,000 or more. Shown only when needed; the state is the one chosen above.
 */
export function BuyerFields({
  field,
  needs,
}: {
  field: FieldOf;
  needs: { legalName: boolean; address: boolean };
}) {
  if (!needs.legalName && !needs.address) return null;
  return (
    <fieldset className="col-12" aria-describedby="buyer-fields-hint">
      <legend className="h6 mb-1">{needs.legalName ? 'Your business' : 'Your billing address'}</legend>
      <p id="buyer-fields-hint" className="form-text mt-0 mb-2">
        {needs.legalName
          ? 'Printed on the tax invoice as registered under your GSTIN.'
          : `A tax invoice of ${formatPaise(GST.addressFromTaxableValue)} or more before GST must show your address.`}
      </p>
      <div className="row g-3">
        {needs.legalName ? (
          <FormField
            id="pay-legal-name"
            label="Legal name of the business"
            className="col-12"
            autoComplete="organization"
            maxLength={PAYMENT_LIMITS.legalName}
            required
            {...field('legal_name')}
          />
        ) : null}
        <FormField
          id="pay-address"
          label="Billing address"
          hint="Building, street and area."
          className="col-12"
          autoComplete="street-address"
          maxLength={PAYMENT_LIMITS.buyerAddress}
          required
          {...field('address')}
        />
        <FormField
          id="pay-city"
          label="City or town"
          className="col-12 col-sm-7"
          autoComplete="address-level2"
          maxLength={PAYMENT_LIMITS.buyerCity}
          required
          {...field('city')}
        />
        <FormField
          id="pay-pincode"
          label="PIN code"
          className="col-12 col-sm-5"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={7}
          required
          {...field('pincode')}
        />
      </div>
    </fieldset>
  );
}
