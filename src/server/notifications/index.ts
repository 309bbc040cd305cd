/**
 * The site's one notifications store (docs/product.md §21, ADR 077): what other areas may use.
 *
 * - `notify(tx, { userId, kind, title, body?, link, dedupeKey? })` inside the caller's transaction:
 *   stores the notification and queues its mail per the user's choice for that kind. A route that
 *   notified calls `app.mailOutbox.kick()` after its transaction, as for any mail (ADR 003).
 * - `notifyEachSql(recipients, …)`: one notification to many users in one statement, for an area
 *   that mails them itself (the live classes).
 */
export { sendDailyDigests } from './digest.ts';
export { configureNotificationMail } from './settings.ts';
export { type NotifyInput, notify, notifyEachSql } from './store.ts';
