import { randomInt } from 'node:crypto';
import { MESSAGES } from '@contract/messages.ts';
import { paiseToRupees as paise, rupeesToPaise } from '@contract/money.ts';
import type {
  SimAccount,
  SimAccountCreateInput,
  SimEquityListSchema,
  SimOverviewSchema,
} from '@contract/sim-account.ts';
import { SIM_DEFAULTS, SIM_LIMITS, type SimProduct } from '@contract/sim-trading.ts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import { verifyUrl } from '../certificates/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { programs, simAccounts, simEquity } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { dayLabel, drawBlindTerms, realBrokerage, realCapital, showPaise } from './blind.ts';
import { lensFor } from './blind-lens.ts';
import { earlierDate, firstTradingDayFrom, tradingDayRange, tradingDaysUpTo } from './days.ts';
import { closesFor, markToMarket, type Position } from './portfolio.ts';
import { presentSimAccount, type SimAccountRow } from './presenter.ts';

/**
 * The simulator's accounts (docs/product.md §14.3, ADR 035): creating a replay or a challenge, reading one
 * with its positions valued at its sim_date, the list, the equity curve and the overview. Every bar read
 * stops at min(cutoff, sim_date), where the cutoff is today (IST) minus the lag (ADR 033).
 */

export type SimCaller = Pick<UserRow, 'id' | 'role'>;

/** What every account operation needs besides the database: the cutoff and the public address. */
export interface SimContext {
  /** Today (IST) minus MARKET_DATA_LAG_DAYS: the last day anyone may see or step to. */
  cutoff: string;
  publicUrl: string;
  /**
   * Draws a new blind challenge's secret and price scale (blind.ts); tests may fix the scale
   * (AppDependencies.blindScale).
   */
  drawBlind?: (() => { key: string; scale: number }) | undefined;
}

/**
 * The caller's account, locked FOR UPDATE when `lock` (orders and steps serialise on it), or 404:
 * another learner's account is not found, for admins too (they use their own accounts).
 */
