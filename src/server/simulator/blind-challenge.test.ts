import { readFileSync } from 'node:fs';
import { formatDate } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees, rupeesToPaise } from '@contract/money.ts';
import type { SimAccount, SimOrder } from '@contract/sim-account.ts';
import { MARKET_IMPORT_FIELD } from '@contract/simulator.ts';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { simAccounts, simEquity } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';
import { aliasFor, simClient, simLearner } from '../test/sim-factories.ts';
import { showPaise } from './blind.ts';
import { evaluateChallenge } from './challenge.ts';

// The fixture's July 2024 is well past the 30-day lag at this clock (the cutoff is 2 Aug 2024).
const NOW = new Date('2024-09-01T06:00:00Z');
const { app, db } = await buildTestApp({}, { now: () => NOW });

/**
 * The imported data: a UDiFF bhavcopy of twenty days of three instruments (docs/product.md §24's test).
 * Every needle below is read from it, not typed by hand.
 */
const CSV = readFileSync(new URL('./fixtures/blind-challenge-udiff.csv', import.meta.url), 'utf8');
const ROWS = CSV.trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const col = {
  date: 0,
  isin: 6,
  symbol: 7,
  name: 13,
  open: 14,
  high: 15,
  low: 16,
  close: 17,
  last: 18,
  prev: 19,
  volume: 24,
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Every spelling of a date a response could carry: ISO, the UI's, and the bhavcopies'. */
function dateSpellings(iso: string): string[] {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const short = MONTHS[Number(month) - 1]!;
  return [
    iso,
    formatDate(iso),
    `${day}-${short}-${year}`,
    `${day}-${short.toUpperCase()}-${year}`,
    `${year}${month}${day}`,
    `${day}${month}${year}`,
    `${day}/${month}/${year}`,
  ];
}

/** Words found anywhere in a body (any case): the symbols, names, ISINs and dates of the data. */
const WORDS = [
  ...new Set(
    ROWS.flatMap((row) => [
      row[col.symbol]!,
      row[col.name]!,
      row[col.isin]!,
      ...dateSpellings(row[col.date]!),
    ]),
  ),
];
/** Values that must not be a field of any body: every real price and volume of the data. */
const PRICES = new Set(
  ROWS.flatMap((row) => [col.open, col.high, col.low, col.close, col.last, col.prev].map((i) => row[i]!)),
);
const VOLUMES = new Set(ROWS.map((row) => Number(row[col.volume])));
const FIRST_DAY = ROWS[0]![col.date]!;

/** The needles a body holds: words as substrings, prices and volumes as whole JSON values. */
function needlesIn(body: string): string[] {
  const lower = body.toLowerCase();
  const found = WORDS.filter((word) => lower.includes(word.toLowerCase()));
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && PRICES.has(value)) found.push(`price ${value}`);
    if (typeof value === 'number' && VOLUMES.has(value)) found.push(`volume ${value}`);
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(body));
  return found;
}

type Client = ReturnType<typeof simClient>;
type Seen = { label: string; body: string }[];

async function importFixture() {
  const { headers } = await adminSession(app, db);
  const body = await multipartBody(MARKET_IMPORT_FIELD, 'blind-challenge-udiff.csv', CSV, 'text/csv');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/market/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
}

/**
 * Every GET the simulator has for the account, and the accounts list and leaderboard a learner's
 * screen asks for, recorded. (GET /api/sim/overview names the data's first and last day for the
 * replay form; it is the same for every learner and says nothing of an account: ADR 080.)
 */
async function readEverything(client: Client, account: SimAccount, aliases: string[], seen: Seen) {
  const id = account._id;
  const urls = [
    `/api/sim/account/${id}`,
    `/api/sim/account/${id}/equity`,
    `/api/sim/orders?account_id=${id}`,
    ...['open', 'filled', 'cancelled', 'expired', 'rejected'].map(
      (s) => `/api/sim/orders?account_id=${id}&status=${s}`,
    ),
    '/api/sim/accounts',
    `/api/sim/instruments?account_id=${id}`,
    `/api/sim/instruments?account_id=${id}&q=stk-`,
    `/api/sim/leaderboard?program=${account.program_id}`,
    ...aliases.map((alias) => `/api/sim/bars/${alias}?account_id=${id}`),
  ];
  for (const url of urls) {
    const res = await client.call('GET', url);
    expect(res.statusCode, url).toBe(200);
    seen.push({ label: `GET ${url}`, body: res.body });
  }
}

