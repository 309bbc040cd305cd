import { createSubscription } from '@client/test/factories.ts';
import { describe, expect, it } from 'vitest';
import { isPayable, payNowLabel, payPath } from './payable.ts';

describe('isPayable', () => {
  it('is true only for a pending subscription with a price, for something still offered', () => {
    expect(isPayable(createSubscription({ status: 'pending', offer_price: 35000 }))).toBe(true);
    for (const status of ['active', 'rejected'] as const) {
      expect(isPayable(createSubscription({ status, offer_price: 35000 })), status).toBe(false);
    }
    expect(isPayable(createSubscription({ status: 'pending', offer_price: 0 }))).toBe(false);
    expect(
      isPayable(
        createSubscription({
          status: 'pending',
          offer_price: 35000,
          resource: { title: 'Financial Literacy', image_path: null, offering_type: 'FREE', exists: true },
        }),
      ),
    ).toBe(false);
    expect(
      isPayable(
        createSubscription({
          status: 'pending',
          offer_price: 35000,
          resource: { title: 'Old Program', image_path: null, offering_type: 'PAID', exists: false },
        }),
      ),
    ).toBe(false);
  });
});

describe('payNowLabel and payPath', () => {
  it('say the price with Indian grouping, and lead to the pay page of the subscription', () => {
    expect(payNowLabel(150000)).toBe('Pay ₹1,50,000 now');
    expect(payNowLabel(4999)).toBe('Pay ₹4,999 now');
    expect(payPath('6f1c2d3e-0000-4000-8000-000000000004')).toBe('/pay/6f1c2d3e-0000-4000-8000-000000000004');
  });
});
