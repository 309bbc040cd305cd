import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer or reset token: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored as SHA-256 digests: a database leak does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit verification code from a cryptographic source. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of a verification code: bound to the address, so one digest fits one address. */
export function hashCode(email: string, code: string): string {
  return sha256(`${email}\u0000${code}`);
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
