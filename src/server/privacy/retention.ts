import { and, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import {
  emailChanges,
  emailVerifications,
  guardianConsents,
  leads,
  mailOutbox,
  notifications,
  passwordResetTokens,
  paymentEvents,
  rateLimits,
  sessions,
} from '../db/schema.ts';

/** One line of the retention schedule (docs/product.md §18.2): what goes, when, and why then. */
export interface RetentionRule {
  name: string;
  table: PgTable;
  /** The rows that are no longer needed. */
  expired: () => SQL | undefined;
  why: string;
}

const ago = (interval: string) => sql`now() - ${interval}::interval`;

/**
 * The retention schedule, every rule in this one table; the hourly `purge-expired-rows` job
 * applies it. What no rule names is kept: above all GST invoices and credit notes (invoices,
 * refunds, payments), which CGST Act s.36 and rule 56 keep for 72 months from the annual
 * return's due date, and the consent log, which goes only with its account.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'unverified-sign-ups',
    table: emailVerifications,
    // A row is deleted when its account is created, so any row left is a sign-up never finished.
    expired: () => lt(emailVerifications.sentAt, ago('7 days')),
    why: 'A registration not completed within 7 days is abandoned: its address is not kept.',
  },
  {
    name: 'expired-codes',
    table: passwordResetTokens,
    expired: () => lt(passwordResetTokens.expiresAt, ago('1 day')),
    why: 'A used or expired reset link means nothing a day later.',
  },
  {
    name: 'expired-email-changes',
    table: emailChanges,
    expired: () => lt(emailChanges.expiresAt, ago('1 day')),
    why: 'An address change not confirmed in time is abandoned.',
  },
  {
    name: 'expired-guardian-codes',
    table: guardianConsents,
    // Confirmed rows are the record of a guardian's consent and stay with the account.
    expired: () => and(isNull(guardianConsents.confirmedAt), lt(guardianConsents.expiresAt, ago('1 day'))),
    why: "A guardian's code not used in time is abandoned; the learner asks again.",
  },
  {
    name: 'sign-in-records',
    table: sessions,
    expired: () => or(lt(sessions.expiresAt, ago('1 year')), lt(sessions.revokedAt, ago('1 year'))),
    why: 'DPDP Rules, rule 6(1)(e): sign-in logs kept one year to detect and look into misuse, then deleted.',
  },
  {
    name: 'security-throttles',
    table: rateLimits,
    expired: () => lt(rateLimits.windowStart, ago('1 year')),
    why: 'Failed sign-in and abuse counters are security logs: one year, as sign-ins.',
  },
  {
    name: 'stale-leads',
    table: leads,
    // A confirmed newsletter subscription still wanted is contact: the mailing goes on.
    expired: () =>
      and(
        lt(sql`greatest(${leads.createdOn}, ${leads.contactedAt}, ${leads.confirmedAt})`, ago('2 years')),
        or(isNull(leads.confirmedAt), isNotNull(leads.unsubscribedAt)),
      ),
    why: 'A lead not contacted for two years will not become a learner.',
  },
  {
    name: 'sent-mail',
    table: mailOutbox,
    expired: () => and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, ago('30 days'))),
    why: 'Sent mail is kept a month for support questions ("did my receipt go?").',
  },
  {
    name: 'old-notifications',
    table: notifications,
    // NOTIFICATION_LIMITS.readRetentionDays / unreadRetentionDays (ADR 077).
    expired: () =>
      or(
        and(isNotNull(notifications.readAt), lt(notifications.readAt, ago('90 days'))),
        lt(notifications.createdAt, ago('365 days')),
      ),
    why: 'A notification read 90 days ago, or one never read in a year, has done its work; the bell stays short.',
  },
  {
    name: 'payment-webhook-ids',
    table: paymentEvents,
    // Razorpay retries a webhook for 24 hours and replays events up to 7 days old (ADR 029).
    expired: () => lt(paymentEvents.receivedAt, ago('90 days')),
    why: 'An event id older than 90 days will not come again.',
  },
];

/** Applies every rule; returns how many rows each deleted. Safe from every instance at once. */
export async function applyRetention(db: DbOrTx): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
    const rows = await db.delete(rule.table).where(rule.expired()).returning({ one: sql`1` });
    deleted[rule.name] = rows.length;
  }
  return deleted;
}
