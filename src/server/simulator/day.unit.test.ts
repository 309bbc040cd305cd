import { SIM_ORDER_SIDES, SIM_REFUSALS } from '@contract/sim-trading.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChallengeDay, type ChallengeRules, evaluateChallenge } from './challenge.ts';
import {
  type AccountAtOpen,
  type DatedBar,
  type OpenOrder,
  positionChanges,
  type SimulatedDay,
  simulateDay,
} from './day.ts';
import { markToMarket, type Position, recordEquity, startDrawdown } from './portfolio.ts';

const DAY = '2024-03-05';
const EARLIER = '2024-03-04';
const BROKERAGE = 2000;

const bar = (open: number, high: number, low: number, close: number, date = DAY): DatedBar => ({
  date,
  open,
  high,
  low,
  close,
});

/** A replay account at the open with `cash` paise and the given positions. */
function replay(cash: number, positions: Position[] = []): AccountAtOpen {
  return {
    book: { cash, realisedPnl: 0, positions },
    tradingDays: 0,
    drawdown: startDrawdown(1_000_000),
    challenge: null,
  };
}

let orderNumber = 0;
/** An open order with the defaults of the examples: a CNC DAY market buy of 10 INFY. */
function order(overrides: Partial<OpenOrder> = {}): OpenOrder {
  orderNumber += 1;
  return {
    id: `order-${orderNumber}`,
    symbol: 'INFY',
    side: 'buy',
    type: 'market',
    product: 'CNC',
    validity: 'DAY',
    quantity: 10,
    limitPrice: null,
    stopPrice: null,
    triggered: false,
    ...overrides,
  };
}

const day = (account: AccountAtOpen, orders: OpenOrder[], bars: Record<string, DatedBar>) =>
  simulateDay(account, orders, new Map(Object.entries(bars)), { date: DAY, brokerage: BROKERAGE });

describe('simulateDay: a named day’s orders', () => {
  it('fills a CNC market buy at the open, charges brokerage and values the shares at the close', () => {
    const buy = order();
    const result = day(replay(1_000_000), [buy], { INFY: bar(10_000, 11_000, 9_500, 10_500) });
    expect(result.orderOutcomes).toEqual([
      {
        id: buy.id,
        status: 'filled',
        triggered: false,
        fillPrice: 10_000,
        brokerage: BROKERAGE,
        realisedPnl: -BROKERAGE,
        reason: null,
      },
    ]);
    expect(result.book).toEqual({
      cash: 1_000_000 - 100_000 - BROKERAGE,
      realisedPnl: -BROKERAGE,
      positions: [{ symbol: 'INFY', product: 'CNC', quantity: 10, costBasis: 100_000 }],
    });
    expect(result.equity).toBe(1_000_000 - 100_000 - BROKERAGE + 105_000);
    expect(result).toMatchObject({ traded: true, tradingDays: 1, filled: 1, expired: 0, rejected: 0 });
    expect(result.squareOffs).toEqual([]);
  });

  it('expires a DAY limit the bar did not reach and leaves a GTC one resting, unlisted', () => {
    const dayLimit = order({ type: 'limit', limitPrice: 9_000 });
    const gtcLimit = order({ type: 'limit', limitPrice: 9_000, validity: 'GTC' });
    const result = day(replay(1_000_000), [dayLimit, gtcLimit], { INFY: bar(10_000, 11_000, 9_500, 10_500) });
    expect(result.orderOutcomes).toEqual([
      {
        id: dayLimit.id,
        status: 'expired',
        triggered: false,
        fillPrice: null,
        brokerage: null,
        realisedPnl: null,
        reason: null,
      },
    ]);
    expect(result).toMatchObject({ traded: false, tradingDays: 0, filled: 0, expired: 1, equity: 1_000_000 });
  });

  it('rejects a market buy the gap made too dear, with the reason, and fills the next order on the book left', () => {
    const tooDear = order({ quantity: 100 });
    const affordable = order({ quantity: 5 });
    const result = day(replay(600_000), [tooDear, affordable], { INFY: bar(10_000, 10_000, 10_000, 10_000) });
    expect(result.orderOutcomes.map((outcome) => [outcome.status, outcome.reason])).toEqual([
      ['rejected', SIM_REFUSALS.insufficient_cash],
      ['filled', null],
    ]);
    expect(result).toMatchObject({ filled: 1, rejected: 1 });
    expect(result.book.cash).toBe(600_000 - 50_000 - BROKERAGE);
  });
});

