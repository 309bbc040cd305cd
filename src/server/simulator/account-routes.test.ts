import { MESSAGES } from '@contract/messages.ts';
import { SIM_LIMITS, SIM_REFUSALS } from '@contract/sim-trading.ts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { certificates, marketBars, simAccounts, simEquity, simOrders, simPositions } from '../db/schema.ts';
import { adminSession, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import {
  aliasFor,
  flat,
  marketBuy,
  seedBar,
  seedBars,
  simClient,
  simLearner,
} from '../test/sim-factories.ts';
import { addDays } from './market-dates.ts';

// 2026-07-01 00:10 IST: with the default 30-day lag the last visible date is 2026-06-01.
const NOW = new Date('2026-06-30T18:40:00Z');
const CUTOFF = '2026-06-01';
// Challenges here are about the engine, not the disguise: a scale of 2000 shows real prices (ADR 080).
const { app, db } = await buildTestApp({}, { now: () => NOW, blindScale: () => 2000 });

const D0 = '2026-05-04';
const D1 = '2026-05-05';
const D2 = '2026-05-06';
const D3 = '2026-05-07';
const D4 = '2026-05-08';

/** A learner with a replay account starting at D0, on a program with `settings`. */
async function replayAt(start = D0, settings = {}, extra: Record<string, unknown> = {}) {
  const learner = await simLearner(app, db, settings);
  const client = simClient(app, learner.headers);
  const account = await client.createReplay(start, extra);
  return { ...learner, client, account };
}

describe('POST /api/sim/account', () => {
  it('opens a replay on the first trading day on or after the start date, with ₹10,00,000 and the program’s brokerage', async () => {
    await seedBar(db, 'INFY', D1, flat('100.00'));
    await seedBar(db, 'INFY', D2, flat('101.00'));
    const { account, program } = await replayAt('2026-05-02', { brokerage: 1550 });
    expect(account).toMatchObject({
      mode: 'replay',
      status: 'active',
      start_date: D1,
      sim_date: D1,
      latest_date: CUTOFF,
      cash: '1000000.00',
      equity: '1000000.00',
      available_cash: '1000000.00',
      starting_capital: '1000000.00',
      realised_pnl: '0.00',
      max_drawdown_percent: '0.00',
      positions: [],
      brokerage: '15.50',
      program_id: program.id,
      program_title: program.title,
      challenge: null,
      leaderboard_name: null,
    });
  });

  it('takes the capital given, exact to the paisa', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { account } = await replayAt(D0, {}, { capital: '25000.55' });
    expect(account.cash).toBe('25000.55');
    expect(account.starting_capital).toBe('25000.55');
  });

  it('refuses a start date with no trading day up to the cutoff: 400', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', '2026-06-10', flat('100.00'));
    const { headers } = await simLearner(app, db);
    const client = simClient(app, headers);
    for (const start of ['2026-05-05', '2026-06-02', '2027-01-01']) {
      const res = await client.call('POST', '/api/sim/account', { mode: 'replay', start_date: start });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.simulator.startDateOutOfRange });
    }
  });

  it.each([
    ['no mode', {}],
    ['an unknown mode', { mode: 'live' }],
    ['a replay without a start date', { mode: 'replay' }],
    ['an impossible date', { mode: 'replay', start_date: '2026-02-30' }],
    ['capital as a number', { mode: 'replay', start_date: D0, capital: 100000 }],
    ['capital below the minimum', { mode: 'replay', start_date: D0, capital: '9999.99' }],
    ['a start date for a challenge', { mode: 'challenge', start_date: D0 }],
    ['a prize', { mode: 'challenge', prize: '1000' }],
    ['a bad program id', { mode: 'replay', start_date: D0, program_id: 'x' }],
    ['a leaderboard name with a NUL', { mode: 'challenge', leaderboard_name: 'Ni\u0000fty' }],
  ])('refuses %s with 400 { message }', async (_name, body) => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { headers } = await simLearner(app, db);
    const res = await simClient(app, headers).call('POST', '/api/sim/account', body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(typeof res.json().message).toBe('string');
  });

  it('refuses a program the learner is not actively subscribed to, or whose simulator is off: 403', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { headers } = await simLearner(app, db);
    const other = await createProgram(db);
    const res = await simClient(app, headers).call('POST', '/api/sim/account', {
      mode: 'replay',
      start_date: D0,
      program_id: other.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.programNotAvailable });
  });

  it('gives an admin the defaults without a program, and any program by id', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { headers } = await adminSession(app, db);
    const client = simClient(app, headers);
    const own = await client.createReplay(D0);
    expect(own).toMatchObject({ program_id: null, program_title: null, brokerage: '20.00' });
    const program = await createProgram(db);
    const through = await client.createReplay(D0, { program_id: program.id });
    expect(through.program_id).toBe(program.id);
    const missing = await client.call('POST', '/api/sim/account', {
      mode: 'replay',
      start_date: D0,
      program_id: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: MESSAGES.simulator.programNotAvailable });
  });

  it('copies the program’s challenge rules, percent × 100 into basis points', async () => {
    await seedBars(
      db,
      Array.from({ length: 5 }, (_, i) => ({ symbol: 'INFY', date: addDays(D0, i), ...flat('100.00') })),
    );
    const { headers } = await simLearner(app, db, {
      profitTargetPercent: 8,
      maxDailyLossPercent: 4,
      maxTotalLossPercent: 12,
      minTradingDays: 3,
    });
    const account = await simClient(app, headers).createChallenge({ leaderboard_name: '  Nifty Ninja ' });
    expect(account.challenge?.rules).toEqual({
      profit_target_percent: '8.00',
      max_daily_loss_percent: '4.00',
      max_total_loss_percent: '12.00',
      min_trading_days: 3,
    });
    expect(account.challenge).toMatchObject({
      profit_target: '80000.00',
      max_daily_loss: '40000.00',
      max_total_loss: '120000.00',
      trading_days: 0,
    });
    expect(account.leaderboard_name).toBe('Nifty Ninja');
    const [row] = await db.select().from(simAccounts).where(eq(simAccounts.id, account._id));
    expect(row).toMatchObject({
      profitTargetBp: 800,
      maxDailyLossBp: 400,
      maxTotalLossBp: 1200,
      minTradingDays: 3,
    });
  });

  it('draws a challenge’s start among the days that leave 60 trading days to the cutoff, never the last ones', async () => {
    // 80 trading days up to the cutoff (and some after it): starts may fall on the first 20 only.
    const days = Array.from({ length: 100 }, (_, i) => addDays('2026-03-01', i));
    await seedBars(
      db,
      days.map((date) => ({ symbol: 'INFY', date, ...flat('100.00') })),
    );
    const visible = days.filter((d) => d <= CUTOFF);
    const allowed = new Set(visible.slice(0, visible.length - SIM_LIMITS.challengeHeadroomDays));
    const { headers } = await simLearner(app, db);
    const client = simClient(app, headers);
    const starts = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const challenge = await client.createChallenge();
      // A blind challenge shows its start as Day 1; the real day is the account's own.
      expect(challenge.start_date).toBe('Day 1');
      const [row] = await db.select().from(simAccounts).where(eq(simAccounts.id, challenge._id));
      starts.add(row!.startDate);
    }
    for (const start of starts) expect(allowed.has(start)).toBe(true);
    // Random, not fixed: 30 draws among 32 days land on more than one.
    expect(starts.size).toBeGreaterThan(1);
  });

  it('starts a challenge on the first day when the data holds fewer days than the headroom', async () => {
    await seedBars(
      db,
      Array.from({ length: 10 }, (_, i) => ({ symbol: 'INFY', date: addDays(D0, i), ...flat('100.00') })),
    );
    const { headers } = await simLearner(app, db);
    const challenge = await simClient(app, headers).createChallenge();
    const [row] = await db.select().from(simAccounts).where(eq(simAccounts.id, challenge._id));
    expect(row!.startDate).toBe(D0);
  });

  it('answers 409 for a challenge when there is no market data', async () => {
    const { headers } = await simLearner(app, db);
    const res = await simClient(app, headers).call('POST', '/api/sim/account', { mode: 'challenge' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.noMarketData });
  });

  it('allows 50 accounts per user, even when the last ones are asked for at once', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { headers, user } = await simLearner(app, db);
    const client = simClient(app, headers);
    const first = await client.createReplay(D0);
    const [row] = await db.select().from(simAccounts).where(eq(simAccounts.id, first._id));
    const { id: _id, createdOn: _c, updatedOn: _u, ...copy } = row!;
    await db.insert(simAccounts).values(Array.from({ length: SIM_LIMITS.maxAccounts - 3 }, () => copy));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.call('POST', '/api/sim/account', { mode: 'replay', start_date: D0 }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.simulator.tooManyAccounts });
    }
    const owned = await db.select().from(simAccounts).where(eq(simAccounts.userId, user.id));
    expect(owned).toHaveLength(SIM_LIMITS.maxAccounts);
    // An ended challenge does not count: with one of them failed, one more account can open.
    await db
      .update(simAccounts)
      .set({
        mode: 'challenge',
        status: 'failed',
        failedRule: 'max_total_loss',
        profitTargetBp: 1000,
        maxDailyLossBp: 500,
        maxTotalLossBp: 1000,
        minTradingDays: 4,
      })
      .where(eq(simAccounts.id, first._id));
    const again = await client.call('POST', '/api/sim/account', { mode: 'replay', start_date: D0 });
    expect(again.statusCode).toBe(201);
    const refused = await client.call('POST', '/api/sim/account', { mode: 'replay', start_date: D0 });
    expect(refused.statusCode).toBe(409);
  });
});