/** The learner's data export (docs/product.md §17): its JSON files are answers too. */
async function readDataExport(client: Client, seen: Seen) {
  const res = await client.call('GET', '/api/privacy/export');
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  expect(Object.keys(files)).toContain('simulator-orders.json');
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('.json')) seen.push({ label: `export ${name}`, body: new TextDecoder().decode(bytes) });
  }
}

/** Requests a blind account must refuse without naming anything real. */
async function probeRefusals(client: Client, account: SimAccount, seen: Seen) {
  const id = account._id;
  const order = { account_id: id, side: 'buy', type: 'market', quantity: 1, product: 'CNC', validity: 'DAY' };
  const probes: [string, Promise<Awaited<ReturnType<Client['call']>>>, number, string][] = [
    [
      'a real symbol',
      client.call('POST', '/api/sim/order', { ...order, symbol: 'SBIN' }),
      404,
      MESSAGES.simulator.symbolNotFound,
    ],
    [
      'an unknown alias',
      client.call('POST', '/api/sim/order', { ...order, symbol: 'STK-ZZZZ' }),
      404,
      MESSAGES.simulator.symbolNotFound,
    ],
    [
      'a real chart',
      client.call('GET', `/api/sim/bars/SBIN?account_id=${id}`),
      404,
      MESSAGES.simulator.symbolNotFound,
    ],
    [
      'a chart by date',
      client.call('GET', `/api/sim/bars/STK-ZZZZ?account_id=${id}&from=${FIRST_DAY}`),
      400,
      MESSAGES.simulator.blindRange,
    ],
    [
      'a real date as the step guard',
      client.call('POST', `/api/sim/account/${id}/step`, { sim_date: FIRST_DAY }),
      409,
      MESSAGES.simulator.stepConflict,
    ],
  ];
  for (const [label, pending, status, message] of probes) {
    const res = await pending;
    expect(res.statusCode, label).toBe(status);
    expect(res.json(), label).toEqual({ message });
    seen.push({ label, body: res.body });
  }
  for (const q of ['SBIN', 'sbin', 'STATE', 'INE062', 'Maruti']) {
    const res = await client.call('GET', `/api/sim/instruments?account_id=${id}&q=${q}`);
    expect(res.json(), q).toEqual([]);
    seen.push({ label: `search ${q}`, body: res.body });
  }
}

/** A market buy of about `share` of the shown cash at the shown close. */
async function buyShare(client: Client, account: SimAccount, symbol: string, share: number, seen: Seen) {
  const bars = (await client.call('GET', `/api/sim/bars/${symbol}?account_id=${account._id}`)).json();
  const close = rupeesToPaise(bars.at(-1).close);
  const cash = rupeesToPaise((await client.account(account._id)).available_cash);
  const quantity = Math.floor((cash * share) / close);
  const res = await client.call('POST', '/api/sim/order', {
    account_id: account._id,
    symbol,
    side: 'buy',
    type: 'market',
    quantity,
    product: 'CNC',
    validity: 'DAY',
  });
  expect(res.statusCode).toBe(201);
  seen.push({ label: 'buy', body: res.body });
}

