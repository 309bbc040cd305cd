import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { simAccounts, simOrders } from '../db/schema.ts';
import { lensFor } from './blind-lens.ts';

type AccountRow = typeof simAccounts.$inferSelect;
type OrderRow = typeof simOrders.$inferSelect;

/**
 * A learner's simulator accounts and orders for their data export (docs/product.md §17), as the simulator
 * itself shows them: a running blind challenge's rows disguised as its screens are (aliases,
 * "Day N", rebased money; docs/product.md §24), or the export would undo the disguise; and no
 * account's blind secret or scale, which are the server's, not the learner's. An ended challenge
 * is exported as it was.
 */
export async function simulatorDataExport(db: DbOrTx, userId: string) {
  const accounts = await db.select().from(simAccounts).where(eq(simAccounts.userId, userId));
  const orders =
    accounts.length === 0
      ? []
      : await db
          .select()
          .from(simOrders)
          .where(
            inArray(
              simOrders.accountId,
              accounts.map((a) => a.id),
            ),
          )
          .orderBy(asc(simOrders.createdOn));
  const shownAccounts: Omit<AccountRow, 'blindKey' | 'blindScale'>[] = [];
  const shownOrders: OrderRow[] = [];
  for (const account of accounts) {
    const own = orders.filter((order) => order.accountId === account.id);
    const lens = await lensFor(
      db,
      account,
      own.map((order) => order.symbol),
    );
    const money = (paise: number) => lens.money(paise);
    const orNull = (paise: number | null) => (paise === null ? null : lens.money(paise));
    const { blindKey: _key, blindScale: _scale, ...rest } = account;
    shownAccounts.push({
      ...rest,
      startDate: lens.day(account.startDate),
      simDate: lens.day(account.simDate),
      startingCapital: money(account.startingCapital),
      cash: money(account.cash),
      realisedPnl: money(account.realisedPnl),
      brokerage: money(account.brokerage),
      lastEquity: money(account.lastEquity),
      peakEquity: money(account.peakEquity),
      drawdownPeak: money(account.drawdownPeak),
      drawdownTrough: money(account.drawdownTrough),
    });
    for (const order of own) {
      shownOrders.push({
        ...order,
        symbol: lens.symbol(order.symbol),
        limitPrice: orNull(order.limitPrice),
        stopPrice: orNull(order.stopPrice),
        fillPrice: orNull(order.fillPrice),
        brokerage: orNull(order.brokerage),
        realisedPnl: orNull(order.realisedPnl),
        reservedCash: money(order.reservedCash),
        placedDate: lens.day(order.placedDate),
        closedDate: order.closedDate === null ? null : lens.day(order.closedDate),
      });
    }
  }
  shownOrders.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  return { accounts: shownAccounts, orders: shownOrders };
}
