import type { DbOrTx } from '../db/client.ts';

/**
 * The reminders of a live session (docs/product.md §20.5): e-mails 24 hours and 1 hour before,
 * and at once when it moves or is cancelled, as graphile-worker jobs that follow the session's
 * current time. The sessions code calls these in the transaction that changes the session.
 *
 * TODO(live-calendar helper): the bodies. Signatures are fixed so the sessions code can call them.
 */

/** A session was created (or a series made it): queue its reminders. */
export async function onSessionScheduled(_tx: DbOrTx, _sessionId: string): Promise<void> {}

/** A session moved (its start or duration changed): requeue its reminders, and mail its learners now. */
export async function onSessionMoved(_tx: DbOrTx, _sessionId: string): Promise<void> {}

/** A session was cancelled: drop its reminders, and mail its learners now. */
export async function onSessionCancelled(_tx: DbOrTx, _sessionId: string): Promise<void> {}
