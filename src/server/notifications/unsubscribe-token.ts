import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from '@contract/notifications.ts';

/**
 * The one-click unsubscribe token of a notification mail (ADR 077, RFC 8058): `<scope>.<user id>.<mac>`,
 * the mac an HMAC-SHA-256 under the server secret (the one that keys the verification codes and the
 * calendar feeds) of `notification-unsubscribe\0<user id>\0<scope>`. Nothing is stored: a token
 * stays valid as long as the secret, so every old mail's link keeps working, and it can only turn
 * e-mails off. A copy of the database cannot forge one.
 */
function mac(secret: string, userId: string, scope: UnsubscribeScope): string {
  return createHmac('sha256', secret)
    .update(`notification-unsubscribe\0${userId}\0${scope}`)
    .digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${scope}.${userId}.${mac(secret, userId, scope)}`;
}

/** The user and scope a token names, or undefined for one this server did not sign. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | undefined {
  const [scope, userId, given, ...rest] = token.split('.');
  if (!scope || !userId || !given || rest.length > 0) return undefined;
  if (!(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope)) return undefined;
  const expected = Buffer.from(mac(secret, userId, scope as UnsubscribeScope));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, scope: scope as UnsubscribeScope };
}