describe('simulateDay: a trade-for-trade day', () => {
  it('rejects an intraday (MIS) order on a BE or BZ bar, with the reason, and still fills a CNC one', () => {
    for (const series of ['BE', 'BZ']) {
      const intraday = order({ product: 'MIS' });
      const delivery = order({ quantity: 5 });
      const result = day(replay(1_000_000), [intraday, delivery], {
        INFY: { ...bar(10_000, 10_000, 10_000, 10_000), series },
      });
      expect(
        result.orderOutcomes.map((outcome) => [outcome.status, outcome.reason]),
        series,
      ).toEqual([
        ['rejected', SIM_REFUSALS.mis_trade_for_trade],
        ['filled', null],
      ]);
      expect(result.book.positions, series).toEqual([
        { symbol: 'INFY', product: 'CNC', quantity: 5, costBasis: 50_000 },
      ]);
    }
  });

  it('fills the same MIS order on an EQ bar', () => {
    const result = day(replay(1_000_000), [order({ product: 'MIS' })], {
      INFY: { ...bar(10_000, 10_000, 10_000, 10_000), series: 'EQ' },
    });
    expect(result.orderOutcomes[0]?.status).toBe('filled');
  });
});

describe('simulateDay: a named day’s close', () => {
  it('squares an MIS short off at the close, realising the fall less two brokerages', () => {
    const short = order({ side: 'sell', product: 'MIS', quantity: 10 });
    const result = day(replay(1_000_000), [short], { INFY: bar(10_000, 10_200, 9_000, 9_500) });
    expect(result.squareOffs).toEqual([
      {
        symbol: 'INFY',
        side: 'buy',
        quantity: 10,
        price: 9_500,
        brokerage: BROKERAGE,
        realisedPnl: 5_000 - BROKERAGE,
      },
    ]);
    expect(result.book).toEqual({
      cash: 1_000_000 + 5_000 - 2 * BROKERAGE,
      realisedPnl: 1_000,
      positions: [],
    });
    expect(result.equity).toBe(result.book.cash);
    expect(result).toMatchObject({ traded: true, tradingDays: 1 });
  });

  it('expires an order whose symbol did not trade that day, and values a holding at its last close', () => {
    const held: Position = { symbol: 'TCS', product: 'CNC', quantity: 2, costBasis: 60_000 };
    const buy = order({ symbol: 'TCS' });
    const result = day(replay(100_000, [held]), [buy], { TCS: bar(31_000, 32_000, 30_000, 31_500, EARLIER) });
    expect(result.orderOutcomes.map((outcome) => outcome.status)).toEqual(['expired']);
    expect(result.book.positions).toEqual([held]);
    expect(result.equity).toBe(100_000 + 2 * 31_500);
  });

  it('keeps a GTC stop-limit whose stop fired without a fill open, now triggered', () => {
    const stopLimit = order({ type: 'stop_limit', validity: 'GTC', stopPrice: 10_500, limitPrice: 10_100 });
    const result = day(replay(1_000_000), [stopLimit], { INFY: bar(10_000, 11_000, 9_500, 10_800) });
    expect(result.orderOutcomes).toEqual([
      {
        id: stopLimit.id,
        status: 'open',
        triggered: true,
        fillPrice: null,
        brokerage: null,
        realisedPnl: null,
        reason: null,
      },
    ]);
    expect(result).toMatchObject({ filled: 0, expired: 0, rejected: 0, traded: false });
  });
});

