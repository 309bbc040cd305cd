import type { JournalTrade, JournalTradeSummary } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees } from '@contract/money.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalPictures, journalPlans, journalTrades, simAccounts } from '../db/schema.ts';
import {
  adminSession,
  createProgram,
  createSubscription,
  instructorSession,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';
import { aliasFor, flat, seedBars, simClient, simLearner } from '../test/sim-factories.ts';

// 2026-07-01 00:10 IST: with the default 30-day lag the last visible date is 2026-06-01.
const NOW = new Date('2026-06-30T18:40:00Z');
const { app, db } = await buildTestApp({}, { now: () => NOW });

const D0 = '2026-05-04';
const D1 = '2026-05-05';
const D2 = '2026-05-06';
const D3 = '2026-05-07';

type Headers = Record<string, string>;

/** INFY: flat at 100 on D0, a range on D1 and D2, flat at 108 on D3. */
async function seedInfy() {
  await seedBars(db, [
    { symbol: 'INFY', date: D0, ...flat('100.00') },
    { symbol: 'INFY', date: D1, open: '101.00', high: '105.00', low: '99.00', close: '104.00' },
    { symbol: 'INFY', date: D2, open: '104.00', high: '110.00', low: '103.00', close: '108.00' },
    { symbol: 'INFY', date: D3, ...flat('108.00') },
  ]);
}

/** A learner with a replay account at D0 on a program charging ₹20 an order. */
async function trader() {
  const learner = await simLearner(app, db, { brokerage: 2000 });
  const sim = simClient(app, learner.headers);
  const account = await sim.createReplay(D0);
  return { ...learner, sim, account };
}

const market = { type: 'market', validity: 'DAY' } as const;

async function journal(
  headers: Headers,
  query = '',
): Promise<{ trades: JournalTradeSummary[]; total: string }> {
  const res = await app.inject({ method: 'GET', url: `/api/journal${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { trades: res.json(), total: String(res.headers['x-total-count']) };
}

async function trade(headers: Headers, id: string): Promise<JournalTrade> {
  const res = await app.inject({ method: 'GET', url: `/api/journal/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a closed simulator position', () => {
  it('becomes a journal trade in the step that closes it, with its fills, P&L, MAE/MFE and the plan written before entry', async () => {
    await seedInfy();
    const { headers, sim, account } = await trader();
    const plan = await app.inject({
      method: 'PUT',
      url: '/api/journal/plan',
      headers,
      payload: {
        account_id: account._id,
        symbol: 'infy',
        product: 'CNC',
        plan: 'Buy the open above 100; out below 95.',
        planned_stop: '95.00',
        planned_target: '112.00',
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'buy', quantity: 10, product: 'CNC' });
    await sim.step(account._id);
    expect((await journal(headers)).trades).toEqual([]);
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'sell', quantity: 10, product: 'CNC' });
    await sim.step(account._id);

    const { trades, total } = await journal(headers);
    expect(total).toBe('1');
    expect(trades).toEqual([
      expect.objectContaining({
        source: 'simulator',
        account_id: account._id,
        symbol: 'INFY',
        product: 'CNC',
        side: 'long',
        quantity: 10,
        entry_date: D1,
        exit_date: D2,
        entry_price: '101.00',
        exit_price: '104.00',
        brokerage: '40.00',
        // (104 − 101) × 10 − 2 × 20
        pnl: '-10.00',
        holding_days: 1,
        // −10 / ((101 − 95) × 10) = −0.1666… → −0.17 R
        r_multiple: '-0.17',
        plan_before_entry: true,
      }),
    ]);
    const page = await trade(headers, trades[0]!._id);
    expect(page).toMatchObject({
      mine: true,
      plan: 'Buy the open above 100; out below 95.',
      planned_stop: '95.00',
      planned_target: '112.00',
      // Lowest low 99 over D1–D2: (101 − 99) × 10; highest high 110: (110 − 101) × 10.
      mae: '20.00',
      mfe: '90.00',
      fills: [
        { date: D1, side: 'buy', quantity: 10, price: '101.00', role: 'entry' },
        { date: D2, side: 'sell', quantity: 10, price: '104.00', role: 'exit' },
      ],
    });
    // The plan was taken by the trade.
    expect(await db.select().from(journalPlans)).toEqual([]);
    const after = await sim.account(account._id);
    expect(after.realised_pnl).toBe('-10.00');
  });

  it('journals an intraday round trip squared off at the close, on the day it opened', async () => {
    await seedInfy();
    const { headers, sim, account } = await trader();
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'buy', quantity: 5, product: 'MIS' });
    await sim.step(account._id);
    const { trades } = await journal(headers);
    expect(trades).toEqual([
      expect.objectContaining({
        product: 'MIS',
        entry_date: D1,
        exit_date: D1,
        holding_days: 0,
        entry_price: '101.00',
        exit_price: '104.00',
        // (104 − 101) × 5 − 40
        pnl: '-25.00',
        r_multiple: null,
        plan_before_entry: false,
      }),
    ]);
  });

  it('journals a position closed in two sells as one trade, whose P&L is the realised P&L', async () => {
    await seedInfy();
    const { headers, sim, account } = await trader();
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'buy', quantity: 10, product: 'CNC' });
    await sim.step(account._id);
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'sell', quantity: 4, product: 'CNC' });
    await sim.step(account._id);
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'sell', quantity: 6, product: 'CNC' });
    await sim.step(account._id);
    const { trades } = await journal(headers);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ quantity: 10, entry_date: D1, exit_date: D3, brokerage: '60.00' });
    const account2 = await sim.account(account._id);
    expect(trades[0]!.pnl).toBe(account2.realised_pnl);
  });

  it('is journaled once, even when two steps race', async () => {
    await seedInfy();
    const { headers, sim, account } = await trader();
    await sim.order(account._id, { ...market, symbol: 'INFY', side: 'buy', quantity: 5, product: 'MIS' });
    await Promise.all([sim.step(account._id), sim.step(account._id)]);
    expect((await journal(headers)).trades).toHaveLength(1);
    expect(await db.select().from(journalTrades)).toHaveLength(1);
  });
});

