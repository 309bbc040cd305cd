import { MESSAGES } from '@contract/messages.ts';
import { rupeesToPaise } from '@contract/money.ts';
import type { SimOrder, SimOrderInput } from '@contract/sim-account.ts';
import { SIM_LIMITS, SIM_REFUSALS, type SimOrderStatus } from '@contract/sim-trading.ts';
import { isTradeForTrade } from '@contract/simulator.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { simAccounts, simOrders } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { findOwnAccount, type SimCaller, type SimContext } from './accounts.ts';
import { lensFor, realOrderPrices, realSymbol } from './blind-lens.ts';
import { earlierDate } from './days.ts';
import { type AccountState, type Position, preOrderCheck } from './portfolio.ts';
import { presentSimOrder } from './presenter.ts';

/**
 * Orders of a simulator account (docs/product.md §14.4, ADR 035). Placing one locks the account row, so two
 * orders sent at once are checked one after the other against the cash the first one reserved.
 */

type OrderInput = SimOrderInput & { symbol: string };

/** What placing an order decides on, read in one statement under the account's lock. */
type OrderFacts = {
  known: boolean;
  price: string | null;
  /** The series of the bar that gave the price: BE or BZ allow no intraday order. */
  series: string | null;
  open_orders: number;
  reserved: string;
  selling: string;
  quantity: number | null;
  cost_basis: string | null;
};

async function orderFacts(
  tx: DbOrTx,
  accountId: string,
  input: OrderInput,
  upTo: string,
): Promise<OrderFacts> {
  const facts = await tx.execute<OrderFacts>(sql`
    select
      exists (select 1 from market_instruments where symbol = ${input.symbol}) as known,
      (select close from market_bars where symbol = ${input.symbol} and date <= ${upTo}::date
       order by date desc limit 1) as price,
      (select series from market_bars where symbol = ${input.symbol} and date <= ${upTo}::date
       order by date desc limit 1) as series,
      (select count(*)::int from sim_orders where account_id = ${accountId} and status = 'open') as open_orders,
      (select coalesce(sum(reserved_cash), 0) from sim_orders
       where account_id = ${accountId} and status = 'open') as reserved,
      (select coalesce(sum(quantity), 0) from sim_orders
       where account_id = ${accountId} and status = 'open' and symbol = ${input.symbol}
         and product = 'CNC' and side = 'sell') as selling,
      p.quantity, p.cost_basis
    from (select 1) one
    left join sim_positions p on p.account_id = ${accountId} and p.symbol = ${input.symbol}
      and p.product = ${input.product}`);
  return facts.rows[0]!;
}

/**
 * The account as the pre-order check sees it: the free cash less the open orders' reservations,
 * and the position less the shares open CNC sells already promise.
 */
function stateForOrder(
  account: { cash: number; realisedPnl: number },
  found: OrderFacts,
  input: OrderInput,
): AccountState {
  const held = found.quantity ?? 0;
  // A CNC sell may only use shares no open CNC sell has promised already.
  const promised = input.product === 'CNC' ? Number(found.selling) : 0;
  if (input.side === 'sell' && input.product === 'CNC' && held > 0 && held - promised < input.quantity) {
    throw new DomainError('invalid', SIM_REFUSALS.insufficient_holdings);
  }
  const positions: Position[] =
    held === 0
      ? []
      : [
          {
            symbol: input.symbol,
            product: input.product,
            quantity: held - promised,
            costBasis: Number(found.cost_basis),
          },
        ].filter((position) => position.quantity !== 0);
  return {
    cash: account.cash - Number(found.reserved),
    realisedPnl: account.realisedPnl,
    positions,
  };
}

/**
 * Places an order for the caller's account. It must be active; the symbol known; a price must be
 * visible on or before the account's sim_date (the market order's reference); at most
 * SIM_LIMITS.maxOpenOrders open orders. The engine's preOrderCheck decides on a state whose cash
 * is the free cash less the reservations of the open orders, and whose CNC holding is less the
 * shares open CNC sells already promise. The order reserves what the check estimates it needs.
 */
