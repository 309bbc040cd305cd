import { paiseToRupees } from '@contract/money.ts';
import { SIM_REFUSALS } from '@contract/sim-trading.ts';
import { describe, expect, it } from 'vitest';
import {
  type AccountState,
  applyFill,
  averagePrice,
  closesFor,
  drawdownPercent,
  type Fill,
  findPosition,
  markToMarket,
  openAccount,
  preOrderCheck,
  recordEquity,
  squareOffMis,
  startDrawdown,
} from './portfolio.ts';

/** A fill with the defaults of the examples: CNC, ₹20 brokerage. */
const fill = (overrides: Partial<Fill> & Pick<Fill, 'side' | 'quantity' | 'price'>): Fill => ({
  symbol: 'INFY',
  product: 'CNC',
  brokerage: 2000,
  ...overrides,
});

/** applyFill that must succeed. */
function apply(state: AccountState, next: Fill): AccountState {
  const result = applyFill(state, next);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.state;
}

describe('applyFill', () => {
  it('realises exactly 60.00 on buy 10 at 100.00 and sell 10 at 110.00 with ₹20 brokerage', () => {
    const bought = apply(openAccount(1_000_000), fill({ side: 'buy', quantity: 10, price: 10_000 }));
    expect(bought.cash).toBe(1_000_000 - 100_000 - 2000);
    expect(bought.realisedPnl).toBe(-2000);
    const sold = apply(bought, fill({ side: 'sell', quantity: 10, price: 11_000 }));
    expect(sold.realisedPnl).toBe(6000);
    expect(paiseToRupees(sold.realisedPnl)).toBe('60.00');
    expect(sold.cash).toBe(1_006_000);
    expect(sold.positions).toEqual([]);
  });

  it('charges nothing when the brokerage is 0', () => {
    const bought = apply(
      openAccount(100_000),
      fill({ side: 'buy', quantity: 10, price: 10_000, brokerage: 0 }),
    );
    expect(bought).toEqual({
      cash: 0,
      realisedPnl: 0,
      positions: [{ symbol: 'INFY', product: 'CNC', quantity: 10, costBasis: 100_000 }],
    });
  });

  it('refuses a buy that cash cannot cover with its brokerage, and accepts one that it exactly covers', () => {
    const account = openAccount(102_000);
    expect(applyFill(account, fill({ side: 'buy', quantity: 10, price: 10_001 }))).toEqual({
      ok: false,
      code: 'insufficient_cash',
      message: SIM_REFUSALS.insufficient_cash,
    });
    const exact = applyFill(account, fill({ side: 'buy', quantity: 10, price: 10_000 }));
    expect(exact.ok && exact.state.cash).toBe(0);
  });

  it('refuses a CNC sell of a symbol not held (no delivery shorts)', () => {
    const result = applyFill(openAccount(1_000_000), fill({ side: 'sell', quantity: 1, price: 10_000 }));
    expect(result).toEqual({ ok: false, code: 'cnc_short', message: SIM_REFUSALS.cnc_short });
  });

  it('refuses a CNC sell of more shares than held, and does not count MIS shares as holdings', () => {
    let account = apply(openAccount(10_000_000), fill({ side: 'buy', quantity: 5, price: 10_000 }));
    account = apply(account, fill({ side: 'buy', quantity: 5, price: 10_000, product: 'MIS' }));
    const result = applyFill(account, fill({ side: 'sell', quantity: 6, price: 10_000 }));
    expect(result).toMatchObject({ ok: false, code: 'insufficient_holdings' });
  });

  it('lets MIS sell short, blocking price × quantity + brokerage of cash as margin', () => {
    const account = openAccount(102_000);
    const short = applyFill(account, fill({ side: 'sell', quantity: 10, price: 10_000, product: 'MIS' }));
    expect(short).toEqual({
      ok: true,
      realisedPnl: -2000,
      state: {
        cash: 0,
        realisedPnl: -2000,
        positions: [{ symbol: 'INFY', product: 'MIS', quantity: -10, costBasis: 100_000 }],
      },
    });
    const tooBig = applyFill(account, fill({ side: 'sell', quantity: 11, price: 10_000, product: 'MIS' }));
    expect(tooBig).toMatchObject({ ok: false, code: 'insufficient_cash' });
  });

  it('covers a short at a profit: the margin comes back with the difference', () => {
    let account = apply(
      openAccount(1_000_000),
      fill({ side: 'sell', quantity: 10, price: 10_000, product: 'MIS' }),
    );
    account = apply(account, fill({ side: 'buy', quantity: 10, price: 9_000, product: 'MIS' }));
    expect(account).toEqual({ cash: 1_006_000, realisedPnl: 6000, positions: [] });
  });

  it('never refuses closing a losing short for cash, even when cash goes below zero', () => {
    let account = apply(
      openAccount(102_000),
      fill({ side: 'sell', quantity: 10, price: 10_000, product: 'MIS' }),
    );
    const cover = applyFill(account, fill({ side: 'buy', quantity: 10, price: 25_000, product: 'MIS' }));
    expect(cover.ok).toBe(true);
    account = cover.ok ? cover.state : account;
    // Cash 0 + margin 1000.00 − loss 1500.00 − brokerage 20.00.
    expect(account).toEqual({ cash: -52_000, realisedPnl: -154_000, positions: [] });
  });

  it('flips an MIS long into a short in one order, checking cash for the new short', () => {
    let account = apply(
      openAccount(1_000_000),
      fill({ side: 'buy', quantity: 10, price: 10_000, product: 'MIS' }),
    );
    account = apply(account, fill({ side: 'sell', quantity: 15, price: 11_000, product: 'MIS' }));
    expect(account.positions).toEqual([{ symbol: 'INFY', product: 'MIS', quantity: -5, costBasis: 55_000 }]);
    expect(account.realisedPnl).toBe(-2000 + 10_000 - 2000);
    // 10,000.00 − 1,000.20 + 1,100.00 (sold long) − 550.00 (margin) − 20.00.
    expect(account.cash).toBe(1_000_000 - 102_000 + 110_000 - 55_000 - 2000);
  });

  it('allocates cost basis on partial closes round half up, and a full close realises exactly', () => {
    // 3 shares bought for 100.00 in all: 33.33 a share, with a paisa left over.
    let account = apply(
      openAccount(1_000_000),
      fill({ side: 'buy', quantity: 3, price: 3_333, brokerage: 0 }),
    );
    account = apply(account, fill({ side: 'buy', quantity: 1, price: 1, brokerage: 0 }));
    // Basis 99.99 + 0.01 = 100.00 for 4 shares; sell 1: 100.00 × 1 / 4 = 25.00 exactly.
    expect(findPosition(account, 'INFY', 'CNC')).toMatchObject({ quantity: 4, costBasis: 10_000 });
    account = apply(account, fill({ side: 'sell', quantity: 3, price: 3_000, brokerage: 0 }));
    // 100.00 × 3 / 4 = 75.00 released.
    expect(findPosition(account, 'INFY', 'CNC')).toMatchObject({ quantity: 1, costBasis: 2_500 });
    expect(account.realisedPnl).toBe(9_000 - 7_500);
    account = apply(account, fill({ side: 'sell', quantity: 1, price: 2_500, brokerage: 0 }));
    expect(account.realisedPnl).toBe(1_500);
    expect(account.cash).toBe(1_000_000 + 1_500);
  });

  it('rounds a half paisa of basis up when it splits a position in two', () => {
    let account = apply(openAccount(1_000_000), fill({ side: 'buy', quantity: 2, price: 101, brokerage: 0 }));
    account = apply(account, fill({ side: 'buy', quantity: 2, price: 100, brokerage: 0 }));
    // Basis 402 paise for 4 shares; selling 1 releases 100.5 → 101, leaving 301 for 3.
    account = apply(account, fill({ side: 'sell', quantity: 1, price: 100, brokerage: 0 }));
    expect(findPosition(account, 'INFY', 'CNC')).toMatchObject({ quantity: 3, costBasis: 301 });
    expect(account.realisedPnl).toBe(-1);
  });

  it('refuses a fill whose amounts pass 2^53 paise instead of rounding them', () => {
    const rich = openAccount(Number.MAX_SAFE_INTEGER);
    const result = applyFill(rich, fill({ side: 'buy', quantity: 2, price: Number.MAX_SAFE_INTEGER }));
    expect(result).toMatchObject({ ok: false, code: 'too_large' });
  });

  it('leaves the state it was given untouched', () => {
    const account = apply(openAccount(1_000_000), fill({ side: 'buy', quantity: 10, price: 10_000 }));
    const copy = structuredClone(account);
    apply(account, fill({ side: 'sell', quantity: 4, price: 12_000 }));
    applyFill(account, fill({ side: 'sell', quantity: 40, price: 12_000 }));
    expect(account).toEqual(copy);
  });

  it('throws on a malformed fill: a zero or fractional quantity, a non-positive price, negative brokerage, an unknown side or product', () => {
    const account = openAccount(1_000_000);
    expect(() => applyFill(account, fill({ side: 'buy', quantity: 0, price: 100 }))).toThrow(RangeError);
    expect(() => applyFill(account, fill({ side: 'buy', quantity: 1.5, price: 100 }))).toThrow(RangeError);
    expect(() => applyFill(account, fill({ side: 'buy', quantity: 1, price: 0 }))).toThrow(RangeError);
    expect(() => applyFill(account, fill({ side: 'buy', quantity: 1, price: 100, brokerage: -1 }))).toThrow(
      RangeError,
    );
    expect(() => applyFill(account, fill({ side: 'buy', quantity: 1, price: 100, symbol: '' }))).toThrow(
      RangeError,
    );
    const hostile = { ...fill({ side: 'buy', quantity: 1, price: 100 }), product: 'NRML' } as unknown as Fill;
    expect(() => applyFill(account, hostile)).toThrow(RangeError);
    const sideways = { ...fill({ side: 'buy', quantity: 1, price: 100 }), side: 'hold' } as unknown as Fill;
    expect(() => applyFill(account, sideways)).toThrow(RangeError);
  });
});

