import { MESSAGES } from '@contract/messages.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { journalTrades, mentorAssignments, simAccounts, subscriptions } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import type { JournalTradeRow } from './presenter.ts';

/**
 * Who may see what of the journal (docs/product.md §23.2): a learner their own trades; a mentor the
 * trades of a learner assigned to them in the trade's program. Anyone else gets 404, so the
 * existence of another learner's trade is not told.
 */

export interface JournalCaller {
  id: string;
}

/** The trade, and whether the caller is its learner (false: their mentor); 404 for anyone else. */
export async function findVisibleTrade(
  db: DbOrTx,
  caller: JournalCaller,
  tradeId: string,
  options: { lock?: boolean } = {},
): Promise<{ trade: JournalTradeRow; mine: boolean }> {
  const query = db.select().from(journalTrades).where(eq(journalTrades.id, tradeId));
  const [trade] = options.lock ? await query.for('update') : await query;
  if (!trade || (await inRunningBlindChallenge(db, trade.simAccountId))) {
    throw new DomainError('not_found', MESSAGES.journal.tradeNotFound);
  }
  if (trade.userId === caller.id) return { trade, mine: true };
  if (trade.programId !== null && (await mentors(db, caller.id, trade.userId, trade.programId))) {
    return { trade, mine: false };
  }
  throw new DomainError('not_found', MESSAGES.journal.tradeNotFound);
}

/**
 * A running blind challenge's trades wait out of the journal (docs/product.md §23.1, §24): its
 * symbols, dates and prices would name what the challenge disguises. They are journaled as they
 * close, plans and all, and appear, real, once the challenge ends, for the review.
 */
export function notInRunningBlindChallengeOf(simAccountId: SQL): SQL {
  return sql`not exists (select 1 from ${simAccounts} blind where blind.id = ${simAccountId} and blind.blind_key is not null and blind.status = 'active')`;
}

/** notInRunningBlindChallengeOf for queries on journal_trades by its own name. */
export const notInRunningBlindChallenge = notInRunningBlindChallengeOf(sql`${journalTrades.simAccountId}`);

async function inRunningBlindChallenge(db: DbOrTx, accountId: string | null): Promise<boolean> {
  if (accountId === null) return false;
  const [account] = await db
    .select({ status: simAccounts.status, blindKey: simAccounts.blindKey })
    .from(simAccounts)
    .where(eq(simAccounts.id, accountId));
  return account !== undefined && account.blindKey !== null && account.status === 'active';
}

/** The caller's own trade, for a change only its learner makes; 404 for anyone else, mentors too. */
export async function findOwnTrade(
  db: DbOrTx,
  caller: JournalCaller,
  tradeId: string,
): Promise<JournalTradeRow> {
  const { trade, mine } = await findVisibleTrade(db, caller, tradeId);
  if (!mine) throw new DomainError('not_found', MESSAGES.journal.tradeNotFound);
  return trade;
}

/** Whether `mentorId` mentors `learnerId` in `programId`. */
export async function mentors(
  db: DbOrTx,
  mentorId: string,
  learnerId: string,
  programId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ mentorId: mentorAssignments.mentorId })
    .from(mentorAssignments)
    .where(and(eq(mentorAssignments.programId, programId), eq(mentorAssignments.learnerId, learnerId)));
  return row?.mentorId === mentorId;
}

/** 404 unless the caller mentors the learner in the program (a mentor sees only assigned learners). */
export async function requireMentee(
  db: DbOrTx,
  caller: JournalCaller,
  learnerId: string,
  programId: string,
): Promise<void> {
  if (!(await mentors(db, caller.id, learnerId, programId))) {
    throw new DomainError('not_found', MESSAGES.journal.learnerNotFound);
  }
}

/** The caller's own simulator account, or 404. */
export async function requireOwnAccount(db: DbOrTx, caller: JournalCaller, accountId: string) {
  const [account] = await db
    .select()
    .from(simAccounts)
    .where(and(eq(simAccounts.id, accountId), eq(simAccounts.userId, caller.id)));
  if (!account) throw new DomainError('not_found', MESSAGES.journal.accountNotFound);
  return account;
}

/** Whether the learner holds an active subscription to the program. */
export async function holdsProgram(db: DbOrTx, learnerId: string, programId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, learnerId),
        eq(subscriptions.resourceType, 'program'),
        eq(subscriptions.resourceId, programId),
        eq(subscriptions.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
