import { rupeesToPaise } from '@contract/money.ts';
import type { SimOrderSide, SimOrderType } from '@contract/sim-trading.ts';

/** What the order ticket knows when it previews an order. */
export interface OrderPreviewInput {
  side: SimOrderSide;
  type: SimOrderType;
  /** Whole shares, as typed; anything else gives no preview. */
  quantity: string;
  /** Rupee texts as typed ("1234.5"); only the ones the type uses are read. */
  limitPrice: string;
  stopPrice: string;
  /** The last close the learner sees (rupees, from the bars), or null before one is known. */
  lastClose: string | null;
  /** Per executed order, rupees (the account's). */
  brokerage: string;
}

/** The ticket's preview, in whole paise: what the order is worth, its charge, and the total. */
export interface OrderPreview {
  /** The price the estimate uses: the limit, else the stop, else the last close (ADR 034). */
  pricePaise: number;
  valuePaise: number;
  brokeragePaise: number;
  /** A buy costs value + brokerage; a sell brings value − brokerage. */
  totalPaise: number;
}

export type OrderPreviewResult =
  | { ok: true; preview: OrderPreview }
  | { ok: false; reason: 'incomplete' | 'too_large' };

function readPaise(text: string): number | null {
  try {
    const paise = rupeesToPaise(text.trim());
    return paise > 0 ? paise : null;
  } catch {
    return null;
  }
}

/**
 * The order ticket's instant preview, exact in paise: the price is the one `preOrderCheck` uses
 * (limit, else stop, else the last close), the value is price × quantity computed in BigInt (a
 * product can pass 2^53), and a total beyond Number.MAX_SAFE_INTEGER is 'too_large', never rounded.
 */
export function previewOrder(input: OrderPreviewInput): OrderPreviewResult {
  if (!/^\d+$/.test(input.quantity.trim())) return { ok: false, reason: 'incomplete' };
  const quantity = BigInt(input.quantity.trim());
  if (quantity < 1n) return { ok: false, reason: 'incomplete' };
  const priceText =
    input.type === 'limit' || input.type === 'stop_limit'
      ? input.limitPrice
      : input.type === 'stop'
        ? input.stopPrice
        : input.lastClose;
  const pricePaise = priceText === null ? null : readPaise(priceText);
  const brokeragePaise = readPaise(input.brokerage) ?? 0;
  if (pricePaise === null) return { ok: false, reason: 'incomplete' };
  const value = BigInt(pricePaise) * quantity;
  const total = input.side === 'buy' ? value + BigInt(brokeragePaise) : value - BigInt(brokeragePaise);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (value > limit || total > limit) return { ok: false, reason: 'too_large' };
  return {
    ok: true,
    preview: { pricePaise, valuePaise: Number(value), brokeragePaise, totalPaise: Number(total) },
  };
}