describe('preOrderCheck', () => {
  const account = openAccount(102_000);
  it('previews a market buy at the reference price with its brokerage', () => {
    const check = preOrderCheck(
      account,
      { symbol: 'INFY', side: 'buy', type: 'market', quantity: 10, product: 'CNC', brokerage: 2000 },
      10_000,
    );
    expect(check).toEqual({
      ok: true,
      estimate: { price: 10_000, value: 100_000, brokerage: 2000, cashNeeded: 102_000 },
    });
  });
  it('checks a limit buy at its limit price and refuses one cash cannot cover', () => {
    const check = preOrderCheck(
      account,
      {
        symbol: 'INFY',
        side: 'buy',
        type: 'limit',
        quantity: 10,
        product: 'CNC',
        limitPrice: 10_100,
        brokerage: 2000,
      },
      9_000,
    );
    expect(check).toEqual({ ok: false, code: 'insufficient_cash', message: SIM_REFUSALS.insufficient_cash });
  });
  it('refuses a CNC sell of shares not held before the order is accepted', () => {
    const check = preOrderCheck(
      account,
      {
        symbol: 'INFY',
        side: 'sell',
        type: 'stop',
        quantity: 1,
        product: 'CNC',
        stopPrice: 9_000,
        brokerage: 2000,
      },
      10_000,
    );
    expect(check).toMatchObject({ ok: false, code: 'cnc_short' });
  });
  it('previews a sell of held shares as cash coming back', () => {
    const holding = apply(openAccount(1_000_000), fill({ side: 'buy', quantity: 10, price: 10_000 }));
    const check = preOrderCheck(
      holding,
      { symbol: 'INFY', side: 'sell', type: 'market', quantity: 10, product: 'CNC', brokerage: 2000 },
      11_000,
    );
    expect(check).toMatchObject({ ok: true, estimate: { cashNeeded: -108_000 } });
  });
});

