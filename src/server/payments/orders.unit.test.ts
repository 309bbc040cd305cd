import { describe, expect, it } from 'vitest';
import { sameTerms } from './orders.ts';

const noBuyer = { buyerLegalName: null, buyerAddress: null, buyerCity: null, buyerPincode: null };
const open = { amount: 675_000, couponId: 'c1', stateCode: '36', gstin: null, ...noBuyer };
const input = { state_code: '36', gstin: undefined };
const price = { amount: 675_000, couponId: 'c1' };

describe('sameTerms', () => {
  it('gives the open order back when the amount, coupon, state and GSTIN are all the same', () => {
    expect(sameTerms(open, input, price)).toBe(true);
    const business = { ...open, gstin: '36AABCF1234A1ZF' };
    expect(sameTerms(business, { state_code: '36', gstin: '36AABCF1234A1ZF' }, price)).toBe(true);
  });

  it('asks for a new order when any one of the terms changed', () => {
    expect(sameTerms(open, input, { ...price, amount: 674_999 })).toBe(false);
    expect(sameTerms(open, input, { ...price, couponId: null })).toBe(false);
    expect(sameTerms(open, { ...input, state_code: '27' }, price)).toBe(false);
    expect(sameTerms(open, { ...input, gstin: '36AABCF1234A1ZF' }, price)).toBe(false);
    expect(sameTerms({ ...open, gstin: '36AABCF1234A1ZF' }, input, price)).toBe(false);
  });

  it("asks for a new order when the buyer's details for the invoice changed, and not when they are the same", () => {
    const business = {
      ...open,
      gstin: '36AABCF1234A1ZF',
      buyerLegalName: 'Acme Traders LLP',
      buyerAddress: '12 MG Road',
      buyerCity: 'Hyderabad',
      buyerPincode: '500001',
    };
    const given = {
      state_code: '36',
      gstin: '36AABCF1234A1ZF',
      legal_name: 'Acme Traders LLP',
      address: '12 MG Road',
      city: 'Hyderabad',
      pincode: '500001',
    };
    expect(sameTerms(business, given, price)).toBe(true);
    expect(sameTerms(business, { ...given, address: '14 MG Road' }, price)).toBe(false);
    expect(sameTerms(business, { ...given, legal_name: 'Acme Traders' }, price)).toBe(false);
    expect(sameTerms(business, { ...given, pincode: '500002' }, price)).toBe(false);
    expect(sameTerms(open, { ...input, address: '12 MG Road' }, price)).toBe(false);
  });
});