describe('fills on the next bar, per the table of docs/product.md §14.4', () => {
  // Each case is its own symbol: a bar at D0 (reference close 100.00) and the case's bar at D1.
  const cases = [
    {
      name: 'market buy: at O',
      order: { type: 'market' },
      side: 'buy',
      bar: ['101.00', '103', '99', '102'],
      fill: '101.00',
    },
    {
      name: 'buy limit, O ≤ L: at O',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'buy',
      bar: ['99.50', '103', '99', '102'],
      fill: '99.50',
    },
    {
      name: 'buy limit, O > L, Lo ≤ L: at L',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'buy',
      bar: ['102.00', '103', '98', '102'],
      fill: '100.00',
    },
    {
      name: 'buy limit, Lo > L: none',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'buy',
      bar: ['102.00', '103', '100.01', '102'],
      fill: null,
    },
    {
      name: 'sell limit, O ≥ L: at O',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'sell',
      bar: ['101.00', '103', '99', '102'],
      fill: '101.00',
    },
    {
      name: 'sell limit, O < L, H ≥ L: at L',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'sell',
      bar: ['98.00', '100', '97', '99'],
      fill: '100.00',
    },
    {
      name: 'sell limit, H < L: none',
      order: { type: 'limit', limit_price: '100.00' },
      side: 'sell',
      bar: ['98.00', '99.99', '97', '99'],
      fill: null,
    },
    {
      name: 'buy stop, O ≥ S: at O',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'buy',
      bar: ['100.50', '103', '99', '102'],
      fill: '100.50',
    },
    {
      name: 'buy stop, O < S, H ≥ S: at S',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'buy',
      bar: ['98.00', '102', '97', '99'],
      fill: '100.00',
    },
    {
      name: 'buy stop, H < S: none',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'buy',
      bar: ['98.00', '99.99', '97', '99'],
      fill: null,
    },
    {
      name: 'sell stop, O ≤ S: at O',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'sell',
      bar: ['99.00', '101', '98', '99'],
      fill: '99.00',
    },
    {
      name: 'sell stop, O > S, Lo ≤ S: at S',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'sell',
      bar: ['102.00', '103', '99', '101'],
      fill: '100.00',
    },
    {
      name: 'sell stop, Lo > S: none',
      order: { type: 'stop', stop_price: '100.00' },
      side: 'sell',
      bar: ['102.00', '103', '100.01', '101'],
      fill: null,
    },
    {
      name: 'buy stop-limit triggered in the bar, range allows: at L',
      order: { type: 'stop_limit', stop_price: '100.00', limit_price: '101.00' },
      side: 'buy',
      bar: ['99.00', '103', '98', '102'],
      fill: '101.00',
    },
    {
      name: 'buy stop-limit gapping through the stop: as a limit, at O',
      order: { type: 'stop_limit', stop_price: '100.00', limit_price: '101.00' },
      side: 'buy',
      bar: ['100.50', '103', '100', '102'],
      fill: '100.50',
    },
    {
      name: 'sell stop-limit triggered in the bar, range allows: at L',
      order: { type: 'stop_limit', stop_price: '100.00', limit_price: '99.00' },
      side: 'sell',
      bar: ['101.00', '102', '97', '98'],
      fill: '99.00',
    },
    {
      name: 'buy stop-limit not triggered: none',
      order: { type: 'stop_limit', stop_price: '100.00', limit_price: '101.00' },
      side: 'buy',
      bar: ['98.00', '99.99', '97', '99'],
      fill: null,
    },
  ] as const;

  it.each(cases)('$name', async ({ order, side, bar, fill }) => {
    const [open, high, low, close] = bar;
    await seedBar(db, 'CASE', D0, flat('100.00'));
    await seedBar(db, 'CASE', D1, { open, high, low, close });
    const { client, account } = await replayAt();
    // A sell is an intraday (MIS) short, so it needs no holding.
    const placed = await client.order(account._id, {
      symbol: 'CASE',
      side,
      quantity: 10,
      product: side === 'sell' ? 'MIS' : 'CNC',
      validity: 'DAY',
      ...order,
    });
    expect(placed).toMatchObject({ status: 'open', placed_date: D0, fill_price: null });
    const result = await client.step(account._id);
    expect(result.date).toBe(D1);
    const [after] = (await client.orders(account._id)).filter((o) => o._id === placed._id);
    if (fill === null) {
      expect(after).toMatchObject({ status: 'expired', fill_price: null, closed_date: D1 });
      expect(result).toMatchObject({ filled: 0, expired: 1 });
    } else {
      expect(after).toMatchObject({
        status: 'filled',
        fill_price: fill,
        closed_date: D1,
        brokerage: '20.00',
      });
      expect(result.filled).toBe(1);
    }
  });

  it('keeps a GTC stop-limit that triggered without filling, and fills it as a limit later', async () => {
    await seedBar(db, 'SL', D0, flat('100.00'));
    // D1: the stop (100) fires inside the bar, but the limit (99) is below min(S, C): no fill.
    await seedBar(db, 'SL', D1, { open: '98.00', high: '101.00', low: '97.00', close: '100.50' });
    // D2: never reaches the stop again, but trades at the limit: a triggered order fills as a limit.
    await seedBar(db, 'SL', D2, { open: '98.50', high: '99.50', low: '98.00', close: '99.00' });
    const { client, account } = await replayAt();
    const placed = await client.order(account._id, {
      symbol: 'SL',
      side: 'buy',
      type: 'stop_limit',
      stop_price: '100.00',
      limit_price: '99.00',
      quantity: 5,
      product: 'CNC',
      validity: 'GTC',
    });
    await client.step(account._id);
    const [rested] = await client.orders(account._id);
    expect(rested).toMatchObject({ _id: placed._id, status: 'open', triggered: true, closed_date: null });
    await client.step(account._id);
    const [done] = await client.orders(account._id);
    expect(done).toMatchObject({ status: 'filled', triggered: true, fill_price: '98.50', closed_date: D2 });
  });
});

