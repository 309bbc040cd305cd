import {
  JOURNAL_LIMITS,
  type JournalListQuery,
  type JournalManualTradeSchema,
  type JournalNotesSchema,
  type JournalPlanSchema,
  type JournalStatGroup,
  type JournalTrade,
  type JournalTradeSummary,
} from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { rupeesToPaise } from '@contract/money.ts';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { journalComments, journalPictures, journalPlans, journalTrades, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { realPlanTerms } from '../simulator/index.ts';
import {
  findOwnTrade,
  findVisibleTrade,
  holdsProgram,
  type JournalCaller,
  notInRunningBlindChallenge,
  requireOwnAccount,
} from './access.ts';
import { programLists } from './lists.ts';
import {
  type JournalTradeRow,
  plannedRisk,
  presentStats,
  presentTrade,
  presentTradeSummary,
} from './presenter.ts';
import { journalStats } from './stats.ts';

/**
 * A learner's journal trades (docs/product.md §23.1): the list and its filters, a trade's page,
 * the learner's notes, a trade entered by hand, a plan written before entry, and the statistics.
 */

/** Whose trades a list or the statistics read: the learner's, optionally one account or program. */
export interface JournalScope {
  learnerId: string;
  accountId?: string | undefined;
  programId?: string | undefined;
}

function scopeFilter(scope: JournalScope, query: Partial<JournalListQuery> = {}): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(journalTrades.userId, scope.learnerId),
    notInRunningBlindChallenge,
  ];
  if (scope.accountId !== undefined) conditions.push(eq(journalTrades.simAccountId, scope.accountId));
  if (scope.programId !== undefined) conditions.push(eq(journalTrades.programId, scope.programId));
  if (query.from !== undefined) conditions.push(gte(journalTrades.exitDate, query.from));
  if (query.to !== undefined) conditions.push(lte(journalTrades.exitDate, query.to));
  if (query.setup !== undefined && query.setup !== '') conditions.push(eq(journalTrades.setup, query.setup));
  return and(...conditions)!;
}

/** One page of trades, newest exit first, with the number of matches. */
export async function listTrades(
  db: DbOrTx,
  scope: JournalScope,
  query: JournalListQuery,
): Promise<{ rows: JournalTradeSummary[]; total: number }> {
  const where = scopeFilter(scope, query);
  const limit = query.limit ?? JOURNAL_LIMITS.pageSize;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        trade: journalTrades,
        hasPicture: sql<boolean>`exists (select 1 from journal_pictures p where p.trade_id = ${journalTrades.id})`,
        comments: sql<number>`(select count(*)::int from journal_comments c where c.trade_id = ${journalTrades.id})`,
      })
      .from(journalTrades)
      .where(where)
      .orderBy(desc(journalTrades.exitDate), desc(journalTrades.createdOn), desc(journalTrades.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(journalTrades).where(where),
  ]);
  return {
    rows: rows.map((row) =>
      presentTradeSummary(row.trade, { hasPicture: row.hasPicture, comments: row.comments }),
    ),
    total: counted?.total ?? 0,
  };
}

/** A trade as its page shows it, with the learner's name, the program's lists and the thread. */
export async function tradeView(db: DbOrTx, trade: JournalTradeRow, mine: boolean): Promise<JournalTrade> {
  const [[learner], [picture], thread, choices] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, trade.userId)),
    db
      .select({ tradeId: journalPictures.tradeId })
      .from(journalPictures)
      .where(eq(journalPictures.tradeId, trade.id)),
    db
      .select({ comment: journalComments, authorName: users.name })
      .from(journalComments)
      .innerJoin(users, eq(users.id, journalComments.authorId))
      .where(eq(journalComments.tradeId, trade.id))
      .orderBy(asc(journalComments.createdOn), asc(journalComments.id)),
    programLists(db, trade.programId),
  ]);
  return presentTrade(trade, {
    hasPicture: picture !== undefined,
    learnerName: learner?.name ?? '',
    mine,
    choices,
    thread: thread.map((row) => ({ ...row.comment, authorName: row.authorName })),
  });
}

export async function getTrade(db: DbOrTx, caller: JournalCaller, tradeId: string): Promise<JournalTrade> {
  const { trade, mine } = await findVisibleTrade(db, caller, tradeId);
  return tradeView(db, trade, mine);
}

type NotesInput = z.output<typeof JournalNotesSchema>;

const paiseOrNull = (rupees: string | null | undefined) =>
  rupees === undefined ? undefined : rupees === null ? null : rupeesToPaise(rupees);

/**
 * The learner's notes. The setup must be on the program's list and the mistakes on its checklist
 * when the program keeps them (own words go in tags). A plan changed after the trade closed is no
 * longer a plan written before entry: its flag clears and its time is the change's.
 */
