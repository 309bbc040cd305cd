import { describe, expect, it } from 'vitest';
import { type OrderPreviewInput, previewOrder } from './order-preview.ts';

const base: OrderPreviewInput = {
  side: 'buy',
  type: 'market',
  quantity: '10',
  limitPrice: '',
  stopPrice: '',
  lastClose: '100.05',
  brokerage: '20.00',
};

describe('previewOrder', () => {
  it('prices a market buy at the last close: value, brokerage and total in exact paise', () => {
    // 10 × ₹100.05 = ₹1,000.50 (0.1 + 0.2 style floats would drift); + ₹20 = ₹1,020.50.
    expect(previewOrder(base)).toEqual({
      ok: true,
      preview: { pricePaise: 10005, valuePaise: 100050, brokeragePaise: 2000, totalPaise: 102050 },
    });
  });

  it('takes brokerage off a sell, and uses the limit price for limit and stop-limit orders', () => {
    const sell = previewOrder({ ...base, side: 'sell', type: 'limit', limitPrice: '110.1', quantity: '3' });
    expect(sell).toEqual({
      ok: true,
      preview: { pricePaise: 11010, valuePaise: 33030, brokeragePaise: 2000, totalPaise: 31030 },
    });
    const stopLimit = previewOrder({ ...base, type: 'stop_limit', limitPrice: '99.99', stopPrice: '98' });
    expect(stopLimit.ok && stopLimit.preview.pricePaise).toBe(9999);
  });

  it('uses the stop price for a stop order, and a zero brokerage as it is', () => {
    expect(
      previewOrder({ ...base, type: 'stop', stopPrice: '0.07', quantity: '3', brokerage: '0.00' }),
    ).toEqual({
      ok: true,
      preview: { pricePaise: 7, valuePaise: 21, brokeragePaise: 0, totalPaise: 21 },
    });
  });

  it('gives no preview until the quantity and the needed price are whole and valid', () => {
    for (const input of [
      { ...base, quantity: '' },
      { ...base, quantity: '1.5' },
      { ...base, quantity: '0' },
      { ...base, lastClose: null },
      { ...base, type: 'limit' as const, limitPrice: '' },
      { ...base, type: 'limit' as const, limitPrice: '12.345' },
      { ...base, type: 'stop' as const, stopPrice: 'abc' },
    ]) {
      expect(previewOrder(input)).toEqual({ ok: false, reason: 'incomplete' });
    }
  });

  it('refuses to round a value beyond the safe range', () => {
    // ₹1,000 crore × 10,00,000 shares: 10^11 paise × 10^6 is far beyond 2^53.
    expect(previewOrder({ ...base, type: 'limit', limitPrice: '1000000000', quantity: '1000000' })).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });
});