describe('orders and their reservations', () => {
  it('realises exactly 60.00 on buy 10 at 100.00, sell 10 at 110.00 with ₹20 brokerage', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', D1, flat('100.00'));
    await seedBar(db, 'INFY', D2, flat('110.00'));
    const { client, account } = await replayAt();
    const base = { symbol: 'INFY', quantity: 10, type: 'market', product: 'CNC', validity: 'DAY' } as const;
    await client.order(account._id, { ...base, side: 'buy' });
    const first = await client.step(account._id);
    expect(first.account).toMatchObject({
      cash: '998980.00',
      realised_pnl: '-20.00',
      equity: '999980.00',
      positions: [
        {
          symbol: 'INFY',
          product: 'CNC',
          quantity: 10,
          average_price: '100.00',
          market_price: '100.00',
          unrealised_pnl: '0.00',
        },
      ],
    });
    await client.order(account._id, { ...base, side: 'sell' });
    const second = await client.step(account._id);
    expect(second.account).toMatchObject({
      cash: '1000060.00',
      realised_pnl: '60.00',
      equity: '1000060.00',
      positions: [],
    });
    const [sell] = await client.orders(account._id, 'filled');
    expect(sell).toMatchObject({
      side: 'sell',
      fill_price: '110.00',
      realised_pnl: '80.00',
      brokerage: '20.00',
    });
    expect(await db.select().from(simPositions)).toEqual([]);
  });

  it('refuses a CNC sell of shares not held, and of more than held less open CNC sells', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', D1, flat('100.00'));
    const { client, account } = await replayAt();
    const sell = { symbol: 'INFY', side: 'sell', type: 'market', product: 'CNC', validity: 'DAY' } as const;
    const short = await client.call('POST', '/api/sim/order', {
      account_id: account._id,
      ...sell,
      quantity: 1,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: SIM_REFUSALS.cnc_short });
    await client.order(account._id, { ...sell, side: 'buy', quantity: 10 });
    await client.step(account._id);
    await client.order(account._id, { ...sell, quantity: 6 });
    const more = await client.call('POST', '/api/sim/order', {
      account_id: account._id,
      ...sell,
      quantity: 5,
    });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ message: SIM_REFUSALS.insufficient_holdings });
    await client.order(account._id, { ...sell, quantity: 4 });
  });

  it('refuses an order that cash cannot cover once open orders’ reservations are counted', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { client, account } = await replayAt(D0, {}, { capital: '10000.00' });
    const buy = {
      symbol: 'INFY',
      side: 'buy',
      type: 'limit',
      limit_price: '100.00',
      product: 'CNC',
      validity: 'GTC',
    } as const;
    const first = await client.order(account._id, { ...buy, quantity: 60 });
    expect((await client.account(account._id)).available_cash).toBe('3980.00');
    const refused = await client.call('POST', '/api/sim/order', {
      account_id: account._id,
      ...buy,
      quantity: 40,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SIM_REFUSALS.insufficient_cash });
    await client.order(account._id, { ...buy, quantity: 39 });
    // Cancelling gives the reservation back.
    const cancelled = await client.call('DELETE', `/api/sim/order/${first._id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await client.account(account._id)).available_cash).toBe('6080.00');
    const again = await client.call('DELETE', `/api/sim/order/${first._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.simulator.orderNotOpen });
  });

  it('cannot overspend with orders placed in parallel', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { client, account } = await replayAt(D0, {}, { capital: '10000.00' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.call('POST', '/api/sim/order', {
          account_id: account._id,
          symbol: 'INFY',
          side: 'buy',
          type: 'market',
          quantity: 30,
          product: 'CNC',
          validity: 'DAY',
        }),
      ),
    );
    // Each needs 3,000.00 + 20.00: three fit in 10,000.00.
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SIM_REFUSALS.insufficient_cash });
    }
    expect((await client.account(account._id)).available_cash).toBe('940.00');
  });

  it('refuses an unknown symbol (404), a symbol without a price yet (400) and more than 100 open orders (409)', async () => {
    await seedBar(db, 'INFY', D0, flat('1.00'));
    await seedBar(db, 'LATER', D1, flat('100.00'));
    const { client, account } = await replayAt();
    const order = {
      account_id: account._id,
      side: 'buy',
      type: 'market',
      quantity: 1,
      product: 'CNC',
      validity: 'GTC',
    };
    const unknown = await client.call('POST', '/api/sim/order', { ...order, symbol: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGES.simulator.symbolNotFound });
    const later = await client.call('POST', '/api/sim/order', { ...order, symbol: 'later' });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ message: MESSAGES.simulator.noPrice });
    await db.insert(simOrders).values(
      Array.from({ length: SIM_LIMITS.maxOpenOrders }, () => ({
        accountId: account._id,
        symbol: 'INFY',
        side: 'buy' as const,
        type: 'market' as const,
        product: 'CNC' as const,
        validity: 'GTC' as const,
        quantity: 1,
        placedDate: D0,
      })),
    );
    const tooMany = await client.call('POST', '/api/sim/order', { ...order, symbol: 'INFY' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: MESSAGES.simulator.tooManyOpenOrders });
  });

  it.each([
    [
      'a market order with a limit price',
      { type: 'market', limit_price: '1.00' },
      MESSAGES.simulator.limitPriceUnused,
    ],
    ['a limit order without one', { type: 'limit' }, MESSAGES.simulator.limitPriceNeeded],
    ['a stop order without a stop price', { type: 'stop' }, MESSAGES.simulator.stopPriceNeeded],
    ['a quantity of 0', { type: 'market', quantity: 0 }, MESSAGES.simulator.badQuantity],
    ['a fractional quantity', { type: 'market', quantity: 1.5 }, MESSAGES.simulator.badQuantity],
    ['a price with three decimals', { type: 'limit', limit_price: '1.005' }, null],
    ['a symbol with a NUL', { type: 'market', symbol: 'IN\u0000FY' }, null],
  ])('refuses %s with 400 { message }', async (_name, change, message) => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { client, account } = await replayAt();
    const res = await client.call('POST', '/api/sim/order', {
      account_id: account._id,
      symbol: 'INFY',
      side: 'buy',
      quantity: 1,
      product: 'CNC',
      validity: 'DAY',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toEqual({ message });
    else expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('expires a DAY order at its bar, and keeps a GTC one until it fills', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', D1, flat('100.00'));
    await seedBar(db, 'INFY', D2, flat('100.00'));
    await seedBar(db, 'INFY', D3, { open: '100.00', high: '100.00', low: '94.00', close: '96.00' });
    // OTHER has no bar on D1: its DAY order expires there all the same.
    await seedBar(db, 'OTHER', D0, flat('50.00'));
    await seedBar(db, 'OTHER', D2, flat('50.00'));
    const { client, account } = await replayAt();
    const limit = {
      symbol: 'INFY',
      side: 'buy',
      type: 'limit',
      limit_price: '95.00',
      quantity: 3,
      product: 'CNC',
    } as const;
    const day = await client.order(account._id, { ...limit, validity: 'DAY' });
    const gtc = await client.order(account._id, { ...limit, validity: 'GTC' });
    const other = await client.order(account._id, marketBuy('OTHER', 1));
    const first = await client.step(account._id);
    expect(first).toMatchObject({ filled: 0, expired: 2, rejected: 0 });
    const byId = async () => new Map((await client.orders(account._id)).map((o) => [o._id, o]));
    let orders = await byId();
    expect(orders.get(day._id)).toMatchObject({ status: 'expired', closed_date: D1 });
    expect(orders.get(other._id)).toMatchObject({ status: 'expired', closed_date: D1 });
    expect(orders.get(gtc._id)).toMatchObject({ status: 'open', closed_date: null });
    await client.step(account._id);
    expect((await byId()).get(gtc._id)?.status).toBe('open');
    await client.step(account._id);
    orders = await byId();
    expect(orders.get(gtc._id)).toMatchObject({ status: 'filled', fill_price: '95.00', closed_date: D3 });
    expect(await client.orders(account._id, 'open')).toEqual([]);
  });

  it('rejects at fill time a market order the gap made too dear, with the reason', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', D1, flat('200.00'));
    const { client, account } = await replayAt(D0, {}, { capital: '10000.00' });
    await client.order(account._id, marketBuy('INFY', 90));
    const result = await client.step(account._id);
    expect(result).toMatchObject({ filled: 0, rejected: 1 });
    const [order] = await client.orders(account._id);
    expect(order).toMatchObject({
      status: 'rejected',
      reason: SIM_REFUSALS.insufficient_cash,
      closed_date: D1,
    });
    expect(result.account.cash).toBe('10000.00');
  });
});

