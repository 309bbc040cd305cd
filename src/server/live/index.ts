/**
 * Live classes in batches (docs/product.md §20): what other areas may use of batches, live
 * sessions, attendance, calendars, reminders and recordings.
 */
export { onSessionCancelled, onSessionMoved, onSessionScheduled } from './reminders.ts';
export { findSessionView, joinWindow, presentLiveSession, type SessionView } from './sessions-presenter.ts';
