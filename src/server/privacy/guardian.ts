import { MESSAGES } from '@contract/messages.ts';
import { awaitsGuardian, type GuardianRequestInput } from '@contract/privacy.ts';
import { GUARDIAN_CODE_TTL_SECONDS, VERIFICATION_CODE_RESEND_SECONDS } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import { hashCode, judgeCode, randomCode, type UserRow } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { guardianConsents, users } from '../db/schema.ts';
import { enqueueMail, guardianCodeMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';

/** The code's digest is bound to the child's account, so a code mailed for one account verifies no other. */
const codeDigest = (secret: string, userId: string, code: string) =>
  hashCode(secret, `guardian:${userId}`, code);

/**
 * POST /api/privacy/guardian (docs/product.md §18.1): mails a 6-digit code to the parent or
 * guardian an under-18 learner names. A new request replaces the outstanding code (and the named
 * guardian); at most one mail a minute, decided inside the upsert as registration's codes are.
 */
export async function requestGuardianCode(
  db: Database,
  user: UserRow,
  input: Required<GuardianRequestInput>,
  secret: string,
): Promise<void> {
  if (!awaitsGuardian(user)) throw new DomainError('conflict', MESSAGES.privacy.guardianNotNeeded);
  const guardianEmail = input.guardianEmail.trim().toLowerCase();
  if (guardianEmail === user.email) throw new DomainError('invalid', MESSAGES.privacy.guardianSameEmail);
  const code = randomCode();
  const codeHash = codeDigest(secret, user.id, code);
  const expiresAt = sql`now() + make_interval(secs => ${GUARDIAN_CODE_TTL_SECONDS})`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guardianConsents)
      .values({ userId: user.id, guardianName: input.guardianName, guardianEmail, codeHash, expiresAt })
      .onConflictDoUpdate({
        target: guardianConsents.userId,
        set: {
          guardianName: input.guardianName,
          guardianEmail,
          codeHash,
          expiresAt,
          failedAttempts: 0,
          sentAt: sql`now()`,
          confirmedAt: null,
          confirmedIp: null,
        },
        setWhere: sql`${guardianConsents.sentAt} <= now() - make_interval(secs => ${VERIFICATION_CODE_RESEND_SECONDS})`,
      })
      .returning({ userId: guardianConsents.userId });
    if (!row) throw new DomainError('too_many', MESSAGES.auth.codeTooSoon, VERIFICATION_CODE_RESEND_SECONDS);
    await enqueueMail(
      tx,
      guardianEmail,
      guardianCodeMail({ guardianName: input.guardianName, learnerName: user.name, code }),
    );
  });
}

/**
 * POST /api/privacy/guardian/verify: the code the guardian received confirms the account, and who
 * confirmed it and when stay recorded. A wrong code counts (committed before the request fails,
 * as verifyEmailCode does); an expired, used or exhausted one is refused; all answer 400 and the
 * account stays inactive.
 */
export async function verifyGuardianCode(
  db: Database,
  user: UserRow,
  code: string,
  context: { secret: string; ip: string },
): Promise<void> {
  const refusal = await db.transaction(async (tx): Promise<string | null> => {
    const [row] = await tx
      .select({
        codeHash: guardianConsents.codeHash,
        confirmedAt: guardianConsents.confirmedAt,
        failedAttempts: guardianConsents.failedAttempts,
        expired: sql<boolean>`${guardianConsents.expiresAt} <= now()`,
      })
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, user.id))
      .for('update');
    if (!row) return MESSAGES.privacy.guardianNoCode;
    if (!row.codeHash)
      return row.confirmedAt ? MESSAGES.privacy.guardianCodeUsed : MESSAGES.privacy.guardianNoCode;
    const verdict = judgeCode(row, codeDigest(context.secret, user.id, code));
    if (verdict.kind === 'refused') return verdict.message;
    if (verdict.kind === 'wrong') {
      await tx
        .update(guardianConsents)
        .set({ failedAttempts: verdict.failed })
        .where(eq(guardianConsents.userId, user.id));
      return verdict.message;
    }
    await tx
      .update(guardianConsents)
      .set({ codeHash: null, confirmedAt: sql`now()`, confirmedIp: context.ip })
      .where(eq(guardianConsents.userId, user.id));
    await tx.update(users).set({ guardianConfirmedAt: sql`now()` }).where(eq(users.id, user.id));
    return null;
  });
  if (refusal) throw new DomainError('invalid', refusal);
}

/** Where the guardian step stands, for the status the client reads. */
export async function guardianState(db: Database, user: UserRow) {
  const [row] = await db
    .select({ email: guardianConsents.guardianEmail, codeHash: guardianConsents.codeHash })
    .from(guardianConsents)
    .where(eq(guardianConsents.userId, user.id));
  if (user.guardianConfirmedAt) return { state: 'confirmed' as const, email: row?.email ?? null };
  if (!awaitsGuardian(user)) return { state: 'not_needed' as const, email: null };
  if (row?.codeHash) return { state: 'code_sent' as const, email: row.email };
  return { state: 'required' as const, email: null };
}
