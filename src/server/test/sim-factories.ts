import { rupeesToPaise } from '@contract/money.ts';
import type { SimAccount, SimOrder, SimOrderInput } from '@contract/sim-account.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  marketBars,
  marketInstrumentNumbers,
  marketInstruments,
  programSimulatorSettings,
  simAccounts,
} from '../db/schema.ts';
import { aliasOf } from '../simulator/blind.ts';
import { createProgram, createSubscription, userSession } from './factories.ts';

/** Small builders for the simulator's account and order tests (docs/product.md §14). */

type Headers = Record<string, string>;

/** One bar of `symbol` on `date`, prices given as rupee text ("101.50"); the instrument is added. */
export async function seedBar(
  db: Database,
  symbol: string,
  date: string,
  prices: { open: string; high: string; low: string; close: string; series?: 'EQ' | 'BE' | 'BZ' },
) {
  await seedBars(db, [{ symbol, date, ...prices }]);
}

/** Many bars at once (one insert for the instruments, one per thousand bars). */
export async function seedBars(
  db: Database,
  bars: {
    symbol: string;
    date: string;
    open: string;
    high: string;
    low: string;
    close: string;
    series?: 'EQ' | 'BE' | 'BZ';
  }[],
) {
  const symbols = [...new Set(bars.map((bar) => bar.symbol))];
  if (symbols.length > 0) {
    await db
      .insert(marketInstruments)
      .values(symbols.map((symbol) => ({ symbol, isin: null, name: `${symbol} Ltd` })))
      .onConflictDoNothing();
  }
  const rows = bars.map((bar) => ({
    symbol: bar.symbol,
    date: bar.date,
    open: rupeesToPaise(bar.open),
    high: rupeesToPaise(bar.high),
    low: rupeesToPaise(bar.low),
    close: rupeesToPaise(bar.close),
    volume: 1000,
    series: bar.series ?? 'EQ',
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(marketBars).values(rows.slice(i, i + 1000));
}

/**
 * The alias a running blind challenge shows for `symbol`, computed as the server does from the
 * account's stored secret (docs/product.md §24): what the learner would read off the instrument list.
 */
export async function aliasFor(db: Database, accountId: string, symbol: string): Promise<string> {
  const [account] = await db.select().from(simAccounts).where(eq(simAccounts.id, accountId));
  const [numbered] = await db
    .select()
    .from(marketInstrumentNumbers)
    .where(eq(marketInstrumentNumbers.symbol, symbol));
  if (!account?.blindKey || !numbered) throw new Error(`no alias of ${symbol} for ${accountId}`);
  return aliasOf(account.blindKey, numbered.number);
}

/** A flat bar: open, high, low and close all at `price`. */
export const flat = (price: string) => ({ open: price, high: price, low: price, close: price });

/** A day's market buy for delivery (CNC): the order most simulator tests place. */
export const marketBuy = (symbol: string, quantity: number) =>
  ({ symbol, side: 'buy', type: 'market', quantity, product: 'CNC', validity: 'DAY' }) as const;

/** A program with the simulator on (its settings overridable), and a learner actively subscribed. */
export async function simLearner(
  app: FastifyInstance,
  db: Database,
  settings: Partial<typeof programSimulatorSettings.$inferInsert> = {},
) {
  const program = await createProgram(db);
  await db.insert(programSimulatorSettings).values({ programId: program.id, enabled: true, ...settings });
  const session = await userSession(app, db);
  await createSubscription(db, session.user, program, { status: 'active' });
  return { ...session, program };
}

/** The simulator API as a learner calls it; each helper asserts the expected status. */
export function simClient(app: FastifyInstance, headers: Headers) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const expectStatus = async (status: number, res: Awaited<ReturnType<typeof call>>) => {
    if (res.statusCode !== status) {
      throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
    }
    return res.json();
  };
  return {
    call,
    async createReplay(startDate: string, extra: Record<string, unknown> = {}): Promise<SimAccount> {
      return expectStatus(
        201,
        await call('POST', '/api/sim/account', { mode: 'replay', start_date: startDate, ...extra }),
      );
    },
    async createChallenge(extra: Record<string, unknown> = {}): Promise<SimAccount> {
      return expectStatus(201, await call('POST', '/api/sim/account', { mode: 'challenge', ...extra }));
    },
    async order(accountId: string, order: Omit<SimOrderInput, 'account_id'>): Promise<SimOrder> {
      return expectStatus(201, await call('POST', '/api/sim/order', { account_id: accountId, ...order }));
    },
    async step(accountId: string, body?: unknown) {
      return expectStatus(200, await call('POST', `/api/sim/account/${accountId}/step`, body ?? {}));
    },
    async account(accountId: string): Promise<SimAccount> {
      return expectStatus(200, await call('GET', `/api/sim/account/${accountId}`));
    },
    async orders(accountId: string, status?: string): Promise<SimOrder[]> {
      const query = new URLSearchParams({ account_id: accountId, ...(status ? { status } : {}) });
      return expectStatus(200, await call('GET', `/api/sim/orders?${query}`));
    },
  };
}