describe('simulateDay: a named day’s verdict', () => {
  it('fails a challenge on the day its loss passes the daily limit, and passes one that meets the target', () => {
    const rules: ChallengeRules = {
      startingBalance: 1_000_000,
      profitTargetBasisPoints: 1000,
      maxDailyLossBasisPoints: 500,
      maxTotalLossBasisPoints: 1000,
      minTradingDays: 1,
    };
    const held: Position = { symbol: 'INFY', product: 'CNC', quantity: 100, costBasis: 1_000_000 };
    const challenge = (history: ChallengeDay[]): AccountAtOpen => ({
      ...replay(0, [held]),
      challenge: { rules, history },
    });
    const falling = day(challenge([]), [], { INFY: bar(10_000, 10_000, 9_400, 9_400) });
    expect(falling.equity).toBe(940_000);
    expect(falling.verdict).toEqual({ status: 'failed', failedRule: 'max_daily_loss' });

    const exactlyAtTheLimit = day(challenge([]), [], { INFY: bar(10_000, 10_000, 9_500, 9_500) });
    expect(exactlyAtTheLimit.verdict).toEqual({ status: 'active', failedRule: null });

    const rising = day(challenge([{ date: EARLIER, closingEquity: 1_050_000, traded: true }]), [], {
      INFY: bar(11_000, 11_000, 11_000, 11_000),
    });
    expect(rising.verdict).toEqual({ status: 'passed', failedRule: null });

    const notEnoughDays = day(challenge([{ date: EARLIER, closingEquity: 1_050_000, traded: false }]), [], {
      INFY: bar(11_000, 11_000, 11_000, 11_000),
    });
    expect(notEnoughDays.verdict).toEqual({ status: 'active', failedRule: null });
  });

  it('never judges a replay, whatever it loses', () => {
    const held: Position = { symbol: 'INFY', product: 'CNC', quantity: 100, costBasis: 1_000_000 };
    const result = day(replay(0, [held]), [], { INFY: bar(100, 100, 100, 100) });
    expect(result.verdict).toEqual({ status: 'active', failedRule: null });
    expect(result.drawdown.deepest).toEqual({ peak: 1_000_000, trough: 10_000 });
  });
});

describe('positionChanges', () => {
  it('lists the positions closed and those new or changed, not those the day left alone', () => {
    const kept: Position = { symbol: 'INFY', product: 'CNC', quantity: 5, costBasis: 50_000 };
    const gone: Position = { symbol: 'SBIN', product: 'CNC', quantity: 1, costBasis: 600 };
    const before: Position = { symbol: 'TCS', product: 'CNC', quantity: 2, costBasis: 60_000 };
    const after: Position = { ...before, quantity: 3, costBasis: 90_000 };
    const opened: Position = { symbol: 'TCS', product: 'MIS', quantity: -1, costBasis: 30_000 };
    expect(positionChanges([kept, gone, before], [kept, after, opened])).toEqual({
      closed: [gone],
      changed: [after, opened],
    });
  });
});

// Random days: three symbols, prices in a narrow band so that orders often meet the bars, and cash
// from nothing to plenty so that some fills are refused.
const SYMBOLS = ['INFY', 'SBIN', 'TCS'] as const;
const price = fc.integer({ min: 1_000, max: 3_000 });

const arbitraryBar: fc.Arbitrary<DatedBar> = fc
  .record({
    prices: fc.array(price, { minLength: 4, maxLength: 4 }),
    date: fc.constantFrom(DAY, DAY, EARLIER),
  })
  .map(({ prices, date }) => {
    const [low, a, b, high] = [...prices].sort((x, y) => x - y) as [number, number, number, number];
    return prices[0]! % 2 === 0 ? bar(a, high, low, b, date) : bar(b, high, low, a, date);
  });

