import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import {
  certificates,
  contactMessages,
  coupons,
  emailChanges,
  emailVerifications,
  grievances,
  journalTrades,
  leadCoupons,
  leads,
  lessonOpens,
  lessonProgress,
  mailOutbox,
  mentorAssignments,
  moduleEarlyAccess,
  moduleUnlockNotices,
  passwordResetTokens,
  payments,
  privacyErasures,
  privacyExports,
  privacyNominees,
  quizAttempts,
  sessions,
  simAccounts,
  subscriptions,
  users,
  weeklyReviews,
} from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';

/** What an erased learner is called wherever a name must stay (subscriptions, payments, the user row). */
export const ERASED_NAME = 'Erased learner';
/** The reason an erasure revokes a certificate with (docs/product.md §17.2). */
export const ERASED_CERTIFICATE_REASON = "erased at the holder's request";
/** An address no mail reaches (RFC 2606's .invalid), unique per account as users.email must be. */
const ERASED_DOMAIN = 'erased.invalid';
export const erasedEmail = (userId: string) => `erased-${userId}@${ERASED_DOMAIN}`;
/** True for the address an erasure left: nobody reads it, so nothing is mailed there. */
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_DOMAIN}`);
/** No argon2 hash: verifyPassword answers false for it, so no password ever signs in again. */
const NO_PASSWORD = '!erased';

/** Rows found by the learner's address rather than their id: sign-ups, messages, mail. */
async function eraseByAddress(tx: DbOrTx, email: string, anonymous: string): Promise<void> {
  await tx.delete(leads).where(eq(leads.email, email));
  await tx.delete(leadCoupons).where(eq(leadCoupons.email, email));
  await tx.update(coupons).set({ forEmail: anonymous }).where(eq(coupons.forEmail, email));
  await tx.delete(contactMessages).where(eq(contactMessages.email, email));
  await tx.delete(emailVerifications).where(eq(emailVerifications.email, email));
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

/** Rows of the learner's own: deleted, the learning and trading history with them. */
async function eraseOwnRows(tx: DbOrTx, userId: string): Promise<void> {
  for (const table of [
    sessions,
    emailChanges,
    passwordResetTokens,
    privacyNominees,
    // A prepared export's file goes with its expiry job, at most 24 hours later (ADR 070).
    privacyExports,
    simAccounts,
    // The journal: trades entered by hand too (the simulator's go with their accounts), with
    // their notes, pictures and threads (docs/product.md §23).
    journalTrades,
    quizAttempts,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  // Their mentor and weekly reviews.
  await tx.delete(mentorAssignments).where(eq(mentorAssignments.learnerId, userId));
  await tx.delete(weeklyReviews).where(eq(weeklyReviews.learnerId, userId));
  for (const table of [lessonProgress, lessonOpens, moduleEarlyAccess, moduleUnlockNotices]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
}

/**
 * The copies of the name and address that money and grievance records carry: anonymised, so no
 * admin list finds them. Tax invoices and credit notes are not touched: the CGST Act (s.36) keeps
 * them as issued for 72 months from the annual return's due date (ADR 056, ADR 066).
 */
async function anonymiseCopies(tx: DbOrTx, userId: string, anonymous: string): Promise<void> {
  const person = { userName: ERASED_NAME, userEmail: anonymous };
  await tx.update(subscriptions).set(person).where(eq(subscriptions.userId, userId));
  await tx.update(payments).set(person).where(eq(payments.userId, userId));
  await tx
    .update(grievances)
    .set({ name: ERASED_NAME, email: anonymous })
    .where(eq(grievances.userId, userId));
  await tx
    .update(certificates)
    .set({
      learnerName: ERASED_NAME,
      revokedAt: sql`coalesce(${certificates.revokedAt}, now())`,
      revokedReason: ERASED_CERTIFICATE_REASON,
    })
    .where(eq(certificates.userId, userId));
}

/**
 * The `privacy-erase` job (docs/product.md §17.2): once the grace period is over and the erasure
 * was not cancelled, the learner's personal data is deleted or irreversibly anonymised in one
 * transaction. The user row stays, anonymised, so that the invoices, payments and certificates
 * that point at it keep their history. Run early (it cannot be, but a clock may differ), it fails
 * and graphile-worker tries again later; cancelled or done, it does nothing.
 */
export async function eraseAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [erasure] = await tx
      .select({ due: lte(privacyErasures.eraseAfter, sql`now()`) })
      .from(privacyErasures)
      .where(
        and(
          eq(privacyErasures.userId, userId),
          isNull(privacyErasures.cancelledAt),
          isNull(privacyErasures.erasedAt),
        ),
      )
      .for('update');
    if (!erasure) return;
    if (!erasure.due) throw new Error('privacy-erase: the grace period is not over yet');
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return;
    const anonymous = erasedEmail(userId);
    await eraseByAddress(tx, user.email, anonymous);
    await eraseOwnRows(tx, userId);
    await anonymiseCopies(tx, userId, anonymous);
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: anonymous,
        mobile: null,
        passwordHash: NO_PASSWORD,
        status: 'inactive',
        lastLogin: null,
        lastLoginIp: null,
        mustChangePassword: false,
      })
      .where(eq(users.id, userId));
    await tx
      .update(privacyErasures)
      .set({ erasedAt: sql`now()`, tokenHash: null })
      .where(eq(privacyErasures.userId, userId));
    await recordAudit(tx, null, 'user.erase', userId, null, { erased: true });
  });
}
