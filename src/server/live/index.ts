/**
 * Live classes in batches (docs/product.md §20): what other areas may use of batches, live
 * sessions, attendance, calendars, reminders and recordings.
 */

export { listOpenBatches } from './batches.ts';
export { placeInBatch } from './batches-seat.ts';
export { listMySessions } from './join.ts';
export { onSessionCancelled, onSessionMoved, onSessionScheduled } from './reminders.ts';
export { sendLiveChangeNotice, sendLiveReminder } from './reminders-mail.ts';
export { runsBatch, type Staff, staffBatch, staffSession } from './sessions-access.ts';
// A session as learners and staff see it (docs/product.md §20.3): the calendar and recordings code
// present sessions through these, so every screen and feed shows the same facts.
export {
  findSessionView,
  isJoinOpen,
  joinWindow,
  presentLiveSession,
  presentStaffLiveSession,
  type SessionView,
  selectSessionViews,
} from './sessions-presenter.ts';
export { offerFreedSeats, type SeatOfferLinks } from './waitlist.ts';