/** Each symbol's latest bar, or none for a symbol never traded. */
const arbitraryBars = fc
  .tuple(...SYMBOLS.map(() => fc.option(arbitraryBar, { nil: undefined })))
  .map(
    (bars) =>
      new Map(
        SYMBOLS.flatMap((symbol, i) =>
          bars[i] === undefined ? [] : [[symbol, bars[i]] as [string, DatedBar]],
        ),
      ),
  );

/** Positions only in symbols with a bar (a holding always has a last close), sorted as the book keeps them. */
const arbitraryPositions = (bars: ReadonlyMap<string, DatedBar>): fc.Arbitrary<Position[]> =>
  fc
    .tuple(
      ...SYMBOLS.map((symbol) =>
        fc.record({
          cnc: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
          mis: fc.option(
            fc.integer({ min: -200, max: 200 }).filter((quantity) => quantity !== 0),
            { nil: undefined },
          ),
          entry: price,
          symbol: fc.constant(symbol),
        }),
      ),
    )
    .map((held) =>
      held
        .filter(({ symbol }) => bars.has(symbol))
        .flatMap(({ symbol, cnc, mis, entry }) => [
          ...(cnc === undefined
            ? []
            : [{ symbol, product: 'CNC' as const, quantity: cnc, costBasis: cnc * entry }]),
          ...(mis === undefined
            ? []
            : [{ symbol, product: 'MIS' as const, quantity: mis, costBasis: Math.abs(mis) * entry }]),
        ]),
    );

const arbitraryOrders: fc.Arbitrary<OpenOrder[]> = fc
  .array(
    fc.record({
      symbol: fc.constantFrom(...SYMBOLS),
      side: fc.constantFrom(...SIM_ORDER_SIDES),
      kind: fc.constantFrom('market', 'limit', 'stop', 'stop_limit', 'stop_limit_triggered'),
      product: fc.constantFrom('CNC' as const, 'MIS' as const),
      validity: fc.constantFrom('DAY' as const, 'GTC' as const),
      quantity: fc.integer({ min: 1, max: 200 }),
      limit: price,
      stop: price,
    }),
    { maxLength: 12 },
  )
  .map((drawn) =>
    drawn.map(({ kind, limit, stop, ...rest }, i): OpenOrder => {
      const type = kind === 'stop_limit_triggered' ? 'stop_limit' : kind;
      return {
        ...rest,
        id: `order-${i}`,
        type,
        limitPrice: type === 'limit' || type === 'stop_limit' ? limit : null,
        stopPrice: type === 'stop' || type === 'stop_limit' ? stop : null,
        triggered: kind === 'stop_limit_triggered',
      };
    }),
  );

const arbitraryRules: fc.Arbitrary<ChallengeRules> = fc.record({
  startingBalance: fc.integer({ min: 100_000, max: 1_000_000 }),
  profitTargetBasisPoints: fc.integer({ min: 1, max: 3000 }),
  maxDailyLossBasisPoints: fc.integer({ min: 1, max: 3000 }),
  maxTotalLossBasisPoints: fc.integer({ min: 1, max: 5000 }),
  minTradingDays: fc.integer({ min: 0, max: 4 }),
});