describe('squareOffMis', () => {
  it('closes every MIS position at the close with brokerage, and leaves CNC holdings alone', () => {
    let account = openAccount(10_000_000);
    account = apply(account, fill({ side: 'buy', quantity: 10, price: 10_000 }));
    account = apply(
      account,
      fill({ side: 'buy', quantity: 5, price: 20_000, product: 'MIS', symbol: 'TCS' }),
    );
    account = apply(
      account,
      fill({ side: 'sell', quantity: 4, price: 5_000, product: 'MIS', symbol: 'SBIN' }),
    );
    const { state, fills } = squareOffMis(account, { INFY: 10_500, TCS: 21_000, SBIN: 5_500 }, 2000);
    expect(fills).toEqual([
      { symbol: 'SBIN', side: 'buy', quantity: 4, price: 5_500, product: 'MIS', brokerage: 2000 },
      { symbol: 'TCS', side: 'sell', quantity: 5, price: 21_000, product: 'MIS', brokerage: 2000 },
    ]);
    expect(state.positions).toEqual([{ symbol: 'INFY', product: 'CNC', quantity: 10, costBasis: 100_000 }]);
    // Brokerage: 3 orders + 2 square-offs; TCS +50.00; SBIN −20.00.
    expect(state.realisedPnl).toBe(-5 * 2000 + 5_000 - 2_000);
  });

  it('squares off even when the account cannot pay for it', () => {
    let account = apply(
      openAccount(22_000),
      fill({ side: 'sell', quantity: 2, price: 10_000, product: 'MIS' }),
    );
    account = squareOffMis(account, { INFY: 30_000 }, 2000).state;
    expect(account).toEqual({ cash: -22_000, realisedPnl: -44_000, positions: [] });
  });

  it('throws when a MIS symbol has no closing price, rather than guessing one', () => {
    const account = apply(
      openAccount(1_000_000),
      fill({ side: 'buy', quantity: 1, price: 100, product: 'MIS' }),
    );
    expect(() => squareOffMis(account, {}, 2000)).toThrow(RangeError);
  });
});