describe('GET /api/journal', () => {
  async function manual(headers: Headers, overrides: Record<string, unknown> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers,
      payload: {
        symbol: 'TCS',
        side: 'long',
        quantity: 2,
        entry_date: '2026-04-01',
        exit_date: '2026-04-03',
        entry_price: '3000.00',
        exit_price: '3100.50',
        brokerage: '40.00',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Promise<JournalTrade>;
  }

  it('adds a trade by hand, marked manual, with its P&L after brokerage', async () => {
    const { headers } = await userSession(app, db);
    const added = await manual(headers);
    expect(added).toMatchObject({
      source: 'manual',
      account_id: null,
      symbol: 'TCS',
      // (3100.50 − 3000) × 2 − 40
      pnl: '161.00',
      holding_days: 2,
      mae: null,
    });
    const short = await manual(headers, { side: 'short', brokerage: '0.00' });
    expect(short.pnl).toBe('-201.00');
  });

  it('refuses a manual trade that exits before it enters, or names a program the learner does not hold', async () => {
    const { headers } = await userSession(app, db);
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers,
      payload: {
        symbol: 'TCS',
        side: 'long',
        quantity: 1,
        entry_date: '2026-04-03',
        exit_date: '2026-04-01',
        entry_price: '1.00',
        exit_price: '1.00',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(MESSAGES.journal.exitBeforeEntry);
    const program = await createProgram(db);
    const notMine = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers,
      payload: {
        program_id: program.id,
        symbol: 'TCS',
        side: 'long',
        quantity: 1,
        entry_date: '2026-04-01',
        exit_date: '2026-04-01',
        entry_price: '1.00',
        exit_price: '1.00',
      },
    });
    expect(notMine.statusCode).toBe(404);
  });

  it('filters by dates and setup, pages with X-Total-Count, and shows no one else’s trades', async () => {
    const { headers } = await userSession(app, db);
    const other = await userSession(app, db);
    await manual(other.headers);
    const ids: string[] = [];
    for (const day of ['01', '02', '03', '04', '05']) {
      const added = await manual(headers, { entry_date: `2026-04-${day}`, exit_date: `2026-04-${day}` });
      ids.push(added._id);
    }
    await app.inject({
      method: 'PUT',
      url: `/api/journal/${ids[1]}`,
      headers,
      payload: { setup: 'Breakout' },
    });
    const all = await journal(headers, '?limit=2&page=1');
    expect(all.total).toBe('5');
    expect(all.trades.map((t) => t._id)).toEqual([ids[4], ids[3]]);
    expect((await journal(headers, '?limit=2&page=3')).trades.map((t) => t._id)).toEqual([ids[0]]);
    const range = await journal(headers, '?from=2026-04-02&to=2026-04-03');
    expect(range.trades.map((t) => t._id)).toEqual([ids[2], ids[1]]);
    expect((await journal(headers, '?setup=Breakout')).trades.map((t) => t._id)).toEqual([ids[1]]);
  });

  it('answers 404 for another learner’s account and 400 for a bad filter', async () => {
    await seedInfy();
    const { account } = await trader();
    const { headers } = await userSession(app, db);
    const res = await app.inject({ method: 'GET', url: `/api/journal?account_id=${account._id}`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.journal.accountNotFound });
    const stats = await app.inject({
      method: 'GET',
      url: `/api/journal/stats?account_id=${account._id}`,
      headers,
    });
    expect(stats.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/journal?from=2026-02-30', headers })).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/journal' })).statusCode).toBe(401);
  });
});

