import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  emailVerifications,
  mailOutbox,
  passwordResetTokens,
  paymentEvents,
  rateLimits,
  sessions,
} from './schema.ts';

const dayAgo = sql`now() - interval '1 day'`;

/**
 * Deletes rows that no longer mean anything: ended sessions, used or expired codes and links,
 * old rate-limit windows, mail sent a month ago. Safe to run from every instance at once.
 */
export async function purgeExpiredRows(db: Database): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo));
  await db
    .delete(emailVerifications)
    .where(
      and(
        lt(emailVerifications.expiresAt, dayAgo),
        or(sql`${emailVerifications.verifiedAt} is null`, lt(emailVerifications.verifiedAt, dayAgo)),
      ),
    );
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)));
  // Razorpay retries a webhook for 24 hours and replays events up to 7 days old (ADR 029): an event
  // id older than 90 days will not come again.
  await db.delete(paymentEvents).where(lt(paymentEvents.receivedAt, sql`now() - interval '90 days'`));
}
