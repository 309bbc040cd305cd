import { MESSAGES } from '@contract/messages.ts';
import { NOTIFICATION_KIND_LABELS, type UnsubscribeScope } from '@contract/notifications.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';
import { digestKinds, turnOffEmail } from './preferences.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A notification mail's one-click unsubscribe (docs/product.md §21, RFC 8058): the signed token is
 * the permission, no sign-in. A kind's link turns that kind's e-mail off; the digest's turns off
 * every kind the learner got as a digest. Idempotent; a token this server did not sign, or of an
 * account that is gone, is a not_found.
 */
async function tokenOwner(db: Database, secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw new DomainError('not_found', MESSAGES.notifications.unsubscribeInvalid);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, read.userId));
  if (!user) throw new DomainError('not_found', MESSAGES.notifications.unsubscribeInvalid);
  return read;
}

/** Whether a token is one of ours, for the link opened in a browser (its page changes nothing). */
export async function assertNotificationUnsubscribeToken(db: Database, secret: string, token: string) {
  await tokenOwner(db, secret, token);
}

/** Turns the token's e-mails off; answers what the learner reads. */
export async function unsubscribeFromNotifications(
  db: Database,
  secret: string,
  token: string,
): Promise<string> {
  const { userId, scope } = await tokenOwner(db, secret, token);
  await db.transaction(async (tx) => {
    const kinds = scope === 'digest' ? await digestKinds(tx, userId) : [scope];
    await turnOffEmail(tx, userId, kinds);
  });
  return scopeMessage(scope);
}

function scopeMessage(scope: UnsubscribeScope): string {
  if (scope === 'digest') return MESSAGES.notifications.unsubscribedDigest;
  return MESSAGES.notifications.unsubscribed(NOTIFICATION_KIND_LABELS[scope].toLowerCase());
}
