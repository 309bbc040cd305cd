import type { SimProduct } from '@contract/sim-trading.ts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { journalTrades } from '../db/schema.ts';
import { type PositionFill, type RoundTrip, roundTrips } from './round-trips.ts';

/**
 * The journal's hook in the simulator's step (docs/product.md §23.1, ADR 079): in the step's own
 * transaction, after the day's fills and square-off are written, every position that went flat that
 * day becomes a journal trade. Four statements at most, whatever the number of positions (the step
 * keeps a fixed number, ADR 035): the fills of the positions that traded that day, the plans they
 * take, the bars' low and high over each trip, and one insert. A trip is journaled once:
 * `closing_order_id` is unique.
 */

export interface ClosedDay {
  accountId: string;
  userId: string;
  programId: string | null;
  /** The trading day the step moved to. */
  date: string;
}

type FillRow = {
  id: string;
  symbol: string;
  product: SimProduct;
  side: 'buy' | 'sell';
  quantity: number;
  fill_price: string;
  brokerage: string;
  date: string;
};

type PlanRow = {
  symbol: string;
  product: SimProduct;
  plan: string;
  planned_stop: string | null;
  planned_target: string | null;
  saved_at: Date | string;
};

type ClosedTrip = RoundTrip & { symbol: string; product: SimProduct };

/** Journals the round trips that closed on the day; see the module comment. */
export async function recordClosedTrades(tx: Tx, day: ClosedDay): Promise<void> {
  const trips = await tripsClosedOn(tx, day);
  if (trips.length === 0) return;
  const plans = await takePlans(tx, day.accountId, trips);
  const excursions = await barRanges(tx, trips);
  await tx
    .insert(journalTrades)
    .values(
      trips.map((trip, i) => {
        const plan = plans.get(`${trip.symbol}\u0000${trip.product}`);
        if (plan) plans.delete(`${trip.symbol}\u0000${trip.product}`);
        const { mae, mfe } = excursion(trip, excursions[i]);
        return {
          userId: day.userId,
          programId: day.programId,
          source: 'simulator' as const,
          simAccountId: day.accountId,
          closingOrderId: trip.closingOrderId,
          symbol: trip.symbol,
          product: trip.product,
          side: trip.side,
          quantity: trip.quantity,
          entryDate: trip.entryDate,
          exitDate: trip.exitDate,
          entryPrice: trip.entryPrice,
          exitPrice: trip.exitPrice,
          entryValue: trip.entryValue,
          exitValue: trip.exitValue,
          brokerage: trip.brokerage,
          pnl: trip.pnl,
          mae,
          mfe,
          fills: trip.fills,
          ...(plan
            ? {
                plan: plan.plan,
                planSavedAt: new Date(plan.saved_at),
                planBeforeEntry: true,
                plannedStop: plan.planned_stop === null ? null : Number(plan.planned_stop),
                plannedTarget: plan.planned_target === null ? null : Number(plan.planned_target),
              }
            : {}),
        };
      }),
    )
    .onConflictDoNothing({ target: journalTrades.closingOrderId });
}

/**
 * The round trips that closed on the day: every fill of each (symbol, product) that filled that
 * day, in the order the engine applied them (day, then placement; the square-off was written
 * last), replayed from the first.
 */
async function tripsClosedOn(tx: Tx, day: ClosedDay): Promise<ClosedTrip[]> {
  const result = await tx.execute<FillRow>(sql`
    select o.id, o.symbol, o.product, o.side, o.quantity, o.fill_price, o.brokerage, o.closed_date::text as date
    from sim_orders o
    where o.account_id = ${day.accountId} and o.status = 'filled'
      and (o.symbol, o.product) in (
        select symbol, product from sim_orders
        where account_id = ${day.accountId} and status = 'filled' and closed_date = ${day.date}::date)
    order by o.closed_date, o.created_on, o.id`);
  const byPosition = new Map<string, { symbol: string; product: SimProduct; fills: PositionFill[] }>();
  for (const row of result.rows) {
    const key = `${row.symbol}\u0000${row.product}`;
    const position = byPosition.get(key) ?? { symbol: row.symbol, product: row.product, fills: [] };
    position.fills.push({
      orderId: row.id,
      date: row.date,
      side: row.side,
      quantity: Number(row.quantity),
      price: Number(row.fill_price),
      brokerage: Number(row.brokerage ?? 0),
    });
    byPosition.set(key, position);
  }
  const trips: ClosedTrip[] = [];
  for (const { symbol, product, fills } of byPosition.values()) {
    for (const trip of roundTrips(fills).closed) {
      if (trip.exitDate === day.date) trips.push({ ...trip, symbol, product });
    }
  }
  return trips;
}

/** The plans written before entry for the positions that closed: taken (deleted) as they are used. */
async function takePlans(
  tx: Tx,
  accountId: string,
  trips: readonly ClosedTrip[],
): Promise<Map<string, PlanRow>> {
  const result = await tx.execute<PlanRow>(sql`
    delete from journal_plans p
    using unnest(${sql.param(trips.map((t) => t.symbol))}::text[], ${sql.param(trips.map((t) => t.product))}::text[])
      as closed(symbol, product)
    where p.account_id = ${accountId} and p.symbol = closed.symbol and p.product = closed.product
    returning p.symbol, p.product, p.plan, p.planned_stop, p.planned_target, p.saved_at`);
  return new Map(result.rows.map((row) => [`${row.symbol}\u0000${row.product}`, row]));
}

/** Each trip's lowest low and highest high over the daily bars from its entry day to its exit day. */
async function barRanges(
  tx: Tx,
  trips: readonly ClosedTrip[],
): Promise<({ low: number; high: number } | undefined)[]> {
  const result = await tx.execute<{ i: string; low: string | null; high: string | null }>(sql`
    select t.i, min(m.low) as low, max(m.high) as high
    from unnest(
      ${sql.param(trips.map((t) => t.symbol))}::text[],
      ${sql.param(trips.map((t) => t.entryDate))}::date[],
      ${sql.param(trips.map((t) => t.exitDate))}::date[]
    ) with ordinality as t(symbol, entry_date, exit_date, i)
    left join market_bars m on m.symbol = t.symbol and m.date between t.entry_date and t.exit_date
    group by t.i`);
  const ranges: ({ low: number; high: number } | undefined)[] = trips.map(() => undefined);
  for (const row of result.rows) {
    if (row.low === null || row.high === null) continue;
    ranges[Number(row.i) - 1] = { low: Number(row.low), high: Number(row.high) };
  }
  return ranges;
}

/**
 * MAE and MFE in paise over the whole quantity, against the average entry price: for a long,
 * (entry − lowest low) and (highest high − entry), mirrored for a short, never below 0. Daily bars
 * cannot say whether the entry day's extreme came before the entry, so the entry and exit days'
 * whole ranges count: an upper bound on both.
 */
function excursion(
  trip: ClosedTrip,
  range: { low: number; high: number } | undefined,
): { mae: number | null; mfe: number | null } {
  if (!range) return { mae: null, mfe: null };
  const long = trip.side === 'long';
  const adverse = long ? trip.entryPrice - range.low : range.high - trip.entryPrice;
  const favourable = long ? range.high - trip.entryPrice : trip.entryPrice - range.low;
  return {
    mae: Math.max(0, adverse) * trip.quantity,
    mfe: Math.max(0, favourable) * trip.quantity,
  };
}