describe('markToMarket and averagePrice', () => {
  it('values longs at the close and shorts as margin plus their profit or loss', () => {
    let account = openAccount(1_000_000);
    account = apply(account, fill({ side: 'buy', quantity: 3, price: 3_333, brokerage: 0 }));
    account = apply(
      account,
      fill({ side: 'sell', quantity: 10, price: 5_000, product: 'MIS', symbol: 'SBIN' }),
    );
    const marked = markToMarket(account, { INFY: 3_400, SBIN: 4_900 });
    expect(marked.positions).toEqual([
      {
        symbol: 'INFY',
        product: 'CNC',
        quantity: 3,
        averagePrice: 3_333,
        marketPrice: 3_400,
        unrealisedPnl: 201,
      },
      {
        symbol: 'SBIN',
        product: 'MIS',
        quantity: -10,
        averagePrice: 5_000,
        marketPrice: 4_900,
        unrealisedPnl: 1_000,
      },
    ]);
    // Cash 10,000.00 − 99.99 − 500.00 − 20.00; INFY worth 102.00; SBIN margin 500.00 + 10.00.
    expect(marked.equity).toBe(1_000_000 - 9_999 - 50_000 - 2000 + 10_200 + 51_000);
  });

  it('rounds the average price half up to the paisa', () => {
    expect(averagePrice({ symbol: 'X', product: 'CNC', quantity: 3, costBasis: 10_000 })).toBe(3_333);
    expect(averagePrice({ symbol: 'X', product: 'CNC', quantity: 3, costBasis: 10_001 })).toBe(3_334);
    expect(averagePrice({ symbol: 'X', product: 'CNC', quantity: 2, costBasis: 201 })).toBe(101);
    expect(averagePrice({ symbol: 'X', product: 'MIS', quantity: -2, costBasis: 199 })).toBe(100);
  });

  it('values a symbol with no close at its average entry price, so it shows no gain or loss', () => {
    const positions = [
      { symbol: 'KEPT', product: 'CNC' as const, quantity: 10, costBasis: 100_000 },
      { symbol: 'GONE', product: 'CNC' as const, quantity: 3, costBasis: 10_001 },
      { symbol: 'GONE', product: 'MIS' as const, quantity: -2, costBasis: 199 },
    ];
    const closes = closesFor(positions, (symbol) => (symbol === 'KEPT' ? 12_000 : null));
    expect(closes).toEqual({ KEPT: 12_000, GONE: 3_334 });
    expect(markToMarket({ cash: 0, realisedPnl: 0, positions: positions.slice(0, 2) }, closes)).toMatchObject(
      {
        equity: 120_000 + 10_002,
      },
    );
  });
});