export async function updateNotes(
  db: DbOrTx,
  caller: JournalCaller,
  tradeId: string,
  notes: NotesInput,
): Promise<JournalTrade> {
  const trade = await findOwnTrade(db, caller, tradeId);
  const lists = await programLists(db, trade.programId);
  if (notes.setup && lists.setups.length > 0 && !lists.setups.includes(notes.setup)) {
    throw new DomainError('invalid', MESSAGES.journal.setupNotInList);
  }
  if (
    notes.mistakes &&
    lists.mistakes.length > 0 &&
    notes.mistakes.some((m) => !lists.mistakes.includes(m))
  ) {
    throw new DomainError('invalid', MESSAGES.journal.mistakeNotInList);
  }
  const planChanged = notes.plan !== undefined && notes.plan !== trade.plan;
  const changes = {
    setup: notes.setup,
    tags: notes.tags,
    plan: notes.plan,
    plannedStop: paiseOrNull(notes.planned_stop),
    plannedTarget: paiseOrNull(notes.planned_target),
    management: notes.management,
    emotions: notes.emotions,
    mistakes: notes.mistakes,
    lesson: notes.lesson,
    ...(planChanged ? { planSavedAt: new Date(), planBeforeEntry: false } : {}),
    updatedOn: new Date(),
  };
  const [updated] = await db
    .update(journalTrades)
    .set(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)))
    .where(eq(journalTrades.id, trade.id))
    .returning();
  return tradeView(db, updated!, true);
}

/** A trade taken outside the simulator, journaled by hand: `source: 'manual'`. */
export async function addManualTrade(
  db: DbOrTx,
  caller: JournalCaller,
  input: z.output<typeof JournalManualTradeSchema>,
): Promise<JournalTrade> {
  if (input.program_id !== null && !(await holdsProgram(db, caller.id, input.program_id))) {
    throw new DomainError('not_found', MESSAGES.journal.programNotFound);
  }
  const entryPrice = rupeesToPaise(input.entry_price);
  const exitPrice = rupeesToPaise(input.exit_price);
  const brokerage = rupeesToPaise(input.brokerage);
  const entryValue = entryPrice * input.quantity;
  const exitValue = exitPrice * input.quantity;
  if (!Number.isSafeInteger(entryValue) || !Number.isSafeInteger(exitValue)) {
    throw new DomainError('invalid', MESSAGES.journal.badQuantity);
  }
  const gross = input.side === 'long' ? exitValue - entryValue : entryValue - exitValue;
  const [row] = await db
    .insert(journalTrades)
    .values({
      userId: caller.id,
      programId: input.program_id,
      source: 'manual',
      symbol: input.symbol,
      side: input.side,
      quantity: input.quantity,
      entryDate: input.entry_date,
      exitDate: input.exit_date,
      entryPrice,
      exitPrice,
      entryValue,
      exitValue,
      brokerage,
      pnl: gross - brokerage,
      fills: [
        {
          date: input.entry_date,
          side: input.side === 'long' ? 'buy' : 'sell',
          quantity: input.quantity,
          price: entryPrice,
          role: 'entry',
        },
        {
          date: input.exit_date,
          side: input.side === 'long' ? 'sell' : 'buy',
          quantity: input.quantity,
          price: exitPrice,
          role: 'exit',
        },
      ],
    })
    .returning();
  return tradeView(db, row!, true);
}

/**
 * A plan written before entry, for an account's symbol and product (docs/product.md §23.1): it
 * waits until that position's next round trip closes, which takes it as written before entry.
 */
export async function savePlan(db: DbOrTx, caller: JournalCaller, input: z.output<typeof JournalPlanSchema>) {
  const account = await requireOwnAccount(db, caller, input.account_id);
  // A running blind challenge's plan names an alias and shown prices: stored as the real ones (§24).
  const real = await realPlanTerms(db, account, {
    symbol: input.symbol,
    stop: paiseOrNull(input.planned_stop) ?? null,
    target: paiseOrNull(input.planned_target) ?? null,
  });
  const values = {
    accountId: input.account_id,
    symbol: real.symbol,
    product: input.product,
    plan: input.plan,
    plannedStop: real.stop,
    plannedTarget: real.target,
    savedAt: new Date(),
  };
  await db
    .insert(journalPlans)
    .values(values)
    .onConflictDoUpdate({
      target: [journalPlans.accountId, journalPlans.symbol, journalPlans.product],
      set: {
        plan: values.plan,
        plannedStop: values.plannedStop,
        plannedTarget: values.plannedTarget,
        savedAt: values.savedAt,
      },
    });
  return {
    account_id: values.accountId,
    symbol: input.symbol,
    product: values.product,
    plan: values.plan,
    planned_stop: input.planned_stop,
    planned_target: input.planned_target,
    saved_at: values.savedAt.toISOString(),
  };
}

/** The statistics of the trades in scope (stats.ts), oldest exit first. */
export async function tradeStats(db: DbOrTx, scope: JournalScope, group: JournalStatGroup) {
  const rows = await db
    .select()
    .from(journalTrades)
    .where(scopeFilter(scope))
    .orderBy(asc(journalTrades.exitDate), asc(journalTrades.createdOn), asc(journalTrades.id));
  const stats = journalStats(
    rows.map((row) => ({
      id: row.id,
      pnl: row.pnl,
      risk: plannedRisk(row),
      exitDate: row.exitDate,
      setup: row.setup,
    })),
    group,
  );
  return presentStats(stats);
}

/** A learner's list or statistics for one of their accounts: the account must be theirs (404). */
export async function ownScope(
  db: DbOrTx,
  caller: JournalCaller,
  accountId: string | undefined,
): Promise<JournalScope> {
  if (accountId !== undefined) await requireOwnAccount(db, caller, accountId);
  return { learnerId: caller.id, accountId };
}
