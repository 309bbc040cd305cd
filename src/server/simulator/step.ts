import { MESSAGES } from '@contract/messages.ts';
import type { SimStepResultSchema } from '@contract/sim-account.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client.ts';
import { simEquity, simOrders, simPositions } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { findOwnAccount, presentAccount, type SimCaller, type SimContext } from './accounts.ts';
import { lensFor } from './blind-lens.ts';
import type { ChallengeDay } from './challenge.ts';
import {
  type AccountAtOpen,
  type DatedBar,
  type OrderOutcome,
  positionChanges,
  type SimulatedDay,
  type SquareOffFill,
  simulateDay,
} from './day.ts';
import { nextTradingDay } from './days.ts';
import type { Position } from './portfolio.ts';
import type { SimAccountRow, SimOrderRow } from './presenter.ts';

/**
 * One step of a simulator account (docs/product.md §14.6, ADR 035): the next trading day's bars fill the open
 * orders, MIS positions are squared off at the close, the account is valued, the challenge judged,
 * and sim_date moves to that day. Everything happens in one transaction under the account's row
 * lock, with a fixed number of statements whatever the number of orders and positions: the reads
 * come first, the pure day (day.ts) computes the whole of it, then each table is written in one
 * statement.
 */

export type SimStepResult = z.output<typeof SimStepResultSchema>;

/** A passed challenge's certificate, issued in the step's transaction (or the one that stands); null when none. */
export type ChallengeCertificateIssuer = (
  tx: Tx,
  input: { userId: string; programId: string },
) => Promise<{ id: string } | null>;

/**
 * Called in the step's transaction once the day is written: the journal turns every position that
 * went flat that day into a journal trade (docs/product.md §23.1, ADR 079).
 */
export type ClosedTradesRecorder = (
  tx: Tx,
  day: { accountId: string; userId: string; programId: string | null; date: string },
) => Promise<void>;

/**
 * Called in the step's transaction after the day and its journal trades are written, for an
 * account in a program: the evaluation before live trading (docs/product.md §25) checks whether a
 * passed challenge or a completed journal count finishes it.
 */
export type EvaluationCheck = (tx: Tx, learner: { userId: string; programId: string }) => Promise<unknown>;

/** Advances the caller's account by one trading day; see the module comment. */
export async function stepSimAccount(
  db: DbOrTx,
  caller: SimCaller,
  accountId: string,
  input: { sim_date?: string | undefined } | undefined,
  context: SimContext & {
    issueCertificate: ChallengeCertificateIssuer;
    recordClosedTrades: ClosedTradesRecorder;
    checkEvaluation: EvaluationCheck;
  },
): Promise<SimStepResult> {
  return db.transaction(async (tx) => {
    const opening = await loadDay(tx, caller, accountId, input, context.cutoff);
    const day = simulateDay(opening.account, opening.orders, opening.bars, {
      date: opening.date,
      brokerage: opening.row.brokerage,
    });
    const updated = await saveDay(tx, opening.row, opening.account.book.positions, day, context);
    if (day.filled > 0 || day.squareOffs.length > 0) {
      const { userId, programId } = opening.row;
      await context.recordClosedTrades(tx, { accountId: opening.row.id, userId, programId, date: day.date });
    }
    if (updated.programId !== null) {
      await context.checkEvaluation(tx, { userId: updated.userId, programId: updated.programId });
    }
    return {
      account: await presentAccount(tx, updated, context),
      // "Day N" while a blind challenge runs; the step that ends it reveals the date (docs/product.md §24).
      date: (await lensFor(tx, updated, [])).day(day.date),
      filled: day.filled,
      expired: day.expired,
      rejected: day.rejected,
      squared_off: day.squareOffs.length,
    };
  });
}

/** Everything the day needs, read under the account's row lock. */
interface DayOpening {
  row: SimAccountRow;
  date: string;
  account: AccountAtOpen;
  orders: SimOrderRow[];
  bars: Map<string, DatedBar>;
}

/**
 * Locks the account, refuses a step it cannot take (ended, a stale `sim_date`, no later visible
 * day: 409), and reads the open orders in placement order, the positions, the bars and a
 * challenge's history.
 */
