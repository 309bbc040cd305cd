import { MESSAGES } from '@contract/messages.ts';
import {
  CONSENT_PURPOSES,
  type ConsentChoices,
  type ConsentList,
  type ConsentPurpose,
  indianDate,
  NOTICE_PURPOSE,
} from '@contract/privacy.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../db/client.ts';
import { consentEvents, consents, users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { currentNotice } from './notice.ts';

/** Who made a choice and from where: the consent log's "time and address" (docs/product.md §18.1). */
export interface ConsentContext {
  userId: string;
  ip: string | null;
}

/**
 * Applies the choices given (a purpose left out is left as it is) and logs each change: a choice
 * that grants what was not granted is `granted`, one that takes back a grant is `withdrawn`.
 * Repeating the present state logs nothing. The caller's transaction holds the user's rows.
 */
export async function recordChoices(
  tx: DbOrTx,
  context: ConsentContext,
  choices: Partial<ConsentChoices>,
  noticeVersion: number,
): Promise<void> {
  const present = await tx
    .select({ purpose: consents.purpose, granted: consents.granted })
    .from(consents)
    .where(eq(consents.userId, context.userId))
    .for('update');
  for (const purpose of CONSENT_PURPOSES) {
    const wanted = choices[purpose];
    if (wanted === undefined) continue;
    const granted = present.find((row) => row.purpose === purpose)?.granted ?? false;
    if (wanted === granted) continue;
    await tx
      .insert(consents)
      .values({ userId: context.userId, purpose, granted: wanted, noticeVersion })
      .onConflictDoUpdate({
        target: [consents.userId, consents.purpose],
        set: { granted: wanted, noticeVersion, changedAt: sql`now()` },
      });
    await tx.insert(consentEvents).values({
      userId: context.userId,
      purpose,
      action: wanted ? 'granted' : 'withdrawn',
      noticeVersion,
      ip: context.ip,
    });
  }
}

/** The learner's choice for every optional purpose; one never made is "not given". */
export async function listConsents(db: DbOrTx, userId: string): Promise<ConsentList['consents']> {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId));
  return CONSENT_PURPOSES.map((purpose) => {
    const row = rows.find((candidate) => candidate.purpose === purpose);
    return { purpose, granted: row?.granted ?? false, changed_at: row?.changedAt.toISOString() ?? null };
  });
}

/** PUT /api/privacy/consents: Profile → Privacy, withdrawing as easily as giving. */
export async function updateConsents(
  db: Database,
  context: ConsentContext,
  choices: Partial<ConsentChoices>,
): Promise<ConsentList['consents']> {
  const notice = await currentNotice(db);
  await db.transaction((tx) => recordChoices(tx, context, choices, notice.version));
  return listConsents(db, context.userId);
}

/**
 * Records that the learner read version `version` of the notice. Only the version in effect can
 * be acknowledged: a page left open over a change gets 409 and shows the new one.
 */
export async function acknowledgeNotice(tx: DbOrTx, context: ConsentContext, version: number): Promise<void> {
  const notice = await currentNotice(tx);
  if (version !== notice.version) throw new DomainError('conflict', MESSAGES.privacy.noticeOutdated);
  await tx.update(users).set({ noticeVersionAcknowledged: version }).where(eq(users.id, context.userId));
  await tx.insert(consentEvents).values({
    userId: context.userId,
    purpose: NOTICE_PURPOSE,
    action: 'acknowledged',
    noticeVersion: version,
    ip: context.ip,
  });
}

/**
 * The learner's birth date is under 18 years before today: SQL for the leaderboards and mailing
 * lists that leave children out (docs/product.md §18.1). An unknown date is not a child's.
 */
export function isMinorSql(dateOfBirth: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce(${dateOfBirth} > ${indianDate()}::date - interval '18 years', false)`;
}

/** The learner has this optional purpose granted now. */
export function consentGrantedSql(userId: AnyPgColumn | SQL, purpose: ConsentPurpose): SQL<boolean> {
  return sql<boolean>`exists (select 1 from consents c where c.user_id = ${userId} and c.purpose = ${purpose} and c.granted)`;
}

/**
 * The accounts marketing e-mail may go to: active adults who granted `marketing_email`
 * (docs/product.md §18.1). Any campaign to learners takes its list from here, never from users.
 */
export async function marketingAudience(db: DbOrTx): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(consents)
    .innerJoin(users, eq(users.id, consents.userId))
    .where(
      and(
        eq(consents.purpose, 'marketing_email'),
        eq(consents.granted, true),
        eq(users.status, 'active'),
        sql`not ${isMinorSql(users.dateOfBirth)}`,
      ),
    );
}

/**
 * The admin Privacy screen's counts (docs/product.md §18.3): present choices by purpose and the
 * notice version they were made under, and acknowledgements by version. Grouped in the database
 * over the consents table and the consent log's purpose index.
 */
export async function consentCounts(db: DbOrTx) {
  const rows = await db
    .select({
      purpose: consents.purpose,
      noticeVersion: consents.noticeVersion,
      granted: sql<number>`count(*) filter (where ${consents.granted})::int`,
      withdrawn: sql<number>`count(*) filter (where not ${consents.granted})::int`,
    })
    .from(consents)
    .groupBy(consents.purpose, consents.noticeVersion)
    .orderBy(consents.purpose, consents.noticeVersion);
  const acknowledgements = await db
    .select({
      noticeVersion: consentEvents.noticeVersion,
      learners: sql<number>`count(distinct ${consentEvents.userId})::int`,
    })
    .from(consentEvents)
    .where(eq(consentEvents.purpose, NOTICE_PURPOSE))
    .groupBy(consentEvents.noticeVersion)
    .orderBy(consentEvents.noticeVersion);
  return {
    rows: rows.map((row) => ({
      purpose: row.purpose,
      notice_version: row.noticeVersion,
      granted: row.granted,
      withdrawn: row.withdrawn,
    })),
    acknowledgements: acknowledgements.map((row) => ({
      notice_version: row.noticeVersion,
      learners: row.learners,
    })),
  };
}