describe('PUT /api/journal/:tradeId', () => {
  async function learnerWithTrade(programId: string | null = null) {
    const session = await userSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: session.headers,
      payload: {
        program_id: programId,
        symbol: 'TCS',
        side: 'long',
        quantity: 10,
        entry_date: '2026-04-01',
        exit_date: '2026-04-02',
        entry_price: '100.00',
        exit_price: '110.00',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...session, trade: res.json() as JournalTrade };
  }

  it('saves the notes; a plan written after the close is not a plan before entry; the stop gives R', async () => {
    const { headers, trade: added } = await learnerWithTrade();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/journal/${added._id}`,
      headers,
      payload: {
        setup: 'Pullback',
        tags: ['gap', 'gap', 'news'],
        plan: 'Buy the pullback to the 20-day average.',
        planned_stop: '95.00',
        planned_target: '115.00',
        management: 'Held to target.',
        emotions: 'Calm',
        mistakes: ['Moved stop'],
        lesson: 'Patience pays.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      setup: 'Pullback',
      tags: ['gap', 'news'],
      plan_before_entry: false,
      planned_stop: '95.00',
      // 100.00 / ((100 − 95) × 10) = 2 R
      r_multiple: '2.00',
      mistakes: ['Moved stop'],
      lesson: 'Patience pays.',
    });
    expect(res.json().plan_saved_at).not.toBeNull();
  });

  it('holds the setup and mistakes to the program’s lists when it keeps them', async () => {
    const program = await createProgram(db);
    const { headers: admin } = await adminSession(app, db);
    const lists = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}/journal-lists`,
      headers: admin,
      payload: { setups: ['Breakout', 'Pullback'], mistakes: ['Moved stop', 'Oversized'] },
    });
    expect(lists.statusCode, lists.body).toBe(200);
    const session = await userSession(app, db);
    await createSubscription(db, session.user, program, { status: 'active' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: session.headers,
      payload: {
        program_id: program.id,
        symbol: 'TCS',
        side: 'long',
        quantity: 1,
        entry_date: '2026-04-01',
        exit_date: '2026-04-01',
        entry_price: '100.00',
        exit_price: '101.00',
      },
    });
    const id = (res.json() as JournalTrade)._id;
    expect((res.json() as JournalTrade).choices).toEqual({
      setups: ['Breakout', 'Pullback'],
      mistakes: ['Moved stop', 'Oversized'],
    });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/journal/${id}`,
      headers: session.headers,
      payload: { setup: 'Hunch' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.journal.setupNotInList });
    const badMistake = await app.inject({
      method: 'PUT',
      url: `/api/journal/${id}`,
      headers: session.headers,
      payload: { mistakes: ['Other'] },
    });
    expect(badMistake.json()).toEqual({ message: MESSAGES.journal.mistakeNotInList });
    const good = await app.inject({
      method: 'PUT',
      url: `/api/journal/${id}`,
      headers: session.headers,
      payload: { setup: 'Breakout', tags: ['my own tag'], mistakes: ['Oversized'] },
    });
    expect(good.statusCode).toBe(200);
  });

  it('refuses text beyond the limits or with control characters, and unknown fields', async () => {
    const { headers, trade: added } = await learnerWithTrade();
    for (const payload of [
      { lesson: 'x'.repeat(4001) },
      { setup: 'a\u0000b' },
      { colour: 'red' },
      { planned_stop: '-1' },
    ]) {
      const res = await app.inject({ method: 'PUT', url: `/api/journal/${added._id}`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 to another learner, for reading and for writing', async () => {
    const { trade: added } = await learnerWithTrade();
    const { headers } = await userSession(app, db);
    for (const [method, url, payload] of [
      ['GET', `/api/journal/${added._id}`, undefined],
      ['PUT', `/api/journal/${added._id}`, { lesson: 'mine now' }],
      ['POST', `/api/journal/${added._id}/comment`, { body: 'hello' }],
      ['GET', `/api/journal/${added._id}/picture`, undefined],
    ] as const) {
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.journal.tradeNotFound });
    }
  });
});

describe('the chart picture', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);

  async function withTrade() {
    const session = await userSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/journal',
      headers: session.headers,
      payload: {
        symbol: 'TCS',
        side: 'long',
        quantity: 1,
        entry_date: '2026-04-01',
        exit_date: '2026-04-01',
        entry_price: '100.00',
        exit_price: '101.00',
      },
    });
    return { ...session, id: (res.json() as JournalTrade)._id };
  }

  async function upload(headers: Headers, id: string, bytes: Buffer, name = 'chart.png') {
    const body = await multipartBody('file', name, bytes, 'image/png');
    return app.inject({
      method: 'PUT',
      url: `/api/journal/${id}/picture`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('stores a PNG told by its bytes and gives it back to the learner', async () => {
    const { headers, id } = await withTrade();
    const res = await upload(headers, id, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().has_picture).toBe(true);
    const picture = await app.inject({ method: 'GET', url: `/api/journal/${id}/picture`, headers });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes (415), one over 2 MB (413), and stores nothing', async () => {
    const { headers, id } = await withTrade();
    const text = await upload(headers, id, Buffer.from('GIF89a not allowed'), 'chart.png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: MESSAGES.journal.pictureType });
    const big = await upload(headers, id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: MESSAGES.journal.pictureTooLarge });
    const notMultipart = await app.inject({
      method: 'PUT',
      url: `/api/journal/${id}/picture`,
      headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await db.select().from(journalPictures).where(eq(journalPictures.tradeId, id))).toEqual([]);
    const none = await app.inject({ method: 'GET', url: `/api/journal/${id}/picture`, headers });
    expect(none.statusCode).toBe(404);
  });

  it('answers 404 to another learner uploading to a trade not theirs, and stores nothing', async () => {
    const { id } = await withTrade();
    const { headers } = await userSession(app, db);
    expect((await upload(headers, id, PNG)).statusCode).toBe(404);
    expect(await db.select().from(journalPictures)).toEqual([]);
  });
});

describe('GET /api/journal/stats', () => {
  it('matches a ledger computed here, overall and by month', async () => {
    const { headers } = await userSession(app, db);
    // [entry, exit, quantity, side, brokerage, stop] in paise; exit dates rise.
    const rows: [number, number, number, 'long' | 'short', number, number | null][] = [
      [10_000, 10_550, 10, 'long', 4000, 9_500],
      [20_000, 19_000, 3, 'long', 4000, 19_500],
      [5_000, 4_900, 100, 'short', 4000, null],
      [7_777, 7_700, 13, 'long', 0, 7_000],
      [12_345, 12_000, 7, 'short', 2000, 12_500],
    ];
    const dates = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-06'];
    const ledger: { pnl: number; r: number | null }[] = [];
    for (const [i, [entry, exit, quantity, side, brokerage, stop]] of rows.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/journal',
        headers,
        payload: {
          symbol: 'ABC',
          side,
          quantity,
          entry_date: dates[i],
          exit_date: dates[i],
          entry_price: paiseToRupees(entry),
          exit_price: paiseToRupees(exit),
          brokerage: paiseToRupees(brokerage),
        },
      });
      const id = (res.json() as JournalTrade)._id;
      if (stop !== null) {
        await app.inject({
          method: 'PUT',
          url: `/api/journal/${id}`,
          headers,
          payload: { planned_stop: paiseToRupees(stop) },
        });
      }
      const pnl = (side === 'long' ? exit - entry : entry - exit) * quantity - brokerage;
      const risk = stop === null ? null : Math.abs(entry - stop) * quantity;
      ledger.push({
        pnl,
        r: risk === null ? null : Math.sign(pnl) * Math.round(Math.abs((pnl * 100) / risk)),
      });
    }
    // The ledger by hand: 5,500 − 4,000 = 1,500; −3,000 − 4,000 = −7,000; 10,000 − 4,000 = 6,000;
    // −1,001; 2,415 − 2,000 = 415.
    expect(ledger.map((l) => l.pnl)).toEqual([1_500, -7_000, 6_000, -1_001, 415]);
    const wins = ledger.filter((l) => l.pnl > 0).map((l) => l.pnl);
    const losses = ledger.filter((l) => l.pnl < 0).map((l) => l.pnl);
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    const rs = ledger.flatMap((l) => (l.r === null ? [] : [l.r]));
    const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
    const r2 = (hundredths: number) => (hundredths < 0 ? '-' : '') + (Math.abs(hundredths) / 100).toFixed(2);

    const res = await app.inject({ method: 'GET', url: '/api/journal/stats?group=month', headers });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.overall).toEqual({
      trades: 5,
      wins: 3,
      losses: 2,
      win_rate: '60.00',
      average_win: paiseToRupees(round(sum(wins) / wins.length)),
      average_loss: paiseToRupees(round(sum(losses) / losses.length)),
      payoff_ratio: (sum(wins) / wins.length / (-sum(losses) / losses.length)).toFixed(2),
      expectancy: paiseToRupees(round(sum(ledger.map((l) => l.pnl)) / 5)),
      expectancy_r: r2(round(sum(rs) / rs.length)),
      trades_with_r: 4,
      profit_factor: (sum(wins) / -sum(losses)).toFixed(2),
      net_pnl: paiseToRupees(sum(ledger.map((l) => l.pnl))),
      largest_losing_run: 1,
      // Peak 1,500 after the first, then −5,500: 7,000; later peak 500 falls to −501: 1,001.
      max_drawdown: '70.00',
    });
    expect(
      stats.groups.map((g: { key: string; trades: number; net_pnl: string }) => [g.key, g.trades, g.net_pnl]),
    ).toEqual([
      ['2026-03', 2, paiseToRupees(1_500 - 7_000)],
      ['2026-04', 3, paiseToRupees(6_000 - 1_001 + 415)],
    ]);
    const curve: string[] = [];
    let running = 0;
    for (const r of rs) {
      running += r;
      curve.push(r2(running));
    }
    expect(stats.equity_r.map((p: { r: string }) => p.r)).toEqual(curve);
  });
});

describe('a running blind challenge', () => {
  it('keeps its trades out of the journal until it ends, takes a plan written by alias and shown prices, then shows the trade real', async () => {
    await seedInfy();
    const { headers, sim, account, program, user } = await trader();
    // The account becomes a blind challenge that shows money at half its real value (scale 4000, §24).
    await db
      .update(simAccounts)
      .set({
        mode: 'challenge',
        profitTargetBp: 5000,
        maxDailyLossBp: 5000,
        maxTotalLossBp: 9000,
        minTradingDays: 1,
        blindKey: 'journal-test-key',
        blindScale: 4000,
      })
      .where(eq(simAccounts.id, account._id));
    const alias = await aliasFor(db, account._id, 'INFY');

    const plan = await app.inject({
      method: 'PUT',
      url: '/api/journal/plan',
      headers,
      payload: {
        account_id: account._id,
        symbol: alias,
        product: 'CNC',
        plan: 'Out below the low.',
        planned_stop: '47.50',
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.body).not.toContain('INFY');
    const [stored] = await db.select().from(journalPlans);
    expect(stored?.symbol).toBe('INFY');
    expect(Math.abs((stored?.plannedStop ?? 0) - 9_500)).toBeLessThanOrEqual(1);

    await sim.order(account._id, { ...market, symbol: alias, side: 'buy', quantity: 10, product: 'CNC' });
    await sim.step(account._id);
    await sim.order(account._id, { ...market, symbol: alias, side: 'sell', quantity: 10, product: 'CNC' });
    await sim.step(account._id);
    const [closed] = await db.select().from(journalTrades);
    expect(closed).toMatchObject({ symbol: 'INFY', planBeforeEntry: true });

    // While it runs, nothing of it shows: not in the list, the statistics or the trade's page.
    expect(await journal(headers, `?account_id=${account._id}`)).toEqual({ trades: [], total: '0' });
    for (const group of ['setup', 'month', 'weekday']) {
      const stats = await app.inject({
        method: 'GET',
        url: `/api/journal/stats?account_id=${account._id}&group=${group}`,
        headers,
      });
      expect(stats.statusCode).toBe(200);
      expect(stats.json().overall.trades).toBe(0);
      expect(stats.body).not.toMatch(/INFY|2026-05/);
    }
    const page = await app.inject({ method: 'GET', url: `/api/journal/${closed!.id}`, headers });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: MESSAGES.journal.tradeNotFound });
    // Nor on the mentor's dashboard, whose counts would tell the trade is there.
    const mentor = await instructorSession(app, db, { name: 'Meera Mentor' });
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}/mentor/${user.id}`,
      headers: (await adminSession(app, db)).headers,
      payload: { mentor_id: mentor.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const dashboard = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/mentor/learners',
        headers: mentor.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json()[0];
    };
    expect(await dashboard()).toMatchObject({ trades: 0, unreviewed: 0 });

    // Ended, it is the review: the trade is there, real, with its plan taken before entry.
    await db.update(simAccounts).set({ status: 'passed' }).where(eq(simAccounts.id, account._id));
    expect((await journal(headers, `?account_id=${account._id}`)).trades).toEqual([
      expect.objectContaining({ symbol: 'INFY', entry_date: D1, exit_date: D2, plan_before_entry: true }),
    ]);
    expect(await dashboard()).toMatchObject({ trades: 1, unreviewed: 1 });
  });
});