async function loadDay(
  tx: Tx,
  caller: SimCaller,
  accountId: string,
  input: { sim_date?: string | undefined } | undefined,
  cutoff: string,
): Promise<DayOpening> {
  const row = await findOwnAccount(tx, caller, accountId, { lock: true });
  if (row.status !== 'active') throw new DomainError('conflict', MESSAGES.simulator.accountEnded);
  // The guard is the sim date as the account shows it: "Day N" for a blind challenge.
  if (input?.sim_date !== undefined && input.sim_date !== (await lensFor(tx, row, [])).day(row.simDate)) {
    throw new DomainError('conflict', MESSAGES.simulator.stepConflict);
  }
  const date = await nextTradingDay(tx, row.simDate, cutoff);
  if (date === null) throw new DomainError('conflict', MESSAGES.simulator.noNextDay);

  const [orders, heldRows] = await Promise.all([
    tx
      .select()
      .from(simOrders)
      .where(and(eq(simOrders.accountId, row.id), eq(simOrders.status, 'open')))
      .orderBy(asc(simOrders.createdOn), asc(simOrders.id)),
    tx
      .select()
      .from(simPositions)
      .where(eq(simPositions.accountId, row.id))
      .orderBy(asc(simPositions.symbol), asc(simPositions.product)),
  ]);
  const symbols = [...new Set([...orders.map((o) => o.symbol), ...heldRows.map((p) => p.symbol)])];
  const bars = await latestBars(tx, symbols, date);
  const positions: Position[] = heldRows.map((held) => ({
    symbol: held.symbol,
    product: held.product,
    quantity: held.quantity,
    costBasis: held.costBasis,
  }));
  const account: AccountAtOpen = {
    book: { cash: row.cash, realisedPnl: row.realisedPnl, positions },
    tradingDays: row.tradingDays,
    drawdown: { peak: row.peakEquity, deepest: { peak: row.drawdownPeak, trough: row.drawdownTrough } },
    challenge: row.mode === 'challenge' ? await challengeOf(tx, row) : null,
  };
  return { row, date, orders, bars, account };
}

/**
 * Each symbol's latest bar on or before the day (one index probe each): the day's own bar when it
 * traded, else the last close, for the square-off and the valuation. `date` ≤ the cutoff.
 */
async function latestBars(tx: Tx, symbols: readonly string[], date: string): Promise<Map<string, DatedBar>> {
  const bars = new Map<string, DatedBar>();
  if (symbols.length === 0) return bars;
  const result = await tx.execute<{
    symbol: string;
    date: string;
    open: string;
    high: string;
    low: string;
    close: string;
    series: string;
  }>(sql`
    select s.symbol, b.date::text as date, b.open, b.high, b.low, b.close, b.series
    from unnest(${sql.param(symbols)}::text[]) as s(symbol)
    cross join lateral (
      select date, open, high, low, close, series from market_bars m
      where m.symbol = s.symbol and m.date <= ${date}::date
      order by m.date desc limit 1) b`);
  for (const bar of result.rows) {
    bars.set(bar.symbol, {
      date: bar.date,
      open: Number(bar.open),
      high: Number(bar.high),
      low: Number(bar.low),
      close: Number(bar.close),
      series: bar.series,
    });
  }
  return bars;
}

/** A challenge's rules, copied into the account at its start, and its closing equity on each step so far. */
async function challengeOf(tx: Tx, row: SimAccountRow): Promise<NonNullable<AccountAtOpen['challenge']>> {
  const history = await tx
    .select({ date: simEquity.date, equity: simEquity.equity, traded: simEquity.traded })
    .from(simEquity)
    .where(eq(simEquity.accountId, row.id))
    .orderBy(asc(simEquity.date));
  return {
    // A challenge row holds every rule (the table's check constraint).
    rules: {
      startingBalance: row.startingCapital,
      profitTargetBasisPoints: row.profitTargetBp!,
      maxDailyLossBasisPoints: row.maxDailyLossBp!,
      maxTotalLossBasisPoints: row.maxTotalLossBp!,
      minTradingDays: row.minTradingDays!,
    },
    history: history.map(
      (step): ChallengeDay => ({ date: step.date, closingEquity: step.equity, traded: step.traded }),
    ),
  };
}

/**
 * Writes the day, one statement per table: the order outcomes, the square-off orders, the
 * positions, the equity row; on a verdict the open orders left are cancelled and a pass on a
 * program issues the certificate; last the account row. Returns the account as it now stands.
 */
