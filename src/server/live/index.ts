/**
 * Live classes in batches (docs/product.md §20): what other areas may use of batches, live
 * sessions, attendance, calendars, reminders and recordings.
 */

export { listOpenBatches } from './batches.ts';
export { placeInBatch } from './batches-seat.ts';
export { onSessionCancelled, onSessionMoved, onSessionScheduled } from './reminders.ts';
export { sendLiveChangeNotice, sendLiveReminder } from './reminders-mail.ts';
export { offerFreedSeats, type SeatOfferLinks } from './waitlist.ts';