describe('drawdown', () => {
  it('is 0.00 while equity only rises', () => {
    let tracker = startDrawdown(100_000);
    for (const equity of [100_000, 100_500, 120_000]) tracker = recordEquity(tracker, equity);
    expect(drawdownPercent(tracker)).toBe('0.00');
  });

  it('measures the deepest fall from the peak before it, not from the start', () => {
    let tracker = startDrawdown(100_000);
    for (const equity of [90_000, 200_000, 150_000, 180_000, 95_000, 300_000])
      tracker = recordEquity(tracker, equity);
    // 200,000 → 95,000 is 52.5 %; 100,000 → 90,000 only 10 %.
    expect(tracker.deepest).toEqual({ peak: 200_000, trough: 95_000 });
    expect(drawdownPercent(tracker)).toBe('52.50');
  });

  it('compares depth as a fraction of each peak, not in paise', () => {
    let tracker = startDrawdown(1_000);
    tracker = recordEquity(tracker, 500); // 50 % of a small peak
    tracker = recordEquity(tracker, 1_000_000);
    tracker = recordEquity(tracker, 900_000); // 10 %, though far more paise
    expect(drawdownPercent(tracker)).toBe('50.00');
  });

  it('rounds the percentage half up to two decimals', () => {
    expect(drawdownPercent(recordEquity(startDrawdown(30_000), 29_999))).toBe('0.00'); // 0.0033 %
    expect(drawdownPercent(recordEquity(startDrawdown(20_000), 19_999))).toBe('0.01'); // 0.005 %
    expect(drawdownPercent(recordEquity(startDrawdown(3), 1))).toBe('66.67');
  });
});

// ---------------------------------------------------------------------------------------------
// The 1,000-order test: applyFill against a reference kept here in BigInt, in ordinary ledger
// terms (a short sale credits its proceeds; free cash is the ledger less twice the short basis;
// equity is the ledger plus the signed quantity at market), so it shares no code or formula shape
// with portfolio.ts.

/** mulberry32, so a failing sequence can be replayed from its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface ReferenceLot {
  quantity: bigint;
  basis: bigint;
}

class ReferenceBook {
  ledger: bigint;
  realised = 0n;
  lots = new Map<string, ReferenceLot>();

  constructor(capital: bigint) {
    this.ledger = capital;
  }

  shortBasis(): bigint {
    let total = 0n;
    for (const lot of this.lots.values()) if (lot.quantity < 0n) total += lot.basis;
    return total;
  }

  freeCash(): bigint {
    return this.ledger - 2n * this.shortBasis();
  }

  /** Returns the refusal code, or undefined after booking the fill. */
  book(next: Fill): string | undefined {
    const key = `${next.symbol}|${next.product}`;
    const lot = this.lots.get(key) ?? { quantity: 0n, basis: 0n };
    const qty = BigInt(next.quantity);
    const px = BigInt(next.price);
    const fee = BigInt(next.brokerage);
    const signed = next.side === 'buy' ? qty : -qty;
    if (next.product === 'CNC' && next.side === 'sell') {
      if (lot.quantity <= 0n) return 'cnc_short';
      if (qty > lot.quantity) return 'insufficient_holdings';
    }
    let quantity = lot.quantity;
    let basis = lot.basis;
    let realised = -fee;
    let toOpen = qty;
    const opposite = quantity !== 0n && quantity > 0n !== signed > 0n;
    if (opposite) {
      const heldAbs = quantity < 0n ? -quantity : quantity;
      const closing = qty < heldAbs ? qty : heldAbs;
      // Round half up by quotient and remainder.
      const product = basis * closing;
      let share = product / heldAbs;
      if (2n * (product % heldAbs) >= heldAbs) share += 1n;
      realised += quantity > 0n ? px * closing - share : share - px * closing;
      basis -= share;
      quantity += quantity > 0n ? -closing : closing;
      toOpen = qty - closing;
    }
    if (toOpen > 0n) {
      basis += px * toOpen;
      quantity += signed > 0n ? toOpen : -toOpen;
    }
    const before = { ledger: this.ledger, lot: this.lots.get(key) };
    this.ledger += next.side === 'buy' ? -px * qty - fee : px * qty - fee;
    if (quantity === 0n) this.lots.delete(key);
    else this.lots.set(key, { quantity, basis });
    if (toOpen > 0n && this.freeCash() < 0n) {
      this.ledger = before.ledger;
      if (before.lot) this.lots.set(key, before.lot);
      else this.lots.delete(key);
      return 'insufficient_cash';
    }
    this.realised += realised;
    return undefined;
  }

  equity(marks: Record<string, number>): bigint {
    let total = this.ledger;
    for (const [key, lot] of this.lots) total += lot.quantity * BigInt(marks[key.split('|')[0]!]!);
    return total;
  }
}

