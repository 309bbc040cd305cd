import { MESSAGES } from '@contract/messages.ts';
import type { SimStepResultSchema } from '@contract/sim-account.ts';
import type { SimOrderStatus } from '@contract/sim-trading.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client.ts';
import { simEquity, simOrders, simPositions } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { findOwnAccount, presentAccount, type SimCaller, type SimContext } from './accounts.ts';
import { evaluateChallenge } from './challenge.ts';
import { nextTradingDay } from './days.ts';
import { type Bar, type FillableOrder, fillOnBar } from './fills.ts';
import {
  type AccountState,
  applyFill,
  type Closes,
  type DrawdownTracker,
  markToMarket,
  type Position,
  recordEquity,
  squareOffMis,
} from './portfolio.ts';
import type { SimAccountRow, SimOrderRow } from './presenter.ts';

/**
 * One step of a simulator account (issue 14, ADR 035): the next trading day's bars fill the open
 * orders, MIS positions are squared off at the close, the account is valued, the challenge judged,
 * and sim_date moves to that day. Everything happens in one transaction under the account's row
 * lock, with a fixed number of statements whatever the number of orders and positions: the reads
 * come first, the pure engine computes the whole day, then each table is written in one statement.
 */

export type SimStepResult = z.output<typeof SimStepResultSchema>;

/** A passed challenge's certificate, issued in the step's transaction (or the one that stands); null when none. */
export type ChallengeCertificateIssuer = (
  tx: Tx,
  input: { userId: string; programId: string },
) => Promise<{ id: string } | null>;

/** An open order's outcome on the day; `status` stays 'open' for a GTC order that rests on. */
interface OrderOutcome {
  id: string;
  status: SimOrderStatus;
  triggered: boolean;
  fillPrice: number | null;
  brokerage: number | null;
  realisedPnl: number | null;
  reason: string | null;
}

type DayBar = Bar & { date: string };

function fillable(order: SimOrderRow): FillableOrder {
  switch (order.type) {
    case 'market':
      return { type: 'market', side: order.side };
    case 'limit':
      return { type: 'limit', side: order.side, limitPrice: order.limitPrice! };
    case 'stop':
      return { type: 'stop', side: order.side, stopPrice: order.stopPrice! };
    case 'stop_limit':
      return {
        type: 'stop_limit',
        side: order.side,
        stopPrice: order.stopPrice!,
        limitPrice: order.limitPrice!,
        triggered: order.triggered,
      };
  }
}