/** A challenge still active after its history (as every account a step loads is). */
const arbitraryChallenge = arbitraryRules
  .chain((rules) =>
    fc.record({
      rules: fc.constant(rules),
      history: fc.array(
        fc.record({
          date: fc.constant(EARLIER),
          closingEquity: fc.integer({
            min: Math.floor(rules.startingBalance / 2),
            max: rules.startingBalance * 2,
          }),
          traded: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
    }),
  )
  .filter(({ rules, history }) => evaluateChallenge(rules, history) === 'active');

interface RandomDay {
  account: AccountAtOpen;
  orders: OpenOrder[];
  bars: Map<string, DatedBar>;
  brokerage: number;
}

const arbitraryDay: fc.Arbitrary<RandomDay> = arbitraryBars.chain((bars) =>
  fc.record({
    account: fc.record({
      book: fc.record({
        cash: fc.integer({ min: 0, max: 800_000 }),
        realisedPnl: fc.integer({ min: -100_000, max: 100_000 }),
        positions: arbitraryPositions(bars),
      }),
      tradingDays: fc.integer({ min: 0, max: 10 }),
      drawdown: fc
        .array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 5 })
        .map(([first, ...rest]) => rest.reduce(recordEquity, startDrawdown(first!))),
      challenge: fc.option(arbitraryChallenge, { nil: null }),
    }),
    orders: arbitraryOrders,
    bars: fc.constant(bars),
    brokerage: fc.oneof(fc.constant(0), fc.constant(2000), fc.integer({ min: 1, max: 5000 })),
  }),
);

const simulate = ({ account, orders, bars, brokerage }: RandomDay): SimulatedDay =>
  simulateDay(account, orders, bars, { date: DAY, brokerage });

const closesOf = (bars: ReadonlyMap<string, DatedBar>) =>
  Object.fromEntries([...bars].map(([symbol, { close }]) => [symbol, close]));

const RUNS = { numRuns: 2_000 };

describe('simulateDay: the book over random days', () => {
  it('moves equity only by what each fill made against the close, less brokerage per executed order', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        const closes = closesOf(random.bars);
        const byId = new Map(random.orders.map((open) => [open.id, open]));
        let expected = BigInt(markToMarket(random.account.book, closes).equity);
        for (const outcome of result.orderOutcomes) {
          if (outcome.status !== 'filled') continue;
          const filled = byId.get(outcome.id)!;
          const signed = BigInt(filled.side === 'buy' ? filled.quantity : -filled.quantity);
          expected += signed * BigInt(closes[filled.symbol]! - outcome.fillPrice!) - BigInt(random.brokerage);
        }
        expected -= BigInt(random.brokerage * result.squareOffs.length);
        expect(BigInt(result.equity)).toBe(expected);
        expect(result.equity).toBe(markToMarket(result.book, closes).equity);
      }),
      RUNS,
    );
  });

  it('fills only on the day’s own bar, inside its low–high range, and squares off at the close', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        const byId = new Map(random.orders.map((open) => [open.id, open]));
        for (const outcome of result.orderOutcomes) {
          if (outcome.status !== 'filled') continue;
          const dayBar = random.bars.get(byId.get(outcome.id)!.symbol);
          expect(dayBar?.date).toBe(DAY);
          expect(outcome.fillPrice).toBeGreaterThanOrEqual(dayBar!.low);
          expect(outcome.fillPrice).toBeLessThanOrEqual(dayBar!.high);
        }
        for (const fill of result.squareOffs) expect(fill.price).toBe(random.bars.get(fill.symbol)!.close);
      }),
      RUNS,
    );
  });

  it('never sells more delivery (CNC) shares than are held at that moment', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        const held = new Map<string, number>();
        for (const position of random.account.book.positions) {
          if (position.product === 'CNC') held.set(position.symbol, position.quantity);
        }
        const outcomes = new Map(result.orderOutcomes.map((outcome) => [outcome.id, outcome]));
        for (const open of random.orders) {
          if (open.product !== 'CNC' || outcomes.get(open.id)?.status !== 'filled') continue;
          const before = held.get(open.symbol) ?? 0;
          if (open.side === 'sell') expect(open.quantity).toBeLessThanOrEqual(before);
          held.set(open.symbol, before + (open.side === 'buy' ? open.quantity : -open.quantity));
        }
        const cncAtClose = result.book.positions.filter((position) => position.product === 'CNC');
        for (const position of cncAtClose) expect(position.quantity).toBe(held.get(position.symbol));
        expect(cncAtClose.length).toBe([...held.values()].filter((quantity) => quantity !== 0).length);
      }),
      RUNS,
    );
  });

  it('leaves no intraday (MIS) position open at the close', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        expect(result.book.positions.filter((position) => position.product === 'MIS')).toEqual([]);
        expect(result.book.positions.every((position) => position.quantity !== 0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('simulateDay: the orders over random days', () => {
  it('accounts for every order: DAY orders never stay open, counts match the outcomes, placement order kept', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        const count = (status: string) =>
          result.orderOutcomes.filter((outcome) => outcome.status === status).length;
        expect([result.filled, result.expired, result.rejected]).toEqual([
          count('filled'),
          count('expired'),
          count('rejected'),
        ]);
        const listed = result.orderOutcomes.map((outcome) => outcome.id);
        expect(listed).toEqual(random.orders.map((open) => open.id).filter((id) => listed.includes(id)));
        for (const open of random.orders.filter((candidate) => candidate.validity === 'DAY')) {
          expect(result.orderOutcomes.find((outcome) => outcome.id === open.id)?.status).not.toBe('open');
        }
        expect(result.traded).toBe(result.filled > 0);
        expect(result.tradingDays).toBe(random.account.tradingDays + (result.traded ? 1 : 0));
      }),
      RUNS,
    );
  });
});

