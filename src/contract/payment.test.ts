import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  buyerDetailsNeeded,
  checkoutFormSchema,
  missingBuyerDetails,
  PaymentOrderInputSchema,
} from './payment.ts';

const ORDER = { subscription_id: '6f1c2d3e-0000-4000-8000-000000000004', state_code: '29' };
const BUSINESS = {
  gstin: '29AAGCA1234B1Z8',
  legal_name: 'Acme Traders Private Limited',
  address: '14, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  pincode: '560038',
};

describe("the buyer's details a tax invoice needs (CGST Rule 46)", () => {
  it('asks a buyer with a GSTIN for the legal name and address, whatever the price', () => {
    expect(buyerDetailsNeeded(true, 100)).toEqual({ legalName: true, address: true });
    expect(buyerDetailsNeeded(true, null)).toEqual({ legalName: true, address: true });
  });

  it('asks a buyer without one for the address from ₹50,000.00 taxable, never for a legal name', () => {
    expect(buyerDetailsNeeded(false, null)).toEqual({ legalName: false, address: false });
    expect(buyerDetailsNeeded(false, 4_999_999)).toEqual({ legalName: false, address: false });
    expect(buyerDetailsNeeded(false, 5_000_000)).toEqual({ legalName: false, address: true });
  });

  it('names each missing field with its message, in the order of the form', () => {
    expect(missingBuyerDetails({ gstin: BUSINESS.gstin }, null)).toEqual([
      { field: 'legal_name', message: MESSAGES.payments.legalNameRequired },
      { field: 'address', message: MESSAGES.payments.addressRequired },
      { field: 'city', message: MESSAGES.payments.cityRequired },
      { field: 'pincode', message: MESSAGES.payments.pincodeRequired },
    ]);
    expect(missingBuyerDetails({ address: 'Flat 3, Jubilee Hills' }, 5_000_000)).toEqual([
      { field: 'city', message: MESSAGES.payments.cityRequired },
      { field: 'pincode', message: MESSAGES.payments.pincodeRequired },
    ]);
    expect(missingBuyerDetails(BUSINESS, 10_000_000)).toEqual([]);
  });
});

describe('PaymentOrderInputSchema and the checkout form', () => {
  it('trims the details, drops blank ones and the spaces in a PIN code', () => {
    const parsed = PaymentOrderInputSchema.parse({
      ...ORDER,
      legal_name: '  Acme Traders Private Limited ',
      address: ' 14, 2nd Cross, Indiranagar',
      city: '',
      pincode: '560 038',
    });
    expect(parsed).toEqual({
      ...ORDER,
      legal_name: 'Acme Traders Private Limited',
      address: '14, 2nd Cross, Indiranagar',
      pincode: '560038',
    });
  });

  it('marks under each field what the invoice still needs, by the quoted taxable value', () => {
    const issues = checkoutFormSchema(5_000_000).safeParse({ ...ORDER, address: '14, 2nd Cross' }).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
      [['city'], MESSAGES.payments.cityRequired],
      [['pincode'], MESSAGES.payments.pincodeRequired],
      [['accept_terms'], MESSAGES.legal.acceptTermsRequired],
    ]);
    const agreed = { ...ORDER, accept_terms: true };
    expect(checkoutFormSchema(4_999_999).safeParse(agreed).success).toBe(true);
    expect(checkoutFormSchema(null).safeParse({ ...agreed, ...BUSINESS }).success).toBe(true);
    expect(checkoutFormSchema(null).safeParse({ ...ORDER, ...BUSINESS }).success).toBe(false);
  });
});