async function saveDay(
  tx: Tx,
  row: SimAccountRow,
  before: readonly Position[],
  day: SimulatedDay,
  context: { issueCertificate: ChallengeCertificateIssuer },
): Promise<SimAccountRow> {
  await writeOrderOutcomes(tx, day.orderOutcomes, day.date);
  await writeSquareOffs(tx, row.id, day.squareOffs, day.date);
  await writePositions(tx, row.id, before, day.book.positions);
  await tx.insert(simEquity).values({
    accountId: row.id,
    date: day.date,
    equity: day.equity,
    cash: day.book.cash,
    traded: day.traded,
  });
  const { status, failedRule } = day.verdict;
  if (status !== 'active') {
    // An ended attempt, failed or passed, keeps no open order.
    await tx
      .update(simOrders)
      .set({ status: 'cancelled', updatedOn: new Date() })
      .where(and(eq(simOrders.accountId, row.id), eq(simOrders.status, 'open')));
  }
  let certificateId: string | null = null;
  if (status === 'passed' && row.programId !== null) {
    const certificate = await context.issueCertificate(tx, { userId: row.userId, programId: row.programId });
    certificateId = certificate?.id ?? null;
  }
  const updated: SimAccountRow = {
    ...row,
    simDate: day.date,
    cash: day.book.cash,
    realisedPnl: day.book.realisedPnl,
    tradingDays: day.tradingDays,
    lastEquity: day.equity,
    peakEquity: day.drawdown.peak,
    drawdownPeak: day.drawdown.deepest.peak,
    drawdownTrough: day.drawdown.deepest.trough,
    status,
    failedRule,
    endedOn: status === 'active' ? null : day.date,
    certificateId,
    updatedOn: new Date(),
  };
  await tx.execute(sql`
    update sim_accounts set
      sim_date = ${updated.simDate}::date, cash = ${updated.cash}, realised_pnl = ${updated.realisedPnl},
      trading_days = ${updated.tradingDays}, last_equity = ${updated.lastEquity},
      peak_equity = ${updated.peakEquity}, drawdown_peak = ${updated.drawdownPeak},
      drawdown_trough = ${updated.drawdownTrough}, status = ${updated.status},
      failed_rule = ${updated.failedRule}, ended_on = ${updated.endedOn}::date,
      certificate_id = ${updated.certificateId}, updated_on = now()
    where id = ${row.id}`);
  return updated;
}

/** The day's outcomes of the open orders, in one statement (a GTC order left as it was is not written). */
async function writeOrderOutcomes(tx: Tx, outcomes: readonly OrderOutcome[], date: string): Promise<void> {
  if (outcomes.length === 0) return;
  const column = <K extends keyof OrderOutcome>(key: K) => sql.param(outcomes.map((outcome) => outcome[key]));
  await tx.execute(sql`
    update sim_orders o set
      status = v.status, triggered = v.triggered, fill_price = v.fill_price, brokerage = v.brokerage,
      realised_pnl = v.realised_pnl, reason = v.reason,
      closed_date = case when v.status = 'open' then null else ${date}::date end,
      updated_on = now()
    from unnest(
      ${column('id')}::uuid[], ${column('status')}::text[], ${column('triggered')}::boolean[],
      ${column('fillPrice')}::bigint[], ${column('brokerage')}::bigint[], ${column('realisedPnl')}::bigint[],
      ${column('reason')}::text[]
    ) as v(id, status, triggered, fill_price, brokerage, realised_pnl, reason)
    where o.id = v.id`);
}

/** The MIS square-off as filled market orders of the day, in one statement. */
async function writeSquareOffs(
  tx: Tx,
  accountId: string,
  fills: readonly SquareOffFill[],
  date: string,
): Promise<void> {
  if (fills.length === 0) return;
  await tx.insert(simOrders).values(
    fills.map((fill) => ({
      accountId,
      symbol: fill.symbol,
      side: fill.side,
      type: 'market' as const,
      product: 'MIS' as const,
      validity: 'DAY' as const,
      quantity: fill.quantity,
      status: 'filled' as const,
      source: 'square_off' as const,
      placedDate: date,
      fillPrice: fill.price,
      closedDate: date,
      brokerage: fill.brokerage,
      realisedPnl: fill.realisedPnl,
      createdOn: sql`clock_timestamp()`,
    })),
  );
}

/** Writes only the positions that changed: one delete for those closed, one upsert for the rest. */
async function writePositions(
  tx: Tx,
  accountId: string,
  before: readonly Position[],
  after: readonly Position[],
): Promise<void> {
  const { closed, changed } = positionChanges(before, after);
  if (closed.length > 0) {
    await tx.execute(sql`
      delete from sim_positions p
      using unnest(${sql.param(closed.map((p) => p.symbol))}::text[], ${sql.param(closed.map((p) => p.product))}::text[])
        as gone(symbol, product)
      where p.account_id = ${accountId} and p.symbol = gone.symbol and p.product = gone.product`);
  }
  if (changed.length > 0) {
    await tx
      .insert(simPositions)
      .values(
        changed.map((position) => ({
          accountId,
          symbol: position.symbol,
          product: position.product,
          quantity: position.quantity,
          costBasis: position.costBasis,
        })),
      )
      .onConflictDoUpdate({
        target: [simPositions.accountId, simPositions.symbol, simPositions.product],
        set: { quantity: sql`excluded.quantity`, costBasis: sql`excluded.cost_basis` },
      });
  }
}
