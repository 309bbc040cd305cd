import { MESSAGES } from '@contract/messages.ts';
import { VERIFICATION_CODE_RESEND_SECONDS, VERIFICATION_CODE_TTL_SECONDS } from '@contract/vocabulary.ts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { emailChanges, users } from '../db/schema.ts';
import { emailChangeCodeMail, emailChangedMail, emailChangeTakenMail, enqueueMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import { judgeCode } from './registration.ts';
import type { UserRow } from './sessions.ts';
import { hashCode, randomCode, randomToken } from './tokens.ts';

const ttl = sql`now() + make_interval(secs => ${VERIFICATION_CODE_TTL_SECONDS})`;

/**
 * Mails a code to the address the user wants instead of theirs (docs/product.md §4.8, ADR 060).
 * One pending change per user; a new request replaces it, at most one a minute. An address that
 * another account has is answered the same (no enumeration), but its owner gets a notice instead
 * of a code and the stored digest matches no code, so the change can never complete.
 */
export async function requestEmailChange(
  db: Database,
  user: UserRow,
  newEmail: string,
  options: { secret: string },
): Promise<void> {
  if (newEmail === user.email) {
    throw new DomainError('invalid', MESSAGES.profile.sameEmail, undefined, { field: 'email' });
  }
  const code = randomCode();
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
      .limit(1);
    const codeHash = hashCode(options.secret, newEmail, taken ? randomToken() : code);
    const values = { newEmail, codeHash, expiresAt: ttl, failedAttempts: 0, sentAt: sql`now()` };
    const [row] = await tx
      .insert(emailChanges)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({
        target: emailChanges.userId,
        set: values,
        // The resend limit is part of the upsert, as for registration's codes.
        setWhere: sql`${emailChanges.sentAt} <= now() - make_interval(secs => ${VERIFICATION_CODE_RESEND_SECONDS})`,
      })
      .returning({ userId: emailChanges.userId });
    if (!row) {
      throw new DomainError('too_many', MESSAGES.auth.codeTooSoon, VERIFICATION_CODE_RESEND_SECONDS);
    }
    await enqueueMail(tx, newEmail, taken ? emailChangeTakenMail() : emailChangeCodeMail(code));
  });
}

/**
 * Confirms the pending change with its code: the address changes, the pending change is used up,
 * and the old address is told. A wrong try is counted (committed) even though the request fails.
 */
export async function confirmEmailChange(
  db: Database,
  user: UserRow,
  input: { email: string; otp: string },
  options: { secret: string },
): Promise<UserRow> {
  const outcome = await db
    .transaction(async (tx): Promise<string | UserRow> => {
      const [row] = await tx
        .select({
          newEmail: emailChanges.newEmail,
          codeHash: emailChanges.codeHash,
          failedAttempts: emailChanges.failedAttempts,
          expired: sql<boolean>`${emailChanges.expiresAt} <= now()`,
        })
        .from(emailChanges)
        .where(eq(emailChanges.userId, user.id))
        .for('update');
      if (!row || row.newEmail !== input.email) return MESSAGES.auth.noCodeRequested;
      const verdict = judgeCode(row, hashCode(options.secret, input.email, input.otp));
      if (verdict.kind === 'refused') return verdict.message;
      if (verdict.kind === 'wrong') {
        await tx
          .update(emailChanges)
          .set({ failedAttempts: verdict.failed })
          .where(eq(emailChanges.userId, user.id));
        return verdict.message;
      }
      await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
      // An account that took the address since the code was sent wins: nothing changes.
      const [changed] = await tx
        .update(users)
        .set({ email: input.email })
        .where(
          and(
            eq(users.id, user.id),
            sql`not exists (select 1 from ${users} other where other.email = ${input.email})`,
          ),
        )
        .returning();
      if (!changed) throw new DomainError('conflict', MESSAGES.auth.accountExists);
      await enqueueMail(tx, user.email, emailChangedMail(changed.name, changed.email));
      return changed;
    })
    .catch((error: unknown) => {
      // Two accounts confirming one address at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.auth.accountExists);
      throw error;
    });
  if (typeof outcome === 'string') throw new DomainError('invalid', outcome, undefined, { field: 'otp' });
  return outcome;
}
