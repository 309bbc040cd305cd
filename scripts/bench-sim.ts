/**
 * The simulator's market data import (docs/product.md §14.2, ADR 033): 250 trading days × 2,500 symbols of
 * valid classic bhavcopy rows, one file per day, imported through importMarketData (the domain
 * function the admin route uses) into a fresh database:
 * - DATABASE_URL set: a new database `bench_sim_<random>` on that server, dropped at the end;
 * - else: an embedded server in a new temporary DATA_DIR, removed at the end.
 *   npm run bench:sim [-- --days 250 --symbols 2500]
 * Budgets: the import under 60 s; a step of a replay account holding 50 positions (and 20 open
 * orders that do not fill) under 50 ms at the median, timed over 20 steps through stepSimAccount,
 * the domain function the step route calls (ADR 035).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '../src/server/db/client.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { stopCluster } from '../src/server/db/embedded.ts';
import { users } from '../src/server/db/schema.ts';
import { recordClosedTrades } from '../src/server/journal/index.ts';
import { createSimAccount, drawChallengeStart, type SimContext } from '../src/server/simulator/accounts.ts';
import { addDays, latestVisibleDate } from '../src/server/simulator/market-dates.ts';
import { importMarketData } from '../src/server/simulator/market-import.ts';
import { placeSimOrder } from '../src/server/simulator/orders.ts';
import { stepSimAccount } from '../src/server/simulator/step.ts';

const { values } = parseArgs({
  options: { days: { type: 'string', default: '250' }, symbols: { type: 'string', default: '2500' } },
});
const DAYS = Number(values.days);
const SYMBOLS = Number(values.symbols);
const BUDGET_SECONDS = 60;
const STEP_BUDGET_MS = 50;
const POSITIONS = 50;
const RESTING_ORDERS = 20;
const TIMED_STEPS = 20;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const HEADER =
  'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';

/** Weekdays from 2025-01-01: NSE trades Monday to Friday. */
function tradingDays(count: number): string[] {
  const days: string[] = [];
  for (let date = '2025-01-01'; days.length < count; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date);
  }
  return days;
}

