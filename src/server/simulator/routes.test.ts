import { MESSAGES } from '@contract/messages.ts';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { marketBars, marketInstruments, programSimulatorSettings } from '../db/schema.ts';
import { adminSession, createProgram, createSubscription, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { addDays } from './market-dates.ts';

// 2026-07-01 00:10 IST (still 30 June in UTC): today in India is 1 July, so with the default
// 30-day lag the last visible date is 2026-06-01. The wall clock plays no part.
const NOW = new Date('2026-06-30T18:40:00Z');
const CUTOFF = '2026-06-01';
const { app, db } = await buildTestApp({}, { now: () => NOW });

/** One bar a day for `symbol`, from `first` for `days` days, the close rising a paisa a day. */
async function seedBars(symbol: string, first: string, days: number) {
  await db
    .insert(marketInstruments)
    .values({ symbol, isin: null, name: `${symbol} Ltd` })
    .onConflictDoNothing();
  const rows = Array.from({ length: days }, (_, i) => ({
    symbol,
    date: addDays(first, i),
    open: 10_000,
    high: 20_000,
    low: 5_000,
    close: 10_000 + i,
    volume: 1000 + i,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(marketBars).values(rows.slice(i, i + 1000));
  return rows.map((row) => row.date);
}

async function enabledProgram(enabled = true) {
  const program = await createProgram(db);
  await db.insert(programSimulatorSettings).values({ programId: program.id, enabled });
  return program;
}

describe('who may use the simulator', () => {
  beforeEach(async () => {
    await seedBars('INFY', '2026-05-01', 10);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sim/instruments?q=IN' });
    expect(res.statusCode).toBe(401);
  });

  it('lets an admin in without any subscription', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/sim/instruments?q=IN', headers });
    expect(res.statusCode).toBe(200);
  });

  it('lets in a learner with an active subscription to a program whose simulator is on', async () => {
    const { headers, user } = await userSession(app, db);
    await createSubscription(db, user, await enabledProgram(), { status: 'active' });
    const res = await app.inject({ method: 'GET', url: '/api/sim/bars/INFY?from=2026-05-01', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
  });

  it.each([
    ['no subscription', async () => {}],
    [
      'a pending subscription',
      async (user: { id: string; name: string; email: string }) => {
        await createSubscription(db, user, await enabledProgram(), { status: 'pending' });
      },
    ],
    [
      'a rejected subscription',
      async (user: { id: string; name: string; email: string }) => {
        await createSubscription(db, user, await enabledProgram(), { status: 'rejected' });
      },
    ],
    [
      'an active subscription to a program with the simulator off',
      async (user: { id: string; name: string; email: string }) => {
        await createSubscription(db, user, await enabledProgram(false), { status: 'active' });
      },
    ],
    [
      'an active subscription to a program never set up',
      async (user: { id: string; name: string; email: string }) => {
        await createSubscription(db, user, await createProgram(db), { status: 'active' });
      },
    ],
  ])('refuses a learner with %s: 403 with a message', async (_name, arrange) => {
    const { headers, user } = await userSession(app, db);
    await arrange(user);
    for (const url of ['/api/sim/instruments?q=IN', '/api/sim/bars/INFY', '/api/sim/bars/INFY?from=bad']) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.simulator.notAllowed });
    }
  });
});

describe('GET /api/sim/instruments', () => {
  it('finds instruments by symbol or name prefix, any case, at most 20, by symbol', async () => {
    const { headers } = await adminSession(app, db);
    await db.insert(marketInstruments).values([
      { symbol: 'TCS', isin: 'INE467B01029', name: 'Tata Consultancy Services' },
      { symbol: 'TATAMOTORS', isin: null, name: 'Tata Motors' },
      { symbol: 'INFY', isin: null, name: 'Infosys' },
      { symbol: 'M&M', isin: null, name: 'Mahindra & Mahindra' },
      ...Array.from({ length: 30 }, (_, i) => ({
        symbol: `ZZ${String(i).padStart(2, '0')}`,
        isin: null,
        name: null,
      })),
    ]);
    const search = async (q: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/sim/instruments?q=${encodeURIComponent(q)}`, headers })
      ).json();
    expect(await search('tata')).toEqual([
      { symbol: 'TATAMOTORS', isin: null, name: 'Tata Motors' },
      { symbol: 'TCS', isin: 'INE467B01029', name: 'Tata Consultancy Services' },
    ]);
    expect((await search('inf')).map((i: { symbol: string }) => i.symbol)).toEqual(['INFY']);
    expect((await search('m&')).map((i: { symbol: string }) => i.symbol)).toEqual(['M&M']);
    expect(await search('%')).toEqual([]);
    expect(await search('zz')).toHaveLength(20);
  });
});

describe('GET /api/sim/bars/:symbol', () => {
  it('answers bars with prices as exact rupee strings and volume as a number', async () => {
    const { headers } = await adminSession(app, db);
    await seedBars('INFY', '2026-05-01', 2);
    const res = await app.inject({
      method: 'GET',
      url: '/api/sim/bars/infy?from=2026-05-01&to=2026-05-02',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { date: '2026-05-01', open: '100.00', high: '200.00', low: '50.00', close: '100.00', volume: 1000 },
      { date: '2026-05-02', open: '100.00', high: '200.00', low: '50.00', close: '100.01', volume: 1001 },
    ]);
  });

  it('ends at the latest visible date by default, and a later `to` is clamped to it', async () => {
    const { headers } = await adminSession(app, db);
    await seedBars('INFY', '2026-05-20', 40);
    for (const query of ['', '?to=2026-06-30', '?from=2026-05-25&to=2027-01-01']) {
      const dates = (await app.inject({ method: 'GET', url: `/api/sim/bars/INFY${query}`, headers }))
        .json()
        .map((bar: { date: string }) => bar.date);
      expect(dates.at(-1)).toBe(CUTOFF);
    }
  });

  it('shows no bar after the cutoff the day before India’s midnight, and one more day after it', async () => {
    await seedBars('INFY', '2026-05-25', 20);
    const before = await buildTestApp({}, { scope: 'test', now: () => new Date('2026-06-30T18:29:59Z') });
    const { headers } = await adminSession(before.app, db);
    const last = async (target: typeof app) =>
      (await target.inject({ method: 'GET', url: '/api/sim/bars/INFY', headers })).json().at(-1).date;
    expect(await last(before.app)).toBe('2026-05-31');
    expect(await last(app)).toBe('2026-06-01');
  });

  it.each([
    ['a start after the end', '?from=2026-05-02&to=2026-05-01', MESSAGES.simulator.fromAfterTo],
    ['an impossible date', '?from=2026-02-30', MESSAGES.simulator.badDate],
    ['a date in another format', '?to=01-05-2026', MESSAGES.simulator.badDate],
    ['more than five years', '?from=2020-01-01&to=2026-01-01', MESSAGES.simulator.rangeTooLong],
  ])('refuses %s with 400', async (_name, query, message) => {
    const { headers } = await adminSession(app, db);
    await seedBars('INFY', '2026-05-01', 2);
    const res = await app.inject({ method: 'GET', url: `/api/sim/bars/INFY${query}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 404 for a symbol with no data', async () => {
    const { headers } = await adminSession(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/sim/bars/NOPE', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.symbolNotFound });
  });

  it('never returns a bar after today (IST) minus the lag, and returns every visible bar in range, over 2,000 random ranges', async () => {
    const { headers } = await adminSession(app, db);
    // Bars every day from 2025-12-01 to 2026-08-29: on both sides of the cutoff (2026-06-01).
    const seeded = await seedBars('INFY', '2025-12-01', 272);
    const day = fc.integer({ min: -4000, max: 4000 }).map((offset) => addDays(CUTOFF, offset));
    const near = fc.integer({ min: -200, max: 120 }).map((offset) => addDays(CUTOFF, offset));
    const date = fc.oneof(near, near, day);
    const range = fc.oneof(
      fc.record({ from: fc.option(date, { nil: undefined }), to: fc.option(date, { nil: undefined }) }),
      // Same-day ranges, and ranges entirely after the cutoff.
      date.map((d) => ({ from: d, to: d })),
      fc
        .integer({ min: 1, max: 300 })
        .map((offset) => ({ from: addDays(CUTOFF, offset), to: addDays(CUTOFF, offset + 30) })),
    );
    await fc.assert(
      fc.asyncProperty(range, async ({ from, to }) => {
        const query = new URLSearchParams();
        if (from) query.set('from', from);
        if (to) query.set('to', to);
        const res = await app.inject({ method: 'GET', url: `/api/sim/bars/INFY?${query}`, headers });
        // The model, computed independently of the route: the requested range, then the lag.
        const end = to ?? CUTOFF;
        const start = from ?? addDays(end < CUTOFF ? end : CUTOFF, -365);
        if (start > end) {
          expect(res.statusCode).toBe(400);
          return;
        }
        const visibleEnd = end < CUTOFF ? end : CUTOFF;
        const days = (Date.parse(visibleEnd) - Date.parse(start)) / 86_400_000;
        if (days > 5 * 366) {
          expect(res.statusCode).toBe(400);
          return;
        }
        expect(res.statusCode).toBe(200);
        const dates: string[] = res.json().map((bar: { date: string }) => bar.date);
        for (const returned of dates) expect(returned <= CUTOFF).toBe(true);
        expect(dates).toEqual(seeded.filter((d) => d >= start && d <= visibleEnd));
      }),
      { numRuns: 2_000 },
    );
  }, 240_000);
});
