import { formatSimDate } from '@client/lib/format.ts';

/** A simulator account as the journal's filters and plan form list it. */
export type JournalAccountChoice = { _id: string; mode: string; start_date: string; status: string };

/** "Practice from 04 May 2026", "Challenge from Day 1" while a blind challenge runs (§24). */
export function accountLabel(account: JournalAccountChoice): string {
  return `${account.mode === 'challenge' ? 'Challenge' : 'Practice'} from ${formatSimDate(account.start_date)}`;
}
