import { missingBuyerDetails } from '@contract/payment.ts';
import type { AppConfig } from '../config.ts';
import { DomainError } from '../shared/errors.ts';
import { taxableValueOf } from './gst.ts';
import type { PaymentRow } from './invoices.ts';
import type { PaymentOrderRequest } from './quote.ts';
import { requirePayments } from './settings.ts';

type BuyerColumns = Pick<PaymentRow, 'buyerLegalName' | 'buyerAddress' | 'buyerCity' | 'buyerPincode'>;
type BuyerInput = Pick<PaymentOrderRequest, 'legal_name' | 'address' | 'city' | 'pincode'>;

/**
 * Refuses an order whose tax invoice would lack the buyer's details CGST Rule 46 asks for (ADR
 * 056): with a GSTIN the legal name and address (46(d)), without one the address once the taxable
 * value is ₹50,000 or more (46(e)). A 400 `{ message, field }` naming the first missing field, as
 * the checkout's other field refusals.
 */
export function requireBuyerDetails(config: AppConfig, input: PaymentOrderRequest, amount: number): void {
  const intraState = input.state_code === requirePayments(config).business.stateCode;
  const [missing] = missingBuyerDetails(input, taxableValueOf(amount, intraState));
  if (missing) throw new DomainError('invalid', missing.message, undefined, { field: missing.field });
}

/** The buyer's details as the payment row keeps them until the invoice copies them. */
export function buyerColumns(input: BuyerInput): BuyerColumns {
  return {
    buyerLegalName: input.legal_name ?? null,
    buyerAddress: input.address ?? null,
    buyerCity: input.city ?? null,
    buyerPincode: input.pincode ?? null,
  };
}

/** Whether an open order names the same buyer: other details make a new order (its invoice prints them). */
export function sameBuyer(open: BuyerColumns, input: BuyerInput): boolean {
  const given = buyerColumns(input);
  return (
    open.buyerLegalName === given.buyerLegalName &&
    open.buyerAddress === given.buyerAddress &&
    open.buyerCity === given.buyerCity &&
    open.buyerPincode === given.buyerPincode
  );
}