/** A blind challenge from its opening to its pass, every answer recorded; the answers once it ended apart. */
async function runChallenge() {
  await importFixture();
  const learner = await simLearner(app, db, { profitTargetPercent: 2, minTradingDays: 2 });
  const client = simClient(app, learner.headers);
  const seen: Seen = [];
  const created = await client.call('POST', '/api/sim/account', {
    mode: 'challenge',
    leaderboard_name: 'Blind Tester',
  });
  seen.push({ label: 'create', body: created.body });
  const account: SimAccount = created.json();
  expect(account).toMatchObject({
    blind: true,
    start_date: 'Day 1',
    sim_date: 'Day 1',
    latest_date: null,
    starting_capital: '1000000.00',
    cash: '1000000.00',
    brokerage: '20.00',
  });
  const list = (await client.call('GET', `/api/sim/instruments?account_id=${account._id}`)).json();
  const aliases: string[] = list.map((instrument: { symbol: string }) => instrument.symbol);
  expect(aliases).toHaveLength(3);
  const sbin = await aliasFor(db, account._id, 'SBIN');
  const idea = await aliasFor(db, account._id, 'IDEA');
  expect(aliases).toContain(sbin);
  await probeRefusals(client, account, seen);
  await readEverything(client, account, aliases, seen);

  // A resting limit far below the market, then cancelled; a first buy of SBIN.
  const resting = await client.order(account._id, {
    symbol: idea,
    side: 'buy',
    type: 'limit',
    limit_price: '1.00',
    quantity: 10,
    product: 'CNC',
    validity: 'GTC',
  });
  seen.push({ label: 'limit', body: JSON.stringify(resting) });
  const cancelled = await client.call('DELETE', `/api/sim/order/${resting._id}`);
  seen.push({ label: 'cancel', body: cancelled.body });
  await buyShare(client, account, sbin, 0.5, seen);
  const renamed = await client.call('PUT', `/api/sim/account/${account._id}/leaderboard`, {
    leaderboard_name: 'Still Blind',
  });
  seen.push({ label: 'rename', body: renamed.body });

  const shownSteps: { equity: string; drawdown: string; day: string }[] = [];
  let last: { account: SimAccount; date: string } | undefined;
  for (let step = 1; step < ROWS.length / 3; step += 1) {
    const res = await client.call('POST', `/api/sim/account/${account._id}/step`, {
      sim_date: (await client.account(account._id)).sim_date,
    });
    expect(res.statusCode).toBe(200);
    last = res.json();
    if (last!.account.status !== 'active') break;
    seen.push({ label: `step ${step}`, body: res.body });
    expect(last!.date).toBe(`Day ${step + 1}`);
    shownSteps.push({
      equity: last!.account.equity,
      drawdown: last!.account.max_drawdown_percent,
      day: last!.date,
    });
    if (step === 1) {
      await buyShare(client, account, sbin, 0.9, seen);
      await readDataExport(client, seen);
    }
    await readEverything(client, account, aliases, seen);
  }
  return { client, learner, account, seen, shownSteps, ended: last!, aliases };
}

describe('a blind challenge', () => {
  it('shows no real symbol, name, ISIN, date, price or volume in any answer until it ends, then reveals them all, and trades exactly as the same trades unblinded', async () => {
    const run = await runChallenge();
    // The needles are real and many, so that finding none means something.
    expect(WORDS).toEqual(
      expect.arrayContaining([
        'SBIN',
        'STATE BANK OF INDIA',
        'INE062A01020',
        FIRST_DAY,
        '01 Jul 2024',
        '01-JUL-2024',
      ]),
    );
    expect(PRICES.size).toBeGreaterThan(150);
    expect(run.seen.length).toBeGreaterThan(100);
    expect(run.shownSteps.length).toBeGreaterThan(3);
    for (const { label, body } of run.seen) expect(needlesIn(body), label).toEqual([]);

    // The end reveals everything for the review.
    const ended = run.ended.account;
    expect(ended).toMatchObject({ status: 'passed', blind: false, start_date: FIRST_DAY });
    expect(run.ended.date).toMatch(/^2024-07-\d\d$/);
    const orders: SimOrder[] = await run.client.orders(run.account._id);
    expect(orders.map((order) => order.symbol)).toContain('SBIN');
    const bars = (await run.client.call('GET', `/api/sim/bars/SBIN?account_id=${run.account._id}`)).json();
    expect(bars[0]).toMatchObject({
      date: FIRST_DAY,
      close: ROWS.find((row) => row[col.symbol] === 'SBIN')![col.close],
    });
    const search = (
      await run.client.call('GET', `/api/sim/instruments?account_id=${run.account._id}&q=STATE`)
    ).json();
    expect(search).toEqual([{ symbol: 'SBIN', isin: 'INE062A01020', name: 'STATE BANK OF INDIA' }]);
    expect(needlesIn(JSON.stringify(orders))).not.toEqual([]);

    await sameAsUnblinded(run, orders);
  }, 120_000);
});

/**
 * The same trades on a replay with the challenge's real capital and brokerage, from its real start:
 * the same real equity on every day, the disguised equity its rebased image, the same drawdown
 * percentages, and the same verdict on the same day.
 */
