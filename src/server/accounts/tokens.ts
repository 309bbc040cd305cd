import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer or reset token: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Session and reset tokens are stored as SHA-256 digests: a database leak does not hand out
 * sessions. A plain digest is enough for 256 random bits; a 6-digit code is not (see hashCode).
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit verification code from a cryptographic source. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The stored form of a verification code: HMAC-SHA-256 under the server secret, bound to the
 * address. A plain digest of a 6-digit code falls to a million guesses once the database leaks;
 * without the secret (kept outside the database) the digest tells nothing.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`verification-code\u0000${email}\u0000${code}`).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
