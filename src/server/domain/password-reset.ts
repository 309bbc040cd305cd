import { MESSAGES } from '@contract/messages.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { HttpError } from '../plugins/errors.ts';
import { revokeAllSessions } from './sessions.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Mails a reset link when the address belongs to an active account. The caller answers the same
 * either way (OWASP Forgot Password: no account enumeration). A new link replaces older ones.
 */
export async function requestPasswordReset(db: Database, email: string, publicUrl: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user?.status !== 'active') return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_TTL_SECONDS})`,
    });
    await enqueueMail(tx, email, passwordResetMail(`${publicUrl}/resetpassword/${token}`));
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
    if (!used) throw new HttpError(400, MESSAGES.auth.resetInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeAllSessions(tx, used.userId);
  });
}
