import { MESSAGES } from '@contract/messages.ts';
import {
  VERIFICATION_CODE_MAX_FAILED_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFIED_EMAIL_TTL_SECONDS,
} from '@contract/vocabulary.ts';
import { and, eq, exists, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { emailVerifications, users } from '../db/schema.ts';
import { accountExistsMail, enqueueMail, verificationCodeMail, welcomeMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import { hashPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import type { UserRow } from './sessions.ts';
import { hashCode, randomCode, randomToken, sameDigest } from './tokens.ts';

/**
 * Sends a new 6-digit code to an address. One code per address is live at a time (a new one
 * replaces the old), and at most one mail is sent a minute.
 *
 * An address that already has an account is answered exactly like a new one (OWASP: no account
 * enumeration): same queries, same resend limit, same outcome. Its owner is mailed a reminder to
 * log in or reset the password instead of a code, and the stored digest is of a random token that
 * no 6-digit code matches, so verifying answers 'Invalid OTP' as it does to anyone without the
 * code, and no verification (hence no second account) can come of it.
 */
export async function sendVerificationCode(
  db: Database,
  email: string,
  options: { secret: string; publicUrl: string },
): Promise<void> {
  const code = randomCode();
  const unmatchable = randomToken();
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    const codeHash = hashCode(options.secret, email, account ? unmatchable : code);
    const [row] = await tx
      .insert(emailVerifications)
      .values({
        email,
        codeHash,
        expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_CODE_TTL_SECONDS})`,
      })
      .onConflictDoUpdate({
        target: emailVerifications.email,
        set: {
          codeHash,
          expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_CODE_TTL_SECONDS})`,
          failedAttempts: 0,
          sentAt: sql`now()`,
          verifiedAt: null,
        },
        // The resend limit is part of the upsert, so two requests at once cannot both pass it.
        setWhere: sql`${emailVerifications.sentAt} <= now() - make_interval(secs => ${VERIFICATION_CODE_RESEND_SECONDS})`,
      })
      .returning({ email: emailVerifications.email });
    if (!row) {
      throw new DomainError('too_many', MESSAGES.auth.codeTooSoon, VERIFICATION_CODE_RESEND_SECONDS);
    }
    const mail = account
      ? accountExistsMail({
          login: `${options.publicUrl}/login`,
          forgotPassword: `${options.publicUrl}/forgotpassword`,
        })
      : verificationCodeMail(code);
    await enqueueMail(tx, email, mail);
  });
}

/** A stored code as the judge needs it. */
export interface StoredCode {
  codeHash: string | null;
  failedAttempts: number;
  expired: boolean;
}

/**
 * The verdict on a code typed against the stored one (registration's and the profile's address
 * change alike): right, refused outright, or wrong (then the failed try is to be counted).
 */
