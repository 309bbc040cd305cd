/** How many backups the daily job keeps: the newest of each of the last `daily` days and `weekly` weeks. */
export interface BackupKeep {
  daily: number;
  weekly: number;
}

export const DEFAULT_BACKUP_KEEP = '7d,4w';
export const BACKUP_KEEP_FORMAT =
  'BACKUP_KEEP must be days and weeks to keep, such as 7d,4w (7 daily and 4 weekly backups); 0d or 0w turns one off';

/** Parses `7d,4w` (either part may be left out, in either order); a string is the problem. */
export function parseBackupKeep(text: string): BackupKeep | string {
  const parts = text.replace(/\s+/g, '').toLowerCase().split(',').filter(Boolean);
  const keep: Partial<BackupKeep> = {};
  for (const part of parts) {
    const match = /^(\d{1,4})([dw])$/.exec(part);
    if (!match) return BACKUP_KEEP_FORMAT;
    const unit = match[2] === 'd' ? 'daily' : 'weekly';
    if (keep[unit] !== undefined) return BACKUP_KEEP_FORMAT;
    keep[unit] = Number(match[1]);
  }
  if (parts.length === 0) return BACKUP_KEEP_FORMAT;
  return { daily: keep.daily ?? 0, weekly: keep.weekly ?? 0 };
}

/** India has one offset all year: days and weeks are counted on the calendar the owner reads. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const istDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
/** Weeks start on Monday: day 0 (1970-01-01) was a Thursday, so Monday-based weeks start at day -3. */
const istWeek = (at: Date) => Math.floor((istDay(at) + 3) / 7);

/**
 * The backups to delete under `keep`, in the manner of restic's --keep-daily/--keep-weekly: walk
 * from the newest, keep the newest backup of each of the first `daily` days that have one and of
 * each of the first `weekly` weeks that have one; the newest backup is always kept.
 */
export function backupsToDelete<T extends { takenAt: Date }>(backups: readonly T[], keep: BackupKeep): T[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const days = new Set<number>();
  const weeks = new Set<number>();
  const kept = new Set<T>();
  for (const backup of newestFirst) {
    const day = istDay(backup.takenAt);
    const week = istWeek(backup.takenAt);
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day);
      kept.add(backup);
    }
    if (!weeks.has(week) && weeks.size < keep.weekly) {
      weeks.add(week);
      kept.add(backup);
    }
  }
  if (newestFirst[0]) kept.add(newestFirst[0]);
  return newestFirst.filter((backup) => !kept.has(backup));
}