/** Advances the caller's account by one trading day; see the module comment. */
export async function stepSimAccount(
  db: DbOrTx,
  caller: SimCaller,
  accountId: string,
  input: { sim_date?: string | undefined } | undefined,
  context: SimContext & { issueCertificate: ChallengeCertificateIssuer },
): Promise<SimStepResult> {
  return db.transaction(async (tx) => {
    const account = await findOwnAccount(tx, caller, accountId, { lock: true });
    if (account.status !== 'active') throw new DomainError('conflict', MESSAGES.simulator.accountEnded);
    if (input?.sim_date !== undefined && input.sim_date !== account.simDate) {
      throw new DomainError('conflict', MESSAGES.simulator.stepConflict);
    }
    const day = await nextTradingDay(tx, account.simDate, context.cutoff);
    if (day === null) throw new DomainError('conflict', MESSAGES.simulator.noNextDay);

    const [orders, heldRows] = await Promise.all([
      tx
        .select()
        .from(simOrders)
        .where(and(eq(simOrders.accountId, account.id), eq(simOrders.status, 'open')))
        .orderBy(asc(simOrders.createdOn), asc(simOrders.id)),
      tx
        .select()
        .from(simPositions)
        .where(eq(simPositions.accountId, account.id))
        .orderBy(asc(simPositions.symbol), asc(simPositions.product)),
    ]);
    const symbols = [...new Set([...orders.map((o) => o.symbol), ...heldRows.map((p) => p.symbol)])];
    // Each symbol's latest bar on or before the day (one index probe each): the day's own bar when
    // it traded, else the last close, for the square-off and the valuation. `day` ≤ the cutoff.
    const bars = new Map<string, DayBar>();
    if (symbols.length > 0) {
      const result = await tx.execute<{
        symbol: string;
        date: string;
        open: string;
        high: string;
        low: string;
        close: string;
      }>(sql`
        select s.symbol, b.date::text as date, b.open, b.high, b.low, b.close
        from unnest(${sql.param(symbols)}::text[]) as s(symbol)
        cross join lateral (
          select date, open, high, low, close from market_bars m
          where m.symbol = s.symbol and m.date <= ${day}::date
          order by m.date desc limit 1) b`);
      for (const row of result.rows) {
        bars.set(row.symbol, {
          date: row.date,
          open: Number(row.open),
          high: Number(row.high),
          low: Number(row.low),
          close: Number(row.close),
        });
      }
    }

    // The day's fills, in placement order, on the engine's immutable state.
    const before: Position[] = heldRows.map((row) => ({
      symbol: row.symbol,
      product: row.product,
      quantity: row.quantity,
      costBasis: row.costBasis,
    }));
    let state: AccountState = { cash: account.cash, realisedPnl: account.realisedPnl, positions: before };
    const outcomes: OrderOutcome[] = [];
    let filled = 0;
    let expired = 0;
    let rejected = 0;
    for (const order of orders) {
      const bar = bars.get(order.symbol);
      const traded = bar !== undefined && bar.date === day;
      const outcome = traded ? fillOnBar(fillable(order), bar) : { filled: false as const };
      if (outcome.filled) {
        const result = applyFill(state, {
          symbol: order.symbol,
          side: order.side,
          quantity: order.quantity,
          price: outcome.price,
          product: order.product,
          brokerage: account.brokerage,
        });
        if (result.ok) {
          state = result.state;
          filled += 1;
          outcomes.push({
            id: order.id,
            status: 'filled',
            triggered: order.triggered,
            fillPrice: outcome.price,
            brokerage: account.brokerage,
            realisedPnl: result.realisedPnl,
            reason: null,
          });
        } else {
          rejected += 1;
          outcomes.push({ ...unfilled(order), status: 'rejected', reason: result.message });
        }
      } else if (order.validity === 'DAY') {
        expired += 1;
        outcomes.push({ ...unfilled(order), status: 'expired' });
      } else if (outcome.triggered === true && !order.triggered) {
        // A GTC stop-limit whose stop fired today: it rests as a limit from now on.
        outcomes.push({ ...unfilled(order), status: 'open', triggered: true });
      }
    }

    // MIS square-off at the day's closes (the last close for a symbol without a bar that day).
    const closes: Record<string, number> = {};
    for (const [symbol, bar] of bars) closes[symbol] = bar.close;
    const squared = squareOff(state, closes, account.brokerage);
    state = squared.state;

    const valued = markToMarket(state, closes as Closes);
    const equity = valued.equity;
    const tracker: DrawdownTracker = recordEquity(
      { peak: account.peakEquity, deepest: { peak: account.drawdownPeak, trough: account.drawdownTrough } },
      equity,
    );
    const traded = filled > 0;

    // The challenge's verdict over its whole history, today included.
    let verdict: {
      status: 'active' | 'passed' | 'failed';
      rule: 'max_daily_loss' | 'max_total_loss' | null;
    } = {
      status: 'active',
      rule: null,
    };
    if (account.mode === 'challenge') {
      const history = await tx
        .select({ date: simEquity.date, equity: simEquity.equity, traded: simEquity.traded })
        .from(simEquity)
        .where(eq(simEquity.accountId, account.id))
        .orderBy(asc(simEquity.date));
      const result = evaluateChallenge(
        {
          startingBalance: account.startingCapital,
          profitTargetBasisPoints: account.profitTargetBp!,
          maxDailyLossBasisPoints: account.maxDailyLossBp!,
          maxTotalLossBasisPoints: account.maxTotalLossBp!,
          minTradingDays: account.minTradingDays!,
        },
        [
          ...history.map((row) => ({ date: row.date, closingEquity: row.equity, traded: row.traded })),
          { date: day, closingEquity: equity, traded },
        ],
      );
      if (result !== 'active') {
        verdict = { status: result.status, rule: result.status === 'failed' ? result.rule : null };
      }
    }

    // The writes: one statement per table.
    await writeOrderOutcomes(tx, outcomes, day);
    if (squared.fills.length > 0) {
      await tx.insert(simOrders).values(
        squared.fills.map((fill) => ({
          accountId: account.id,
          symbol: fill.symbol,
          side: fill.side,
          type: 'market' as const,
          product: 'MIS' as const,
          validity: 'DAY' as const,
          quantity: fill.quantity,
          status: 'filled' as const,
          source: 'square_off' as const,
          placedDate: day,
          fillPrice: fill.price,
          closedDate: day,
          brokerage: fill.brokerage,
          realisedPnl: fill.realisedPnl,
          createdOn: sql`clock_timestamp()`,
        })),
      );
    }
    await writePositions(tx, account.id, before, state.positions);
    await tx.insert(simEquity).values({ accountId: account.id, date: day, equity, cash: state.cash, traded });
    if (verdict.status !== 'active') {
      // An ended attempt, failed or passed, keeps no open order.
      await tx
        .update(simOrders)
        .set({ status: 'cancelled', updatedOn: new Date() })
        .where(and(eq(simOrders.accountId, account.id), eq(simOrders.status, 'open')));
    }
    let certificateId: string | null = null;
    if (verdict.status === 'passed' && account.programId !== null) {
      const certificate = await context.issueCertificate(tx, {
        userId: account.userId,
        programId: account.programId,
      });
      certificateId = certificate?.id ?? null;
    }
    const updated: SimAccountRow = {
      ...account,
      simDate: day,
      cash: state.cash,
      realisedPnl: state.realisedPnl,
      tradingDays: account.tradingDays + (traded ? 1 : 0),
      lastEquity: equity,
      peakEquity: tracker.peak,
      drawdownPeak: tracker.deepest.peak,
      drawdownTrough: tracker.deepest.trough,
      status: verdict.status,
      failedRule: verdict.rule,
      endedOn: verdict.status === 'active' ? null : day,
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
      where id = ${account.id}`);
    return {
      account: await presentAccount(tx, updated, context),
      date: day,
      filled,
      expired,
      rejected,
      squared_off: squared.fills.length,
    };
  });
}

function unfilled(order: SimOrderRow): OrderOutcome {
  return {
    id: order.id,
    status: order.status,
    triggered: order.triggered,
    fillPrice: null,
    brokerage: null,
    realisedPnl: null,
    reason: null,
  };
}

/**
 * squareOffMis, with each closing fill's realised P&L (the engine's function returns the fills;
 * replaying them one by one through applyFill, forced as it does, gives each one's share).
 */
function squareOff(
  state: AccountState,
  closes: Closes,
  brokerage: number,
): {
  state: AccountState;
  fills: {
    symbol: string;
    side: 'buy' | 'sell';
    quantity: number;
    price: number;
    brokerage: number;
    realisedPnl: number;
  }[];
} {
  const result = squareOffMis(state, closes, brokerage);
  let replay = state;
  const fills = result.fills.map((fill) => {
    const applied = applyFill(replay, fill, { forced: true });
    if (!applied.ok) throw new RangeError(`square-off of ${fill.symbol} refused: ${applied.code}`);
    replay = applied.state;
    return { ...fill, realisedPnl: applied.realisedPnl };
  });
  return { state: result.state, fills };
}

/** The day's outcomes of the open orders, in one statement (a GTC order left as it was is not written). */
async function writeOrderOutcomes(tx: Tx, outcomes: readonly OrderOutcome[], day: string): Promise<void> {
  if (outcomes.length === 0) return;
  const column = <K extends keyof OrderOutcome>(key: K) => sql.param(outcomes.map((outcome) => outcome[key]));
  await tx.execute(sql`
    update sim_orders o set
      status = v.status, triggered = v.triggered, fill_price = v.fill_price, brokerage = v.brokerage,
      realised_pnl = v.realised_pnl, reason = v.reason,
      closed_date = case when v.status = 'open' then null else ${day}::date end,
      updated_on = now()
    from unnest(
      ${column('id')}::uuid[], ${column('status')}::text[], ${column('triggered')}::boolean[],
      ${column('fillPrice')}::bigint[], ${column('brokerage')}::bigint[], ${column('realisedPnl')}::bigint[],
      ${column('reason')}::text[]
    ) as v(id, status, triggered, fill_price, brokerage, realised_pnl, reason)
    where o.id = v.id`);
}

/** Writes only the positions that changed: one delete for those closed, one upsert for the rest. */
async function writePositions(
  tx: Tx,
  accountId: string,
  before: readonly Position[],
  after: readonly Position[],
): Promise<void> {
  const key = (position: Position) => `${position.symbol}\u0000${position.product}`;
  const was = new Map(before.map((position) => [key(position), position]));
  const now = new Set(after.map(key));
  const closed = before.filter((position) => !now.has(key(position)));
  const changed = after.filter((position) => {
    const old = was.get(key(position));
    return !old || old.quantity !== position.quantity || old.costBasis !== position.costBasis;
  });
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
