import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees } from '@contract/money.ts';
import type { SimOrderInput } from '@contract/sim-account.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketBars, marketInstruments } from '../db/schema.ts';
import { buildTestApp } from '../test/harness.ts';
import { flat, seedBars, simClient, simLearner } from '../test/sim-factories.ts';
import { addDays } from './market-dates.ts';

// 2026-07-01 00:10 IST: with the default 30-day lag the last visible date is 2026-06-01.
const NOW = new Date('2026-06-30T18:40:00Z');
const CUTOFF = '2026-06-01';
const { app, db } = await buildTestApp({}, { now: () => NOW });

/** A small seeded generator (xorshift32), so a failure can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
  return {
    /** A whole number from ⌈min⌉ to ⌊max⌋. */
    int: (min: number, max: number) => {
      const low = Math.ceil(min);
      return low + Math.floor(next() * (Math.floor(max) - low + 1));
    },
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/**
 * The reference book, written for this test alone in BigInt paise: an ordinary cash ledger
 * (every buy pays price × quantity, every sell receives it, every executed order pays brokerage)
 * and, per symbol and product, an average-cost position whose partial closes release the cost
 * rounded half up (the rule ADR 034 states).
 */
class ReferenceBook {
  ledgerCash: bigint;
  realised = 0n;
  readonly positions = new Map<string, { quantity: bigint; cost: bigint }>();

  constructor(capital: bigint) {
    this.ledgerCash = capital;
  }

  held(symbol: string, product: string): bigint {
    return this.positions.get(`${symbol}/${product}`)?.quantity ?? 0n;
  }

  execute(
    symbol: string,
    product: string,
    side: 'buy' | 'sell',
    quantity: bigint,
    price: bigint,
    fee: bigint,
  ) {
    const key = `${symbol}/${product}`;
    const position = this.positions.get(key) ?? { quantity: 0n, cost: 0n };
    this.ledgerCash += (side === 'buy' ? -1n : 1n) * price * quantity - fee;
    this.realised -= fee;
    let remaining = quantity;
    const direction = side === 'buy' ? 1n : -1n;
    if (position.quantity !== 0n && position.quantity > 0n !== direction > 0n) {
      const size = position.quantity < 0n ? -position.quantity : position.quantity;
      const closing = remaining < size ? remaining : size;
      const released = (2n * position.cost * closing + size) / (2n * size);
      const value = price * closing;
      this.realised += position.quantity > 0n ? value - released : released - value;
      position.cost -= released;
      position.quantity += direction * closing;
      remaining -= closing;
    }
    if (remaining > 0n) {
      position.cost += price * remaining;
      position.quantity += direction * remaining;
    }
    if (position.quantity === 0n) this.positions.delete(key);
    else this.positions.set(key, position);
  }
}

type Bar = { open: bigint; high: bigint; low: bigint; close: bigint };
type ModelOrder = {
  id: string;
  symbol: string;
  product: 'CNC' | 'MIS';
  side: 'buy' | 'sell';
  quantity: bigint;
  limit: bigint | null;
  validity: 'DAY' | 'GTC';
};

/** The table of docs/product.md §14.4 for market and limit orders, restated here. */
function referenceFill(order: ModelOrder, bar: Bar): bigint | null {
  if (order.limit === null) return bar.open;
  if (order.side === 'buy') {
    if (bar.open <= order.limit) return bar.open;
    return bar.low <= order.limit ? order.limit : null;
  }
  if (bar.open >= order.limit) return bar.open;
  return bar.high >= order.limit ? order.limit : null;
}