describe('simulateDay: the verdict over random days', () => {
  it('fails a challenge on a day that breaks a loss limit, and passes one only on target with the trading days', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const result = simulate(random);
        const challenge = random.account.challenge;
        if (challenge === null) {
          expect(result.verdict).toEqual({ status: 'active', failedRule: null });
          return;
        }
        const start = BigInt(challenge.rules.startingBalance);
        const previous = BigInt(challenge.history.at(-1)?.closingEquity ?? challenge.rules.startingBalance);
        const close = BigInt(result.equity);
        const dailyBreach =
          (previous - close) * 10_000n > start * BigInt(challenge.rules.maxDailyLossBasisPoints);
        const totalBreach =
          (start - close) * 10_000n > start * BigInt(challenge.rules.maxTotalLossBasisPoints);
        if (dailyBreach) expect(result.verdict).toEqual({ status: 'failed', failedRule: 'max_daily_loss' });
        else if (totalBreach)
          expect(result.verdict).toEqual({ status: 'failed', failedRule: 'max_total_loss' });
        else expect(result.verdict.status).not.toBe('failed');
        if (result.verdict.status === 'passed') {
          const tradingDays =
            challenge.history.filter((step) => step.traded).length + (result.traded ? 1 : 0);
          expect((close - start) * 10_000n).toBeGreaterThanOrEqual(
            start * BigInt(challenge.rules.profitTargetBasisPoints),
          );
          expect(tradingDays).toBeGreaterThanOrEqual(challenge.rules.minTradingDays);
        }
      }),
      RUNS,
    );
  });

  it('still fails a day under stricter loss limits when it fails under looser ones', () => {
    fc.assert(
      fc.property(
        arbitraryDay.filter((random) => random.account.challenge !== null),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 5000 }),
        (random, tighterDaily, tighterTotal) => {
          const challenge = random.account.challenge!;
          const stricter: ChallengeRules = {
            ...challenge.rules,
            maxDailyLossBasisPoints: Math.max(1, challenge.rules.maxDailyLossBasisPoints - tighterDaily),
            maxTotalLossBasisPoints: Math.max(1, challenge.rules.maxTotalLossBasisPoints - tighterTotal),
          };
          const loose = simulate(random);
          const strict = simulate({
            ...random,
            account: { ...random.account, challenge: { ...challenge, rules: stricter } },
          });
          if (loose.verdict.status === 'failed') expect(strict.verdict.status).toBe('failed');
          if (strict.verdict.status === 'passed') expect(loose.verdict.status).toBe('passed');
        },
      ),
      RUNS,
    );
  });
});

describe('simulateDay: a pure function', () => {
  it('gives equal outputs for equal inputs, and changes none of them', () => {
    fc.assert(
      fc.property(arbitraryDay, (random) => {
        const copy = structuredClone(random);
        const first = simulate(random);
        expect(random).toEqual(copy);
        expect(simulate(copy)).toEqual(first);
      }),
      RUNS,
    );
  });
});