export function judgeCode(
  row: StoredCode,
  typedHash: string,
):
  | { kind: 'right' }
  | { kind: 'refused'; message: string }
  | { kind: 'wrong'; failed: number; message: string } {
  if (!row.codeHash) return { kind: 'refused', message: MESSAGES.auth.noCodeRequested };
  if (row.failedAttempts >= VERIFICATION_CODE_MAX_FAILED_ATTEMPTS) {
    return { kind: 'refused', message: MESSAGES.auth.codeTooManyTries };
  }
  if (row.expired) return { kind: 'refused', message: MESSAGES.auth.codeExpired };
  if (sameDigest(row.codeHash, typedHash)) return { kind: 'right' };
  const failed = row.failedAttempts + 1;
  const left = VERIFICATION_CODE_MAX_FAILED_ATTEMPTS - failed;
  const message =
    left > 0
      ? `${MESSAGES.auth.invalidOtp}. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : MESSAGES.auth.codeTooManyTries;
  return { kind: 'wrong', failed, message };
}

/** Checks a code: at most 5 wrong tries, valid 10 minutes, usable once. */
export async function verifyEmailCode(
  db: Database,
  email: string,
  code: string,
  options: { secret: string },
): Promise<void> {
  // The transaction returns the refusal instead of throwing it: a wrong try must be counted
  // (committed) even though the request fails.
  const refusal = await db.transaction(async (tx): Promise<string | null> => {
    const [row] = await tx
      .select({
        codeHash: emailVerifications.codeHash,
        verifiedAt: emailVerifications.verifiedAt,
        failedAttempts: emailVerifications.failedAttempts,
        expired: sql<boolean>`${emailVerifications.expiresAt} <= now()`,
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email))
      .for('update');
    if (!row) return MESSAGES.auth.noCodeRequested;
    if (!row.codeHash) return row.verifiedAt ? MESSAGES.auth.codeUsed : MESSAGES.auth.noCodeRequested;
    const verdict = judgeCode(row, hashCode(options.secret, email, code));
    if (verdict.kind === 'refused') return verdict.message;
    if (verdict.kind === 'wrong') {
      await tx
        .update(emailVerifications)
        .set({ failedAttempts: verdict.failed })
        .where(eq(emailVerifications.email, email));
      return verdict.message;
    }
    await tx
      .update(emailVerifications)
      .set({ codeHash: null, verifiedAt: sql`now()` })
      .where(eq(emailVerifications.email, email));
    return null;
  });
  if (refusal) throw new DomainError('invalid', refusal);
}

export interface RegistrationInput {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** The verification of `email`, if it was verified in the last 30 minutes and not used since. */
const verifiedRecently = (email: string) =>
  and(
    eq(emailVerifications.email, email),
    isNotNull(emailVerifications.verifiedAt),
    gt(emailVerifications.verifiedAt, sql`now() - make_interval(secs => ${VERIFIED_EMAIL_TTL_SECONDS})`),
  );

/**
 * Creates the account of an address verified in the last 30 minutes and sends the welcome mail.
 *
 * The password is hashed (argon2: tens of milliseconds and 19 MiB) only for an address that passed
 * a cheap read first, so an anonymous request costs one indexed lookup, not an argon2 run. That
 * read decides nothing: the verification is consumed in the transaction that creates the account,
 * so concurrent registrations with one verification still create one account.
 */
export async function registerUser(
  db: Database,
  input: RegistrationInput,
  loginUrl: string,
  /** More to write in the creating transaction: the privacy choices (docs/product.md §18.1). */
  onCreated?: (tx: DbOrTx, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  // One statement, so one snapshot: it cannot see the verification still there and the account it
  // was consumed for already created.
  const [verification] = await db
    .select({
      accountExists: exists(db.select({ one: sql`1` }).from(users).where(eq(users.email, input.email))),
    })
    .from(emailVerifications)
    .where(verifiedRecently(input.email))
    .limit(1);
  if (!verification) throw new DomainError('invalid', MESSAGES.auth.emailNotVerified);
  // Only the mailbox's owner gets this far (a code for this address was verified), and an account
  // exists only if it appeared after the verification: a double submit, or an admin adding it. An
  // address that had an account before never gets a code that verifies (sendVerificationCode).
  if (verification.accountExists) throw new DomainError('conflict', MESSAGES.auth.accountExists);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Deleting the verification consumes it: a second registration with it finds nothing (one
    // that runs at the same time waits for this row's lock, then finds nothing).
    const [verified] = await tx
      .delete(emailVerifications)
      .where(verifiedRecently(input.email))
      .returning({ email: emailVerifications.email });
    if (!verified) throw new DomainError('invalid', MESSAGES.auth.emailNotVerified);
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, mobile: input.mobile, passwordHash })
      .onConflictDoNothing()
      .returning();
    // The account appeared since the check above (an admin added it meanwhile).
    if (!user) throw new DomainError('conflict', MESSAGES.auth.accountExists);
    await onCreated?.(tx, user);
    await enqueueMail(tx, user.email, welcomeMail(user.name, loginUrl));
    return user;
  });
}