describe('applyFill over 1,000 random orders', () => {
  it('matches an independent BigInt ledger in cash, realised P&L, positions and equity at every step', () => {
    const random = seededRandom(14_2026);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const symbols = ['INFY', 'TCS', 'SBIN', 'RELIANCE', 'ITC'];
    const capital = 50_000_000; // ₹5,00,000: enough to trade, little enough to be refused at times.
    const marks: Record<string, number> = Object.fromEntries(symbols.map((symbol) => [symbol, 100_000]));
    let state = openAccount(capital);
    const reference = new ReferenceBook(BigInt(capital));
    let tracker = startDrawdown(capital);
    const equities: bigint[] = [BigInt(capital)];
    const counts = { filled: 0, refused: 0, partialCloses: 0, shorts: 0, squareOffs: 0 };

    for (let step = 0; step < 1000; step += 1) {
      const symbol = pick(symbols);
      // Prices wander from the last mark by up to ±5 %, in whole paise, never below ₹1.
      const mark = marks[symbol]!;
      const price = Math.max(100, mark + Math.floor((random() - 0.5) * 0.1 * mark));
      marks[symbol] = price;
      const product = pick(['CNC', 'MIS'] as const);
      const held = findPosition(state, symbol, product)?.quantity ?? 0;
      const side = random() < 0.5 ? 'buy' : 'sell';
      const closing = held !== 0 && held > 0 !== (side === 'buy');
      const quantity =
        closing && random() < 0.7
          ? 1 + Math.floor(random() * Math.abs(held)) // a partial (or full) close
          : 1 + Math.floor(random() * 60);
      const next: Fill = { symbol, side, quantity, price, product, brokerage: pick([0, 2000]) };

      const expectedRefusal = reference.book(next);
      const result = applyFill(state, next);
      if (expectedRefusal) {
        expect(result, `step ${step}`).toMatchObject({ ok: false, code: expectedRefusal });
        counts.refused += 1;
      } else {
        expect(result.ok, `step ${step}`).toBe(true);
        if (result.ok) state = result.state;
        counts.filled += 1;
        if (closing && quantity < Math.abs(held)) counts.partialCloses += 1;
        if (product === 'MIS' && side === 'sell' && held <= 0) counts.shorts += 1;
      }

      // Every 50 orders the day ends: MIS positions are squared off at the marks in both books.
      if (step % 50 === 49) {
        const squared = squareOffMis(state, marks, 2000);
        for (const closeFill of squared.fills) expect(reference.book(closeFill)).toBeUndefined();
        state = squared.state;
        counts.squareOffs += squared.fills.length;
      }

      expect(BigInt(state.cash), `cash at step ${step}`).toBe(reference.freeCash());
      expect(BigInt(state.realisedPnl), `realised at step ${step}`).toBe(reference.realised);
      const expectedPositions = [...reference.lots]
        .map(([key, lot]) => {
          const [lotSymbol, lotProduct] = key.split('|');
          return {
            symbol: lotSymbol,
            product: lotProduct,
            quantity: Number(lot.quantity),
            costBasis: Number(lot.basis),
          };
        })
        .sort((a, b) => (a.symbol! + a.product! < b.symbol! + b.product! ? -1 : 1));
      expect(state.positions, `positions at step ${step}`).toEqual(expectedPositions);
      const equity = markToMarket(state, marks).equity;
      expect(BigInt(equity), `equity at step ${step}`).toBe(reference.equity(marks));
      tracker = recordEquity(tracker, equity);
      equities.push(BigInt(equity));
    }

    // The reference drawdown: the deepest (peak − e) / peak over the series, compared as fractions.
    let peak = equities[0]!;
    let deepest: [bigint, bigint] = [0n, 1n];
    for (const equity of equities) {
      if (equity > peak) peak = equity;
      if ((peak - equity) * deepest[1] > deepest[0] * peak) deepest = [peak - equity, peak];
    }
    const basisPoints = (deepest[0] * 20_000n + deepest[1]) / (2n * deepest[1]);
    expect(drawdownPercent(tracker)).toBe(
      `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`,
    );

    // The sequence must exercise what it claims to.
    expect(counts.filled).toBeGreaterThan(500);
    expect(counts.refused).toBeGreaterThan(10);
    expect(counts.partialCloses).toBeGreaterThan(50);
    expect(counts.shorts).toBeGreaterThan(20);
    expect(counts.squareOffs).toBeGreaterThan(10);
  });
});
