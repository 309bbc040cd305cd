import { MESSAGES } from '@contract/messages.ts';
import { RESET_LINK_TTL_SECONDS } from '@contract/vocabulary.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { enqueueMailForEachRow, passwordResetMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { consumeRateLimit } from '../shared/rate-limits.ts';
import { hashPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { revokeAllSessions, type UserRow } from './sessions.ts';
import { randomToken, sha256 } from './tokens.ts';

/**
 * Mails a reset link when the address belongs to an active account. The caller answers the same
 * either way (OWASP Forgot Password: no account enumeration). A new link replaces older ones.
 *
 * The work is the same either way too, so that timing does not tell: a token is made, hashed and
 * put in a mail for every address, and one statement replaces the account's links and queues the
 * mail, touching no row when there is no such account. It shares its transaction with the
 * per-address limit, so both answers commit one write (a commit that writes waits for the WAL
 * flush; one that does not returns at once).
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  options: {
    publicUrl: string;
    emailLimit: RateLimitRule;
    /** More to write in the same transaction (an admin's request is audited). */
    alsoWrite?: (tx: Tx) => Promise<void>;
  },
): Promise<void> {
  const token = randomToken();
  const tokenHash = sha256(token);
  const mail = passwordResetMail(`${options.publicUrl}/resetpassword/${token}`);
  const column = (name: { name: string }) => sql.identifier(name.name);
  await db.transaction(async (tx) => {
    await consumeRateLimit(tx, `forgot:email:${email}`, options.emailLimit);
    await tx.execute(sql`
      with account as (
        select ${users.id} as id from ${users}
        where ${users.email} = ${email} and ${users.status} = 'active'
      ),
      replaced as (
        delete from ${passwordResetTokens}
        where ${passwordResetTokens.userId} in (select id from account)
      ),
      issued as (
        insert into ${passwordResetTokens} (${column(passwordResetTokens.userId)}, ${column(passwordResetTokens.tokenHash)}, ${column(passwordResetTokens.expiresAt)})
        select id, ${tokenHash}, now() + make_interval(secs => ${RESET_LINK_TTL_SECONDS}) from account
        returning 1
      )
      ${enqueueMailForEachRow(sql`issued`, email, mail)}`);
    await options.alsoWrite?.(tx);
  });
}

/** Sets a new password with a valid, unused, unexpired token, then ends every session of the user. */
export async function resetPassword(db: Database, token: string, newPassword: string): Promise<void> {
  assertAcceptablePassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Marking the token used in the same statement that finds it makes it single-use under races.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new DomainError('invalid', MESSAGES.auth.resetInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeAllSessions(tx, used.userId);
  });
}

/**
 * An admin sends a user the forgot-password mail from the users list (docs/product.md §4.7): the
 * same link and limits as the user asking for it; the request is audited.
 */
export async function sendResetLinkAsAdmin(
  db: Database,
  actor: UserRow,
  userId: string,
  options: { publicUrl: string; emailLimit: RateLimitRule },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new DomainError('not_found', MESSAGES.admin.userNotFound);
  if (user.status !== 'active') throw new DomainError('conflict', MESSAGES.profile.resetLinkInactive);
  await requestPasswordReset(db, user.email, {
    ...options,
    alsoWrite: (tx) => recordAudit(tx, actor, 'user.reset_link', userId, null, { email: user.email }),
  });
}