describe('trade-for-trade shares (series BE and BZ)', () => {
  const mis = { type: 'market', quantity: 10, product: 'MIS', validity: 'DAY' } as const;

  it('refuses an intraday (MIS) order on a share trading in BE at the account’s date, and takes a CNC one', async () => {
    await seedBar(db, 'TFT', D0, { ...flat('50.00'), series: 'BE' });
    const { client, account, headers } = await replayAt();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/sim/order',
      headers,
      payload: { ...mis, account_id: account._id, symbol: 'TFT', side: 'buy' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SIM_REFUSALS.mis_trade_for_trade });
    expect(await db.select().from(simOrders)).toHaveLength(0);
    await client.order(account._id, { ...mis, product: 'CNC', symbol: 'TFT', side: 'buy' });
    const bars = await app.inject({
      method: 'GET',
      url: `/api/sim/bars/TFT?account_id=${account._id}`,
      headers,
    });
    expect(bars.json()).toEqual([expect.objectContaining({ date: D0, series: 'BE', close: '50.00' })]);
  });

  it('rejects at fill time an MIS order placed in EQ when the share has moved to BZ by the next day', async () => {
    await seedBar(db, 'MOVER', D0, flat('50.00'));
    await seedBar(db, 'MOVER', D1, { ...flat('40.00'), series: 'BZ' });
    const { client, account } = await replayAt();
    await client.order(account._id, { ...mis, symbol: 'MOVER', side: 'buy' });
    const result = await client.step(account._id);
    expect(result).toMatchObject({ filled: 0, rejected: 1 });
    const [order] = await client.orders(account._id);
    expect(order).toMatchObject({
      status: 'rejected',
      reason: SIM_REFUSALS.mis_trade_for_trade,
      closed_date: D1,
    });
    expect(result.account.cash).toBe('1000000.00');
  });
});

