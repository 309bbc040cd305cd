/**
 * What can go wrong, in the product's words. The domain says which kind of refusal it is and
 * what the user reads; only the errors plugin (plugins/errors.ts) knows which HTTP status and
 * headers each kind becomes (ADR 016), so nothing under domain/ imports the HTTP layer.
 */
export type DomainErrorKind =
  /** The request cannot be carried out as asked: a bad code, an unverified address, a weak password. */
  | 'invalid'
  /** Nobody is signed in, or the credentials or session are not valid. */
  | 'unauthenticated'
  /** The one asking may not do this: not an admin, or an inactive account. */
  | 'forbidden'
  | 'not_found'
  /** The current state forbids it: a duplicate, the last admin, a program still subscribed. */
  | 'conflict'
  /** It was here and is no more: an expired link (an export's, ADR 070). */
  | 'gone'
  /** A limit is used up; `retryAfterSeconds` says when to try again. */
  | 'too_many'
  /** A service the request depends on (the payment gateway) did not answer: try again later. */
  | 'unavailable';

/** A refusal the user should see as it is; `message` comes from the contract's MESSAGES. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `too_many`: seconds until the limit lets the next attempt through. */
    readonly retryAfterSeconds?: number,
    /**
     * Fields the body carries beside `message`, for an endpoint whose contract declares them for
     * this status (`errorBodies`, ADR 021), e.g. a lesson's `unlocks_at`.
     */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}