export async function placeSimOrder(
  db: DbOrTx,
  caller: SimCaller,
  shownInput: OrderInput,
  context: SimContext,
): Promise<SimOrder> {
  const { row, account } = await db.transaction(async (tx) => {
    const account = await findOwnAccount(tx, caller, shownInput.account_id, { lock: true });
    if (account.status !== 'active') throw new DomainError('conflict', MESSAGES.simulator.accountEnded);
    // A blind challenge names instruments by alias and prices as shown (docs/product.md §24).
    const input = { ...shownInput, symbol: await realSymbol(tx, account, shownInput.symbol) };
    const { limit: limitPrice, stop: stopPrice } = realOrderPrices(account, input.side, {
      limit: input.limit_price === undefined ? undefined : rupeesToPaise(input.limit_price),
      stop: input.stop_price === undefined ? undefined : rupeesToPaise(input.stop_price),
    });
    const upTo = earlierDate(account.simDate, context.cutoff);
    const found = await orderFacts(tx, account.id, input, upTo);
    if (!found.known) throw new DomainError('not_found', MESSAGES.simulator.symbolNotFound);
    if (found.price === null) throw new DomainError('invalid', MESSAGES.simulator.noPrice);
    if (input.product === 'MIS' && isTradeForTrade(found.series ?? undefined)) {
      throw new DomainError('invalid', SIM_REFUSALS.mis_trade_for_trade);
    }
    if (found.open_orders >= SIM_LIMITS.maxOpenOrders) {
      throw new DomainError('conflict', MESSAGES.simulator.tooManyOpenOrders);
    }
    const state = stateForOrder(account, found, input);
    const check = preOrderCheck(
      state,
      {
        symbol: input.symbol,
        side: input.side,
        type: input.type,
        quantity: input.quantity,
        product: input.product,
        ...(limitPrice === undefined ? {} : { limitPrice }),
        ...(stopPrice === undefined ? {} : { stopPrice }),
        brokerage: account.brokerage,
      },
      Number(found.price),
    );
    if (!check.ok) throw new DomainError('invalid', check.message);
    const [order] = await tx
      .insert(simOrders)
      .values({
        accountId: account.id,
        symbol: input.symbol,
        side: input.side,
        type: input.type,
        product: input.product,
        validity: input.validity,
        quantity: input.quantity,
        limitPrice: limitPrice ?? null,
        stopPrice: stopPrice ?? null,
        placedDate: account.simDate,
        reservedCash: Math.max(0, check.estimate.cashNeeded),
        // The time the lock was held, not the transaction's start: the step fills in this order.
        createdOn: sql`clock_timestamp()`,
      })
      .returning();
    return { row: order!, account };
  });
  return presentSimOrder(row, await lensFor(db, account, [row.symbol]));
}

/** Cancels an open order of the caller's (409 orderNotOpen otherwise), under the account's lock. */
export async function cancelSimOrder(db: DbOrTx, caller: SimCaller, orderId: string): Promise<SimOrder> {
  const row = await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ accountId: simOrders.accountId })
      .from(simOrders)
      .innerJoin(simAccounts, eq(simAccounts.id, simOrders.accountId))
      .where(and(eq(simOrders.id, orderId), eq(simAccounts.userId, caller.id)));
    if (!owned) throw new DomainError('not_found', MESSAGES.simulator.orderNotFound);
    // The account's lock first, as a step takes it: the order cannot fill while it is cancelled.
    const account = await findOwnAccount(tx, caller, owned.accountId, { lock: true });
    const [cancelled] = await tx
      .update(simOrders)
      .set({ status: 'cancelled', updatedOn: new Date() })
      .where(and(eq(simOrders.id, orderId), eq(simOrders.status, 'open')))
      .returning();
    if (!cancelled) throw new DomainError('conflict', MESSAGES.simulator.orderNotOpen);
    return { row: cancelled, account };
  });
  return presentSimOrder(row.row, await lensFor(db, row.account, [row.row.symbol]));
}

/** The account's orders, newest first, optionally of one status. */
export async function listSimOrders(
  db: DbOrTx,
  caller: SimCaller,
  query: { account_id: string; status?: SimOrderStatus | undefined },
): Promise<SimOrder[]> {
  const account = await findOwnAccount(db, caller, query.account_id);
  const rows = await db
    .select()
    .from(simOrders)
    .where(
      query.status === undefined
        ? eq(simOrders.accountId, account.id)
        : and(eq(simOrders.accountId, account.id), eq(simOrders.status, query.status)),
    )
    .orderBy(desc(simOrders.createdOn), desc(simOrders.id));
  const lens = await lensFor(
    db,
    account,
    rows.map((row) => row.symbol),
  );
  return rows.map((row) => presentSimOrder(row, lens));
}