describe('the step', () => {
  it('squares MIS positions off at the day’s close, longs and shorts, as filled square-off orders', async () => {
    await seedBar(db, 'LONG', D0, flat('100.00'));
    await seedBar(db, 'LONG', D1, { open: '100.00', high: '112.00', low: '99.00', close: '110.00' });
    await seedBar(db, 'SHORT', D0, flat('100.00'));
    await seedBar(db, 'SHORT', D1, { open: '100.00', high: '101.00', low: '88.00', close: '90.00' });
    const { client, account } = await replayAt();
    const mis = { type: 'market', quantity: 10, product: 'MIS', validity: 'DAY' } as const;
    await client.order(account._id, { ...mis, symbol: 'LONG', side: 'buy' });
    await client.order(account._id, { ...mis, symbol: 'SHORT', side: 'sell' });
    const result = await client.step(account._id);
    expect(result).toMatchObject({ filled: 2, squared_off: 2 });
    // Each side: 10 × 10.00 profit, less 20.00 to open and 20.00 to close.
    expect(result.account).toMatchObject({
      positions: [],
      realised_pnl: '120.00',
      cash: '1000120.00',
      equity: '1000120.00',
    });
    const squared = (await client.orders(account._id)).filter((o) => o.source === 'square_off');
    expect(
      squared
        .map((o) => [o.symbol, o.side, o.quantity, o.fill_price, o.realised_pnl, o.status, o.closed_date])
        .sort(),
    ).toEqual([
      ['LONG', 'sell', 10, '110.00', '80.00', 'filled', D1],
      ['SHORT', 'buy', 10, '90.00', '80.00', 'filled', D1],
    ]);
  });

  it('values held positions at the last close when a symbol has no bar that day, and records equity', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', D1, flat('100.00'));
    await seedBar(db, 'INFY', D3, flat('120.00'));
    await seedBar(db, 'TCS', D2, flat('10.00'));
    const { client, account } = await replayAt();
    await client.order(account._id, marketBuy('INFY', 10));
    await client.step(account._id);
    const second = await client.step(account._id);
    expect(second.date).toBe(D2);
    expect(second.account.positions[0]).toMatchObject({ market_price: '100.00' });
    const third = await client.step(account._id);
    expect(third.account).toMatchObject({ sim_date: D3, equity: '1000180.00' });
    const equity = await client.call('GET', `/api/sim/account/${account._id}/equity`);
    expect(equity.json()).toEqual([
      { date: D0, equity: '1000000.00', cash: '1000000.00' },
      { date: D1, equity: '999980.00', cash: '998980.00' },
      { date: D2, equity: '999980.00', cash: '998980.00' },
      { date: D3, equity: '1000180.00', cash: '998980.00' },
    ]);
    const traded = await db.select().from(simEquity).where(eq(simEquity.accountId, account._id));
    expect(traded.map((row) => row.traded).sort()).toEqual([false, false, true]);
  });

  it('values a held symbol whose bars an import took away at its entry price, and steps on (ADR 053)', async () => {
    await seedBar(db, 'GONE', D0, flat('100.00'));
    await seedBar(db, 'GONE', D1, flat('100.00'));
    await seedBar(db, 'STAYS', D2, flat('10.00'));
    const { client, account } = await replayAt();
    await client.order(account._id, marketBuy('GONE', 10));
    await client.step(account._id);
    // Days D0 and D1 imported again from files without GONE: every bar of it is gone.
    await db.delete(marketBars).where(eq(marketBars.symbol, 'GONE'));
    const shown = await client.call('GET', `/api/sim/account/${account._id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      positions: [{ symbol: 'GONE', quantity: 10, market_price: '100.00', unrealised_pnl: '0.00' }],
      equity: '999980.00',
    });
    const next = await client.step(account._id);
    expect(next.date).toBe(D2);
    expect(next.account).toMatchObject({ equity: '999980.00', positions: [{ symbol: 'GONE' }] });
  });

  it('never steps past the cutoff: 409 when no later visible day exists', async () => {
    await seedBar(db, 'INFY', '2026-05-29', flat('100.00'));
    await seedBar(db, 'INFY', CUTOFF, flat('100.00'));
    await seedBar(db, 'INFY', '2026-06-02', flat('100.00'));
    const { client, account } = await replayAt('2026-05-29');
    expect((await client.step(account._id)).date).toBe(CUTOFF);
    const res = await client.call('POST', `/api/sim/account/${account._id}/step`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.noNextDay });
    expect((await client.account(account._id)).sim_date).toBe(CUTOFF);
  });

  it('refuses a step sent for a day the account has left (a double press): 409', async () => {
    for (const date of [D0, D1, D2]) await seedBar(db, 'INFY', date, flat('100.00'));
    const { client, account } = await replayAt();
    await client.step(account._id, { sim_date: D0 });
    const res = await client.call('POST', `/api/sim/account/${account._id}/step`, { sim_date: D0 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.stepConflict });
    expect((await client.account(account._id)).sim_date).toBe(D1);
  });

  it('moves one day per step when steps arrive at once, never skipping a day or filling twice', async () => {
    const days = Array.from({ length: 8 }, (_, i) => addDays(D0, i));
    await seedBars(
      db,
      days.map((date, i) => ({ symbol: 'INFY', date, ...flat(`${100 + i}.00`) })),
    );
    const { client, account } = await replayAt();
    await client.order(account._id, {
      symbol: 'INFY',
      side: 'buy',
      type: 'market',
      quantity: 7,
      product: 'CNC',
      validity: 'GTC',
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.step(account._id)));
    expect(answers.map((a) => a.date).sort()).toEqual(days.slice(1, 6));
    expect(answers.reduce((sum, a) => sum + a.filled, 0)).toBe(1);
    const after = await client.account(account._id);
    expect(after.sim_date).toBe(days[5]);
    expect(after.positions).toMatchObject([{ symbol: 'INFY', quantity: 7, average_price: '101.00' }]);
    expect(await db.select().from(simEquity).where(eq(simEquity.accountId, account._id))).toHaveLength(5);
  });
});

describe('the step’s statements', () => {
  /**
   * An account holding `size` CNC positions, with `size` resting GTC orders and `size` MIS buys that
   * fill and are squared off on the step measured: the statements that step sends.
   */
  async function statementsOfAStep(size: number, run: number) {
    const symbols = Array.from({ length: size }, (_, i) => `S${size}R${run}X${i}`);
    await seedBars(
      db,
      symbols.flatMap((symbol) => [D0, D1, D2].map((date) => ({ symbol, date, ...flat('10.00') }))),
    );
    const { client, account } = await replayAt();
    const order = { type: 'market', quantity: 1, validity: 'DAY' } as const;
    for (const symbol of symbols)
      await client.order(account._id, { ...order, symbol, side: 'buy', product: 'CNC' });
    await client.step(account._id);
    for (const symbol of symbols) {
      await client.order(account._id, { ...order, symbol, side: 'buy', product: 'MIS' });
      await client.order(account._id, {
        symbol,
        side: 'buy',
        type: 'limit',
        limit_price: '1.00',
        quantity: 1,
        product: 'CNC',
        validity: 'GTC',
      });
    }
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const result = await client.step(account._id);
      expect(result).toMatchObject({ filled: size, squared_off: size });
      expect(result.account.positions).toHaveLength(size);
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }

  it('sends as many statements for 30 positions and 60 orders as for one of each', async () => {
    // The spy sees every query of the process: a background one (the mail outbox's poll) can add to
    // a step's count, never take from it, so each size keeps the lower of two measurements.
    const one = Math.min(await statementsOfAStep(1, 1), await statementsOfAStep(1, 2));
    const thirty = Math.min(await statementsOfAStep(30, 1), await statementsOfAStep(30, 2));
    expect(thirty).toBe(one);
    expect(one).toBeGreaterThan(5);
    expect(one).toBeLessThan(25);
  });
});

describe('challenges', () => {
  /** A learner's challenge starting at D0 (fewer days than the headroom), on a program with `settings`. */
  async function challengeAt(days: { date: string; open: string; close: string }[], settings = {}) {
    await seedBars(
      db,
      days.map(({ date, open, close }) => ({
        symbol: 'INFY',
        date,
        open,
        close,
        high: Number(open) > Number(close) ? open : close,
        low: Number(open) > Number(close) ? close : open,
      })),
    );
    const learner = await simLearner(app, db, settings);
    const client = simClient(app, learner.headers);
    const account = await client.createChallenge();
    expect(account.start_date).toBe('Day 1');
    const [row] = await db.select().from(simAccounts).where(eq(simAccounts.id, account._id));
    expect(row!.startDate).toBe(days[0]!.date);
    symbol = await aliasFor(db, account._id, 'INFY');
    return { ...learner, client, account };
  }
  /** INFY as the running challenge names it. */
  let symbol = '';
  const buy = (quantity: number) =>
    ({ symbol, side: 'buy', type: 'market', quantity, product: 'CNC', validity: 'DAY' }) as const;

  it('fails at exactly the step whose daily loss passes 5 % of the start, and stops trading', async () => {
    const { client, account } = await challengeAt([
      { date: D0, open: '100.00', close: '100.00' },
      { date: D1, open: '100.00', close: '100.00' },
      // 1,000 shares: −40,000.00 (4 %) then −50,010.00 (just over 5 %).
      { date: D2, open: '60.00', close: '60.00' },
      { date: D3, open: '9.99', close: '9.99' },
      { date: D4, open: '9.99', close: '9.99' },
    ]);
    await client.order(account._id, buy(1000));
    await client.order(account._id, { ...buy(1), validity: 'GTC', type: 'limit', limit_price: '1.00' });
    expect((await client.step(account._id)).account.status).toBe('active');
    expect((await client.step(account._id)).account.status).toBe('active');
    const breach = await client.step(account._id);
    expect(breach.date).toBe(D3);
    expect(breach.account).toMatchObject({ status: 'failed', sim_date: D3 });
    expect(breach.account.challenge).toMatchObject({
      failed_rule: 'max_daily_loss',
      ended_on: D3,
      worst_daily_loss: '50010.00',
      certificate_id: null,
    });
    expect(await client.orders(account._id, 'open')).toEqual([]);
    const more = await client.call('POST', `/api/sim/account/${account._id}/step`, {});
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: MESSAGES.simulator.accountEnded });
    const order = await client.call('POST', '/api/sim/order', { account_id: account._id, ...buy(1) });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({ message: MESSAGES.simulator.accountEnded });
  });

  it('fails at exactly the step whose total loss passes 10 %, no single day passing 5 %', async () => {
    const { client, account } = await challengeAt([
      { date: D0, open: '100.00', close: '100.00' },
      { date: D1, open: '100.00', close: '95.00' },
      { date: D2, open: '95.00', close: '90.00' },
      { date: D3, open: '90.00', close: '85.00' },
      { date: D4, open: '85.00', close: '85.00' },
    ]);
    await client.order(account._id, buy(9000));
    expect((await client.step(account._id)).account.status).toBe('active');
    const second = await client.step(account._id);
    expect(second.account).toMatchObject({ status: 'active', equity: '909980.00' });
    const breach = await client.step(account._id);
    expect(breach.account).toMatchObject({
      status: 'failed',
      equity: '864980.00',
      max_drawdown_percent: '13.50',
    });
    expect(breach.account.challenge).toMatchObject({
      failed_rule: 'max_total_loss',
      ended_on: D3,
      total_loss: '135020.00',
    });
  });

  it('passes once the target is met with the minimum trading days, not before', async () => {
    const { client, account, user, program } = await challengeAt(
      [
        { date: D0, open: '100.00', close: '100.00' },
        { date: D1, open: '100.00', close: '115.00' },
        { date: D2, open: '115.00', close: '115.00' },
        { date: D3, open: '115.00', close: '115.00' },
      ],
      { minTradingDays: 2 },
    );
    await client.order(account._id, buy(9000));
    const first = await client.step(account._id);
    // +13.5 %, but one trading day of two.
    expect(first.account).toMatchObject({ status: 'active', equity: '1134980.00' });
    expect(first.account.challenge?.trading_days).toBe(1);
    await client.order(account._id, buy(1));
    await client.order(account._id, { ...buy(1), type: 'limit', limit_price: '1.00', validity: 'GTC' });
    const second = await client.step(account._id);
    expect(second.account).toMatchObject({ status: 'passed', sim_date: D2, equity: '1134960.00' });
    expect(second.account.challenge).toMatchObject({ trading_days: 2, failed_rule: null, ended_on: D2 });
    const certificateId = second.account.challenge?.certificate_id;
    expect(certificateId).toEqual(expect.any(String));
    expect(second.account.challenge?.verify_url).toContain(certificateId);
    const certificate = await app.inject({ method: 'GET', url: `/api/certificate/${certificateId}` });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.json()).toMatchObject({ valid: true, kind: 'sim_challenge', program: program.title });
    const [stored] = await db.select().from(certificates).where(eq(certificates.id, certificateId!));
    expect(stored).toMatchObject({ userId: user.id, programId: program.id, kind: 'sim_challenge' });
    // The attempt has ended: its resting order is cancelled.
    expect(await client.orders(account._id, 'open')).toEqual([]);
  });
});

describe('ownership', () => {
  it('answers 404 for another learner’s account or order, on every route, admins included', async () => {
    for (const date of [D0, D1]) await seedBar(db, 'INFY', date, flat('100.00'));
    const { client, account } = await replayAt();
    const order = await client.order(account._id, {
      symbol: 'INFY',
      side: 'buy',
      type: 'market',
      quantity: 1,
      product: 'CNC',
      validity: 'GTC',
    });
    const stranger = await simLearner(app, db);
    const admin = await adminSession(app, db);
    for (const headers of [stranger.headers, admin.headers]) {
      const other = simClient(app, headers);
      const accountCalls = [
        other.call('GET', `/api/sim/account/${account._id}`),
        other.call('POST', `/api/sim/account/${account._id}/step`, {}),
        other.call('GET', `/api/sim/account/${account._id}/equity`),
        other.call('GET', `/api/sim/orders?account_id=${account._id}`),
        other.call('GET', `/api/sim/bars/INFY?account_id=${account._id}`),
        other.call('POST', '/api/sim/order', {
          account_id: account._id,
          symbol: 'INFY',
          side: 'buy',
          type: 'market',
          quantity: 1,
          product: 'CNC',
          validity: 'DAY',
        }),
      ];
      for (const res of await Promise.all(accountCalls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.simulator.accountNotFound });
      }
      const cancel = await other.call('DELETE', `/api/sim/order/${order._id}`);
      expect(cancel.statusCode).toBe(404);
      expect(cancel.json()).toEqual({ message: MESSAGES.simulator.orderNotFound });
    }
    expect((await client.account(account._id)).sim_date).toBe(D0);
    expect(await client.orders(account._id, 'open')).toHaveLength(1);
  });

  it('lists only the caller’s accounts, newest first', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    const { client } = await replayAt();
    const second = await client.createReplay(D0, { capital: '50000.00' });
    await replayAt();
    const res = await client.call('GET', '/api/sim/accounts');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      _id: second._id,
      mode: 'replay',
      status: 'active',
      starting_capital: '50000.00',
      equity: '50000.00',
    });
  });
});

describe('GET /api/sim/overview', () => {
  it('gives the visible range, the lag and the learner’s programs', async () => {
    await seedBar(db, 'INFY', D0, flat('100.00'));
    await seedBar(db, 'INFY', CUTOFF, flat('100.00'));
    await seedBar(db, 'INFY', '2026-06-20', flat('100.00'));
    const { headers, program } = await simLearner(app, db, { brokerage: 0, minTradingDays: 6 });
    const res = await simClient(app, headers).call('GET', '/api/sim/overview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      first_date: D0,
      latest_date: CUTOFF,
      lag_days: 30,
      programs: [
        {
          program_id: program.id,
          title: program.title,
          brokerage: '0.00',
          challenge: {
            profit_target_percent: 10,
            max_daily_loss_percent: 5,
            max_total_loss_percent: 10,
            min_trading_days: 6,
          },
        },
      ],
    });
  });
});