/** A deterministic generator, so that every run imports the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** One day's classic bhavcopy: a random walk per symbol, prices in whole paise, as NSE writes it. */
function* dayFile(date: string, closes: number[], next: () => number): Generator<string> {
  const [year, month, day] = date.split('-');
  const stamp = `${day}-${MONTHS[Number(month) - 1]}-${year}`;
  yield `${HEADER}\n`;
  let lines: string[] = [];
  for (let i = 0; i < closes.length; i += 1) {
    const previous = closes[i]!;
    const open = Math.max(100, Math.round(previous * (1 + (next() - 0.5) * 0.02)));
    const close = Math.max(100, Math.round(open * (1 + (next() - 0.5) * 0.04)));
    const high = Math.max(open, close) + Math.round(next() * previous * 0.01);
    const low = Math.max(1, Math.min(open, close) - Math.round(next() * previous * 0.01));
    const quantity = 1000 + Math.floor(next() * 5_000_000);
    const symbol = `SYM${String(i).padStart(4, '0')}`;
    const isin = `INE${String(i).padStart(6, '0')}A01`;
    lines.push(
      `${symbol},EQ,${rupees(open)},${rupees(high)},${rupees(low)},${rupees(close)},${rupees(close)},${rupees(previous)},${quantity},${rupees(quantity * close)},${stamp},${1 + Math.floor(quantity / 100)},${isin},`,
    );
    closes[i] = close;
    if (lines.length === 500) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

async function freshDatabase() {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const name = `bench_sim_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString() });
    return {
      handle,
      where: `database ${name} on DATABASE_URL`,
      async drop() {
        await handle.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name}`);
        await client.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sim-'));
  // mkdtemp makes it 0700; the embedded server's own OS user must be able to enter it.
  chmodSync(dataDir, 0o755);
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    where: `embedded PostgreSQL in ${dataDir}`,
    async drop() {
      await handle.close();
      await stopCluster(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const database = await freshDatabase();
  try {
    await migrateDatabase(database.handle);
    const { db } = database.handle;
    const days = tradingDays(DAYS);
    const next = random(2026);
    const closes = Array.from({ length: SYMBOLS }, () => 5_000 + Math.floor(next() * 500_000));
    console.log(`bench:sim: ${DAYS} days × ${SYMBOLS} symbols, ${database.where}`);
    let bars = 0;
    let rows = 0;
    let skipped = 0;
    const started = performance.now();
    for (const date of days) {
      const result = await importMarketData(db, null, `bench-${date}.csv`, dayFile(date, closes, next));
      bars += result.bars;
      rows += result.rows;
      skipped += result.skippedTotal;
    }
    const seconds = (performance.now() - started) / 1000;
    const stored = Number(
      (await db.execute<{ n: string }>('select count(*) as n from market_bars')).rows[0]!.n,
    );
    console.log(`import: ${rows} rows in ${DAYS} files, ${bars} bars (${stored} stored, ${skipped} skipped)`);
    console.log(
      `import: ${seconds.toFixed(2)} s, ${Math.round(rows / seconds)} rows/s (budget ${BUDGET_SECONDS} s: ${seconds < BUDGET_SECONDS ? 'within' : 'OVER'})`,
    );
    // The planner's statistics, as autovacuum would have gathered them after such an import.
    await db.execute('analyze');
    const step = await benchStep(db, days[0]!);
    if (seconds >= BUDGET_SECONDS || stored !== DAYS * SYMBOLS || step.median >= STEP_BUDGET_MS) {
      process.exitCode = 1;
    }
  } finally {
    await database.drop();
  }
}

/**
 * A replay account from `start`: one market buy on each of POSITIONS symbols (filled by a first
 * step), then RESTING_ORDERS GTC buy limits far below the market, then TIMED_STEPS steps timed one
 * by one. Each step reads and values the 50 positions, matches the 20 open orders and writes back.
 */
async function benchStep(db: Database, start: string) {
  const [learner] = await db
    .insert(users)
    .values({
      name: 'Bench Learner',
      email: 'bench.sim@example.in',
      mobile: '9876543210',
      passwordHash: 'x',
      role: 'admin',
    })
    .returning();
  const caller = { id: learner!.id, role: learner!.role };
  const context: SimContext = { cutoff: latestVisibleDate(30), publicUrl: 'http://localhost' };
  const account = await createSimAccount(
    db,
    caller,
    { mode: 'replay', start_date: start, capital: '10000000.00' },
    context,
  );
  const symbol = (i: number) => `SYM${String(i).padStart(4, '0')}`;
  for (let i = 0; i < POSITIONS; i += 1) {
    await placeSimOrder(
      db,
      caller,
      {
        account_id: account._id,
        symbol: symbol(i),
        side: 'buy',
        type: 'market',
        quantity: 10,
        product: 'CNC',
        validity: 'DAY',
      },
      context,
    );
  }
  const stepContext = {
    ...context,
    issueCertificate: async () => {
      throw new Error('a replay issues no certificate');
    },
    recordClosedTrades,
    checkEvaluation: async () => null,
  };
  const first = await stepSimAccount(db, caller, account._id, undefined, stepContext);
  for (let i = 0; i < RESTING_ORDERS; i += 1) {
    await placeSimOrder(
      db,
      caller,
      {
        account_id: account._id,
        symbol: symbol(POSITIONS + i),
        side: 'buy',
        type: 'limit',
        limit_price: '0.01',
        quantity: 1,
        product: 'CNC',
        validity: 'GTC',
      },
      context,
    );
  }
  const timings: number[] = [];
  let positions = 0;
  for (let i = 0; i < TIMED_STEPS; i += 1) {
    const started = performance.now();
    const result = await stepSimAccount(db, caller, account._id, undefined, stepContext);
    timings.push(performance.now() - started);
    positions = result.account.positions.length;
  }
  // A challenge's start is drawn over the distinct trading days, through the date index.
  const draws: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    await drawChallengeStart(db, context.cutoff);
    draws.push(performance.now() - started);
  }
  draws.sort((a, b) => a - b);
  console.log(
    `challenge start draw (distinct trading days, loose index scan): median ${draws[2]!.toFixed(1)} ms`,
  );
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)]!;
  const p95 = timings[Math.ceil(timings.length * 0.95) - 1]!;
  console.log(
    `step: replay account with ${positions} positions (${first.filled} filled on the first step) and ${RESTING_ORDERS} open orders, ${TIMED_STEPS} steps`,
  );
  console.log(
    `step: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${timings.at(-1)!.toFixed(1)} ms (budget ${STEP_BUDGET_MS} ms: ${median < STEP_BUDGET_MS ? 'within' : 'OVER'})`,
  );
  return { median, p95 };
}

await main();