export async function findOwnAccount(
  db: DbOrTx,
  caller: SimCaller,
  accountId: string,
  options: { lock?: boolean } = {},
): Promise<SimAccountRow> {
  const query = db
    .select()
    .from(simAccounts)
    .where(and(eq(simAccounts.id, accountId), eq(simAccounts.userId, caller.id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('not_found', MESSAGES.simulator.accountNotFound);
  return row;
}

/** The program an account uses and the settings copied from it. */
interface AccountTerms {
  programId: string | null;
  brokerage: number;
  profitTargetBp: number;
  maxDailyLossBp: number;
  maxTotalLossBp: number;
  minTradingDays: number;
}

type TermsRow = {
  program_id: string;
  brokerage: string | null;
  profit_target_percent: number | null;
  max_daily_loss_percent: number | null;
  max_total_loss_percent: number | null;
  min_trading_days: number | null;
};

function termsOf(row: TermsRow): AccountTerms {
  // A program never set up has the defaults (an admin may use any program).
  return {
    programId: row.program_id,
    brokerage: row.brokerage === null ? SIM_DEFAULTS.brokeragePaise : Number(row.brokerage),
    profitTargetBp: (row.profit_target_percent ?? SIM_DEFAULTS.challenge.profitTargetBasisPoints / 100) * 100,
    maxDailyLossBp:
      (row.max_daily_loss_percent ?? SIM_DEFAULTS.challenge.maxDailyLossBasisPoints / 100) * 100,
    maxTotalLossBp:
      (row.max_total_loss_percent ?? SIM_DEFAULTS.challenge.maxTotalLossBasisPoints / 100) * 100,
    minTradingDays: row.min_trading_days ?? SIM_DEFAULTS.challenge.minTradingDays,
  };
}

const DEFAULT_TERMS: AccountTerms = {
  programId: null,
  brokerage: SIM_DEFAULTS.brokeragePaise,
  profitTargetBp: SIM_DEFAULTS.challenge.profitTargetBasisPoints,
  maxDailyLossBp: SIM_DEFAULTS.challenge.maxDailyLossBasisPoints,
  maxTotalLossBp: SIM_DEFAULTS.challenge.maxTotalLossBasisPoints,
  minTradingDays: SIM_DEFAULTS.challenge.minTradingDays,
};

/**
 * The programs a learner may use the simulator through: active subscriptions to programs whose
 * simulator is on, oldest subscription first. An admin: every program whose simulator is on.
 * With `programId`: that program alone, when the caller may use it (an admin: any program).
 */
export async function usablePrograms(
  db: DbOrTx,
  caller: SimCaller,
  programId?: string,
): Promise<(TermsRow & { title: string })[]> {
  if (caller.role === 'admin') {
    // An admin may use any existing program by id; the overview lists those with the simulator on.
    const which = programId === undefined ? sql`coalesce(s.enabled, false)` : sql`p.id = ${programId}`;
    const result = await db.execute<TermsRow & { title: string }>(sql`
      select p.id as program_id, p.title, s.brokerage, s.profit_target_percent, s.max_daily_loss_percent,
             s.max_total_loss_percent, s.min_trading_days
      from programs p left join program_simulator_settings s on s.program_id = p.id
      where ${which}
      order by p.title, p.id`);
    return result.rows;
  }
  const which = programId === undefined ? sql`true` : sql`p.id = ${programId}`;
  const result = await db.execute<TermsRow & { title: string }>(sql`
    select program_id, title, brokerage, profit_target_percent, max_daily_loss_percent,
           max_total_loss_percent, min_trading_days
    from (
      select distinct on (p.id) p.id as program_id, p.title, s.brokerage, s.profit_target_percent,
             s.max_daily_loss_percent, s.max_total_loss_percent, s.min_trading_days,
             sub.created_on as subscribed_on
      from subscriptions sub
      join programs p on p.id = sub.resource_id
      join program_simulator_settings s on s.program_id = p.id and s.enabled
      where sub.user_id = ${caller.id} and sub.resource_type = 'program' and sub.status = 'active'
        and ${which}
      order by p.id, sub.created_on
    ) usable
    order by subscribed_on, program_id`);
  return result.rows;
}

/** The program (and its terms) a new account uses, or 403 programNotAvailable. */
async function termsFor(db: DbOrTx, caller: SimCaller, programId: string | undefined): Promise<AccountTerms> {
  const found = await usablePrograms(db, caller, programId);
  const first = found[0];
  if (first) return termsOf(first);
  if (programId === undefined && caller.role === 'admin') return DEFAULT_TERMS;
  throw new DomainError('forbidden', MESSAGES.simulator.programNotAvailable);
}

/**
 * A challenge's first day, drawn by the server with node:crypto among the trading days that leave
 * SIM_LIMITS.challengeHeadroomDays trading days up to the cutoff; with fewer days than that in the
 * data, the first day. Null without any market data.
 */
export async function drawChallengeStart(db: DbOrTx, cutoff: string): Promise<string | null> {
  const days = await tradingDaysUpTo(db, cutoff);
  if (days.length === 0) return null;
  const candidates = days.length - SIM_LIMITS.challengeHeadroomDays;
  return candidates <= 0 ? days[0]! : days[randomInt(candidates)]!;
}

/**
 * Opens an account for the caller. At most SIM_LIMITS.maxAccounts active ones per user (an ended
 * challenge stays, for its record and the leaderboard, but does not stop a new attempt): the
 * count and the insert run under a transaction-scoped advisory lock on the user, so parallel
 * creates cannot both pass the limit.
 */
export async function createSimAccount(
  db: DbOrTx,
  caller: SimCaller,
  input: SimAccountCreateInput,
  context: SimContext,
): Promise<SimAccount> {
  const terms = await termsFor(db, caller, input.program_id);
  let startDate: string;
  let capital: number;
  if (input.mode === 'replay') {
    const day = await firstTradingDayFrom(db, input.start_date, context.cutoff);
    if (day === null) throw new DomainError('invalid', MESSAGES.simulator.startDateOutOfRange);
    startDate = day;
    capital = input.capital === undefined ? SIM_DEFAULTS.capitalPaise : rupeesToPaise(input.capital);
  } else {
    const day = await drawChallengeStart(db, context.cutoff);
    if (day === null) throw new DomainError('conflict', MESSAGES.simulator.noMarketData);
    startDate = day;
    capital = SIM_DEFAULTS.capitalPaise;
  }
  const challenge = input.mode === 'challenge';
  // A challenge is blind (docs/product.md §24): its engine runs on real prices with a real capital
  // and brokerage that show as the program's figures once rebased by its scale (ADR 080).
  const blind = challenge ? (context.drawBlind ?? drawBlindTerms)() : null;
  const realCash = blind === null ? capital : realCapital(capital, blind.scale);
  const brokerage = blind === null ? terms.brokerage : realBrokerage(terms.brokerage, blind.scale);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sim_accounts:${caller.id}`}, 0))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(simAccounts)
      .where(and(eq(simAccounts.userId, caller.id), eq(simAccounts.status, 'active')));
    if ((count?.n ?? 0) >= SIM_LIMITS.maxAccounts) {
      throw new DomainError('conflict', MESSAGES.simulator.tooManyAccounts);
    }
    const [row] = await tx
      .insert(simAccounts)
      .values({
        userId: caller.id,
        programId: terms.programId,
        mode: input.mode,
        startDate,
        simDate: startDate,
        startingCapital: realCash,
        cash: realCash,
        brokerage,
        profitTargetBp: challenge ? terms.profitTargetBp : null,
        maxDailyLossBp: challenge ? terms.maxDailyLossBp : null,
        maxTotalLossBp: challenge ? terms.maxTotalLossBp : null,
        minTradingDays: challenge ? terms.minTradingDays : null,
        lastEquity: realCash,
        peakEquity: realCash,
        drawdownPeak: realCash,
        drawdownTrough: realCash,
        leaderboardName: input.mode === 'challenge' ? (input.leaderboard_name ?? null) : null,
        blindKey: blind?.key ?? null,
        blindScale: blind?.scale ?? null,
      })
      .returning({ id: simAccounts.id });
    return row!.id;
  });
  return getSimAccount(db, caller, id, context);
}

type PositionRow = {
  symbol: string;
  product: SimProduct;
  quantity: number;
  cost_basis: string;
  close: string | null;
};

/**
 * The account as the learner sees it: positions valued at the last close on or before its
 * sim_date (never past the cutoff), cash held back by open orders, and the challenge's progress.
 */
export async function presentAccount(
  db: DbOrTx,
  row: SimAccountRow,
  context: SimContext,
): Promise<SimAccount> {
  const upTo = earlierDate(row.simDate, context.cutoff);
  const [positions, figures] = await Promise.all([
    db.execute<PositionRow>(sql`
      select p.symbol, p.product, p.quantity, p.cost_basis,
             (select b.close from market_bars b where b.symbol = p.symbol and b.date <= ${upTo}::date
              order by b.date desc limit 1) as close
      from sim_positions p where p.account_id = ${row.id} order by p.symbol, p.product`),
    db.execute<{ reserved: string; worst: string; title: string | null }>(sql`
      select
        (select coalesce(sum(reserved_cash), 0) from sim_orders where account_id = ${row.id} and status = 'open') as reserved,
        ${
          row.mode === 'challenge'
            ? sql`(select coalesce(max(previous - equity), 0) from (
                select equity, lag(equity, 1, ${row.startingCapital}::bigint) over (order by date) as previous
                from sim_equity where account_id = ${row.id}) days)`
            : sql`0`
        } as worst,
        (select title from programs where id = ${row.programId}) as title`),
  ]);
  const state = {
    cash: row.cash,
    realisedPnl: row.realisedPnl,
    positions: positions.rows.map(
      (position): Position => ({
        symbol: position.symbol,
        product: position.product,
        quantity: position.quantity,
        costBasis: Number(position.cost_basis),
      }),
    ),
  };
  const latest = new Map(positions.rows.map((position) => [position.symbol, position.close]));
  const closes = closesFor(state.positions, (symbol) => {
    const close = latest.get(symbol);
    return close === null || close === undefined ? null : Number(close);
  });
  const valued = markToMarket(state, closes);
  const facts = figures.rows[0];
  const lens = await lensFor(
    db,
    row,
    positions.rows.map((position) => position.symbol),
  );
  return presentSimAccount(
    row,
    {
      programTitle: facts?.title ?? null,
      positions: valued.positions,
      equity: valued.equity,
      reservedCash: Number(facts?.reserved ?? 0),
      worstDailyLoss: Math.max(0, Number(facts?.worst ?? 0)),
      latestDate: context.cutoff,
      verifyUrl: row.certificateId === null ? null : verifyUrl(context.publicUrl, row.certificateId),
    },
    lens,
  );
}

export async function getSimAccount(
  db: DbOrTx,
  caller: SimCaller,
  accountId: string,
  context: SimContext,
): Promise<SimAccount> {
  return presentAccount(db, await findOwnAccount(db, caller, accountId), context);
}

/**
 * The caller's accounts, newest first. A running blind challenge shows its days as "Day N" (its
 * steps + 1) and its money rebased (docs/product.md §24).
 */
export async function listSimAccounts(db: DbOrTx, caller: SimCaller) {
  const rows = await db
    .select({
      account: simAccounts,
      programTitle: programs.title,
      steps: sql<number>`(select count(*)::int from sim_equity e where e.account_id = ${simAccounts.id})`,
    })
    .from(simAccounts)
    .leftJoin(programs, eq(programs.id, simAccounts.programId))
    .where(eq(simAccounts.userId, caller.id))
    .orderBy(desc(simAccounts.createdOn), desc(simAccounts.id));
  return rows.map(({ account, programTitle, steps }) => {
    const blind = account.blindScale !== null && account.status === 'active';
    const money = (real: number) => paise(blind ? showPaise(real, account.blindScale!) : real);
    return {
      _id: account.id,
      mode: account.mode,
      status: account.status,
      program_title: programTitle,
      start_date: blind ? dayLabel(1) : account.startDate,
      sim_date: blind ? dayLabel(Number(steps) + 1) : account.simDate,
      starting_capital: money(account.startingCapital),
      equity: money(account.lastEquity),
      blind,
      created_on: account.createdOn.toISOString(),
    };
  });
}

/** The equity curve: the starting capital at start_date, then each step's close. */
export async function listSimEquity(
  db: DbOrTx,
  caller: SimCaller,
  accountId: string,
): Promise<z.output<typeof SimEquityListSchema>> {
  const account = await findOwnAccount(db, caller, accountId);
  const [rows, lens] = await Promise.all([
    db.select().from(simEquity).where(eq(simEquity.accountId, account.id)).orderBy(asc(simEquity.date)),
    lensFor(db, account, []),
  ]);
  const money = (real: number) => paise(lens.money(real));
  return [
    {
      date: lens.day(account.startDate),
      equity: money(account.startingCapital),
      cash: money(account.startingCapital),
    },
    ...rows.map((row) => ({ date: lens.day(row.date), equity: money(row.equity), cash: money(row.cash) })),
  ];
}

/** The simulator's opening facts: the visible range of the data, the lag and the caller's programs. */
export async function simOverview(
  db: DbOrTx,
  caller: SimCaller,
  context: SimContext & { lagDays: number },
): Promise<z.output<typeof SimOverviewSchema>> {
  const [range, found] = await Promise.all([tradingDayRange(db, context.cutoff), usablePrograms(db, caller)]);
  return {
    first_date: range.first,
    latest_date: range.last,
    lag_days: context.lagDays,
    programs: found.map((row) => {
      const terms = termsOf(row);
      return {
        program_id: row.program_id,
        title: row.title,
        brokerage: paise(terms.brokerage),
        challenge: {
          profit_target_percent: terms.profitTargetBp / 100,
          max_daily_loss_percent: terms.maxDailyLossBp / 100,
          max_total_loss_percent: terms.maxTotalLossBp / 100,
          min_trading_days: terms.minTradingDays,
        },
      };
    }),
  };
}
