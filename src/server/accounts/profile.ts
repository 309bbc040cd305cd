import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { enqueueMail, passwordChangedMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import { checkPasswordThrottled, type LoginLimits } from './login.ts';
import { hashPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { revokeOtherSessions, type SessionContext, type UserRow } from './sessions.ts';

/** Saves the user's own name and mobile (docs/product.md §4.8); the e-mail changes only with a code. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: { name: string; mobile?: string | undefined },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ name: input.name, mobile: input.mobile ?? null })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new DomainError('unauthenticated', MESSAGES.auth.sessionInvalid);
  return user;
}

/**
 * Changes the password with the current one (docs/product.md §4.8, ADR 060): a wrong current
 * password counts as a failed login; the new one must pass registration's rules. Every other
 * session ends, this one stays, and the account's address is told.
 *
 * The update only applies while the stored hash is still the one the current password was checked
 * against, so of two changes at once with the same current password, one wins and the other is
 * refused as a wrong current password.
 */
export async function changePassword(
  db: Database,
  session: SessionContext,
  input: { currentPassword: string; newPassword: string },
  options: { client: { ip: string }; limits: LoginLimits; forgotPasswordUrl: string },
): Promise<void> {
  const { user } = session;
  const valid = await checkPasswordThrottled(db, user, input.currentPassword, options.client, options.limits);
  if (!valid) throw wrongCurrentPassword();
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ email: users.email, name: users.name });
    if (!changed) throw wrongCurrentPassword();
    await revokeOtherSessions(tx, user.id, session.sessionId);
    await enqueueMail(tx, changed.email, passwordChangedMail(changed.name, options.forgotPasswordUrl));
  });
}

function wrongCurrentPassword(): DomainError {
  return new DomainError('invalid', MESSAGES.profile.currentPasswordWrong, undefined, {
    field: 'currentPassword',
  });
}