async function sameAsUnblinded(run: Awaited<ReturnType<typeof runChallenge>>, orders: SimOrder[]) {
  const ended = run.ended.account;
  const scale = rupeesToPaise(ended.starting_capital) / 50_000;
  expect(Number.isInteger(scale)).toBe(true);
  expect(rupeesToPaise(ended.brokerage)).toBe(scale);
  const twin = await simLearner(app, db, { brokerage: scale, profitTargetPercent: 2, minTradingDays: 2 });
  const client = simClient(app, twin.headers);
  const replay = await client.createReplay(FIRST_DAY, { capital: ended.starting_capital });
  const placed = orders
    .filter((order) => order.source === 'learner' && order.status !== 'cancelled')
    .reverse();
  const drawdowns: string[] = [];
  for (let day = 0; day <= run.shownSteps.length; day += 1) {
    const today = (await client.account(replay._id)).sim_date;
    for (const order of placed.filter((o) => o.placed_date === today)) {
      await client.order(replay._id, {
        symbol: order.symbol,
        side: order.side,
        type: order.type,
        quantity: order.quantity,
        product: order.product,
        validity: order.validity,
        ...(order.limit_price === null ? {} : { limit_price: order.limit_price }),
      });
    }
    drawdowns.push((await client.step(replay._id)).account.max_drawdown_percent);
  }
  const blindCurve = (await run.client.call('GET', `/api/sim/account/${run.account._id}/equity`)).json();
  const replayCurve = (await client.call('GET', `/api/sim/account/${replay._id}/equity`)).json();
  expect(replayCurve).toEqual(blindCurve);
  // While blind, each day's equity was the real one rebased, and the drawdown the same percentage.
  run.shownSteps.forEach((shown, i) => {
    expect(shown.equity).toBe(paiseToRupees(showPaise(rupeesToPaise(replayCurve[i + 1].equity), scale)));
    expect(shown.drawdown).toBe(drawdowns[i]);
  });
  const history = await db
    .select()
    .from(simEquity)
    .where(eq(simEquity.accountId, replay._id))
    .orderBy(asc(simEquity.date));
  const verdict = evaluateChallenge(
    {
      startingBalance: rupeesToPaise(ended.starting_capital),
      profitTargetBasisPoints: 200,
      maxDailyLossBasisPoints: 500,
      maxTotalLossBasisPoints: 1000,
      minTradingDays: 2,
    },
    history.map((row) => ({ date: row.date, closingEquity: row.equity, traded: row.traded })),
  );
  expect(verdict).toMatchObject({ status: 'passed', date: ended.challenge?.ended_on });
}

describe('challenges and replays that are not blind', () => {
  it('shows a replay, and a challenge opened before blind challenges existed, with real symbols, dates and prices', async () => {
    await importFixture();
    const learner = await simLearner(app, db);
    const client = simClient(app, learner.headers);
    const replay = await client.createReplay(FIRST_DAY);
    expect(replay).toMatchObject({ blind: false, start_date: FIRST_DAY, starting_capital: '1000000.00' });
    const older = await client.createChallenge();
    expect(older.blind).toBe(true);
    // A challenge row without a secret, as every challenge had before (ADR 080).
    await db
      .update(simAccounts)
      .set({
        blindKey: null,
        blindScale: null,
        startingCapital: 100_000_000,
        cash: 100_000_000,
        lastEquity: 100_000_000,
      })
      .where(eq(simAccounts.id, older._id));
    expect(await client.account(older._id)).toMatchObject({
      blind: false,
      start_date: FIRST_DAY,
      cash: '1000000.00',
    });
    const search = await client.call('GET', `/api/sim/instruments?account_id=${older._id}&q=SBIN`);
    expect(search.json()).toEqual([{ symbol: 'SBIN', isin: 'INE062A01020', name: 'STATE BANK OF INDIA' }]);
    const bars = await client.call('GET', `/api/sim/bars/SBIN?account_id=${older._id}`);
    expect(bars.json()).toEqual([
      expect.objectContaining({
        date: FIRST_DAY,
        close: ROWS.find((row) => row[col.symbol] === 'SBIN')![col.close],
      }),
    ]);
  });
});
