import type { AdminGrievance, Grievance } from '@contract/privacy-rights.ts';
import { type GrievanceDueFlag, PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import type { GrievanceRow } from './grievances.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How near an open grievance is to its 90-day limit (DPDP Rules, rule 14(3)): overdue past its due
 * date, due soon within the last 15 days; an answered one is never flagged.
 */
export function grievanceDueFlag(row: Pick<GrievanceRow, 'status' | 'dueAt'>, now: Date): GrievanceDueFlag {
  if (row.status !== 'open') return 'on_time';
  const left = row.dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= PRIVACY_RIGHTS.grievanceDueSoonDays * DAY_MS ? 'due_soon' : 'on_time';
}

/** A grievance as its learner sees it. */
export const presentGrievance = (row: GrievanceRow): Grievance => ({
  _id: row.id,
  number: row.number,
  subject: row.subject,
  message: row.message,
  status: row.status,
  filed_at: row.filedAt.toISOString(),
  due_at: row.dueAt.toISOString(),
  reply: row.reply,
  replied_at: row.repliedAt?.toISOString() ?? null,
});

/** A grievance on the admin list: who filed it, and its due-date flag as of `now`. */
export const presentAdminGrievance = (row: GrievanceRow, now: Date): AdminGrievance => ({
  ...presentGrievance(row),
  name: row.name,
  email: row.email,
  due_flag: grievanceDueFlag(row, now),
});