describe('P&L over a random sequence of 1,000 orders', () => {
  it('matches a reference book to the paisa after every step', async () => {
    const seed = Number(process.env.SIM_PNL_SEED ?? Date.now() % 2 ** 31);
    const random = generator(seed);
    const context = `seed ${seed} (SIM_PNL_SEED)`;
    const symbols = ['AAA', 'BBB', 'CCC'];
    const days = Array.from({ length: 130 }, (_, i) => addDays('2026-01-01', i));
    const bars = new Map<string, Bar>();
    const rows: {
      symbol: string;
      date: string;
      open: number;
      high: number;
      low: number;
      close: number;
      volume: number;
    }[] = [];
    for (const symbol of symbols) {
      let close = random.int(5_000, 50_000);
      for (const date of days) {
        const open = Math.max(100, close + random.int(-close / 50, close / 50));
        close = Math.max(100, open + random.int(-open / 25, open / 25));
        const high = Math.max(open, close) + random.int(0, 300);
        const low = Math.max(1, Math.min(open, close) - random.int(0, 300));
        bars.set(`${symbol}/${date}`, {
          open: BigInt(open),
          high: BigInt(high),
          low: BigInt(low),
          close: BigInt(close),
        });
        rows.push({ symbol, date, open, high, low, close, volume: 1000 });
      }
    }
    await db.insert(marketInstruments).values(symbols.map((symbol) => ({ symbol, isin: null, name: null })));
    for (let i = 0; i < rows.length; i += 1000) await db.insert(marketBars).values(rows.slice(i, i + 1000));

    const brokerage = BigInt(random.pick([0, 2000, 1550]));
    const { headers } = await simLearner(app, db, { brokerage: Number(brokerage) });
    const client = simClient(app, headers);
    const capital = 1_000_000_000n; // ₹1,00,00,000: the random buys never run out of cash.
    const account = await client.createReplay(days[0]!, { capital: paiseToRupees(Number(capital)) });
    const book = new ReferenceBook(capital);
    let open: ModelOrder[] = [];
    let placed = 0;
    let dayIndex = 0;

    while (placed < 1000) {
      const simDate = days[dayIndex]!;
      const batch = Math.min(1000 - placed, random.int(4, 14));
      for (let i = 0; i < batch; i += 1) {
        const symbol = random.pick(symbols);
        const product = random.chance(0.6) ? 'CNC' : 'MIS';
        const quantity = BigInt(random.int(1, 50));
        const reference = bars.get(`${symbol}/${simDate}`)!.close;
        // A CNC sell only of shares held and not promised to an open CNC sell already.
        const promised = open
          .filter((o) => o.symbol === symbol && o.product === 'CNC' && o.side === 'sell')
          .reduce((sum, o) => sum + o.quantity, 0n);
        const canSell = product === 'MIS' || book.held(symbol, 'CNC') - promised >= quantity;
        const side = canSell && random.chance(0.5) ? 'sell' : 'buy';
        const limit = random.chance(0.4)
          ? reference + BigInt(random.int(-Number(reference) / 30, Number(reference) / 30))
          : null;
        const validity = limit !== null && random.chance(0.3) ? 'GTC' : 'DAY';
        const input: Omit<SimOrderInput, 'account_id'> = {
          symbol,
          side,
          quantity: Number(quantity),
          product,
          validity,
          ...(limit === null
            ? { type: 'market' }
            : { type: 'limit', limit_price: paiseToRupees(Number(limit)) }),
        };
        const order = await client.order(account._id, input);
        open.push({ id: order._id, symbol, product, side, quantity, limit, validity });
        placed += 1;
      }

      dayIndex += 1;
      const day = days[dayIndex]!;
      let filled = 0;
      let expired = 0;
      const stillOpen: ModelOrder[] = [];
      for (const order of open) {
        const price = referenceFill(order, bars.get(`${order.symbol}/${day}`)!);
        if (price !== null) {
          book.execute(order.symbol, order.product, order.side, order.quantity, price, brokerage);
          filled += 1;
        } else if (order.validity === 'DAY') {
          expired += 1;
        } else {
          stillOpen.push(order);
        }
      }
      open = stillOpen;
      let squared = 0;
      for (const [key, position] of [...book.positions].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const [symbol, product] = key.split('/') as [string, string];
        if (product !== 'MIS') continue;
        const close = bars.get(`${symbol}/${day}`)!.close;
        const side = position.quantity > 0n ? 'sell' : 'buy';
        const size = position.quantity > 0n ? position.quantity : -position.quantity;
        book.execute(symbol, 'MIS', side, size, close, brokerage);
        squared += 1;
      }

      const result = await client.step(account._id);
      expect(result.date, context).toBe(day);
      expect(
        {
          filled: result.filled,
          expired: result.expired,
          rejected: result.rejected,
          squared_off: result.squared_off,
        },
        context,
      ).toEqual({
        filled,
        expired,
        rejected: 0,
        squared_off: squared,
      });
      let equity = book.ledgerCash;
      const positions = [...book.positions]
        .map(([key, position]) => {
          const [symbol, product] = key.split('/') as [string, string];
          const close = bars.get(`${symbol}/${day}`)!.close;
          equity += position.quantity * close;
          return {
            symbol,
            product,
            quantity: Number(position.quantity),
            average_price: paiseToRupees(
              Number((2n * position.cost + position.quantity) / (2n * position.quantity)),
            ),
            market_price: paiseToRupees(Number(close)),
            unrealised_pnl: paiseToRupees(Number(position.quantity * close - position.cost)),
          };
        })
        .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
      expect(
        {
          cash: result.account.cash,
          realised_pnl: result.account.realised_pnl,
          equity: result.account.equity,
          positions: result.account.positions,
        },
        `${context}, ${day}`,
      ).toEqual({
        cash: paiseToRupees(Number(book.ledgerCash)),
        realised_pnl: paiseToRupees(Number(book.realised)),
        equity: paiseToRupees(Number(equity)),
        positions,
      });
    }
    expect(placed).toBe(1000);
  }, 300_000);
});

describe('the lag, with an account', () => {
  it('never returns a bar after the account’s sim_date or the cutoff, over 2,000 random ranges', async () => {
    const seeded = Array.from({ length: 272 }, (_, i) => addDays('2025-12-01', i));
    await seedBars(
      db,
      seeded.map((date) => ({ symbol: 'INFY', date, ...flat('100.00') })),
    );
    const { headers } = await simLearner(app, db);
    const client = simClient(app, headers);
    const early = await client.createReplay('2026-01-15');
    const late = await client.createReplay('2026-05-20');
    // Stepped as far as it goes: it stops at the cutoff, with bars after it in the data.
    const last = await client.createReplay('2026-05-25');
    for (;;) {
      const res = await client.call('POST', `/api/sim/account/${last._id}/step`, {});
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: MESSAGES.simulator.noNextDay });
        break;
      }
      expect(res.json().date <= CUTOFF).toBe(true);
    }
    expect((await client.account(last._id)).sim_date).toBe(CUTOFF);
    const accounts = [
      { id: early._id, simDate: '2026-01-15' },
      { id: late._id, simDate: '2026-05-20' },
      { id: last._id, simDate: CUTOFF },
    ];

    const day = fc.integer({ min: -4000, max: 4000 }).map((offset) => addDays(CUTOFF, offset));
    const near = fc.integer({ min: -200, max: 120 }).map((offset) => addDays(CUTOFF, offset));
    const date = fc.oneof(near, near, day);
    const range = fc.record({
      from: fc.option(date, { nil: undefined }),
      to: fc.option(date, { nil: undefined }),
      account: fc.option(fc.constantFrom(...accounts), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(range, async ({ from, to, account }) => {
        const query = new URLSearchParams();
        if (from) query.set('from', from);
        if (to) query.set('to', to);
        if (account) query.set('account_id', account.id);
        const res = await app.inject({ method: 'GET', url: `/api/sim/bars/INFY?${query}`, headers });
        // The model: the account's sim_date and the cutoff bound what may be seen.
        const upTo = [account?.simDate ?? CUTOFF, CUTOFF].sort()[0]!;
        const end = to ?? upTo;
        const visibleEnd = [end, upTo].sort()[0]!;
        const start = from ?? addDays(visibleEnd, -365);
        if (start > end) {
          expect(res.statusCode).toBe(400);
          return;
        }
        if ((Date.parse(visibleEnd) - Date.parse(start)) / 86_400_000 > 5 * 366) {
          expect(res.statusCode).toBe(400);
          return;
        }
        expect(res.statusCode).toBe(200);
        const dates: string[] = res.json().map((bar: { date: string }) => bar.date);
        for (const returned of dates) expect(returned <= upTo).toBe(true);
        expect(dates).toEqual(seeded.filter((d) => d >= start && d <= visibleEnd));
      }),
      { numRuns: 2_000 },
    );
  }, 400_000);
});
