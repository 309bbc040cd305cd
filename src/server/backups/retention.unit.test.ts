import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_KEEP_FORMAT, backupsToDelete, parseBackupKeep } from './retention.ts';

const at = (iso: string) => ({ name: iso, takenAt: new Date(iso) });
/** One backup a day at 21:30 UTC (03:00 in India the next day), for `days` days up to 2026-11-25. */
const daily = (days: number) =>
  Array.from({ length: days }, (_, i) => at(new Date(Date.UTC(2026, 10, 25 - i, 21, 30)).toISOString()));

describe('parseBackupKeep', () => {
  it('reads days and weeks in either order, either one alone', () => {
    expect(parseBackupKeep('7d,4w')).toEqual({ daily: 7, weekly: 4 });
    expect(parseBackupKeep(' 4W , 7D ')).toEqual({ daily: 7, weekly: 4 });
    expect(parseBackupKeep('14d')).toEqual({ daily: 14, weekly: 0 });
    expect(parseBackupKeep('0d,8w')).toEqual({ daily: 0, weekly: 8 });
  });

  it.each(['', '7', '7 days', '7d,4w,3m', '7d,7d', '-1d', '7d;4w', '1.5d'])('refuses %j', (text) => {
    expect(parseBackupKeep(text)).toBe(BACKUP_KEEP_FORMAT);
  });
});

describe('backupsToDelete', () => {
  it('keeps 7 daily and 4 weekly backups out of 60 days of them: the last 7 days and the newest of each of the last 4 weeks', () => {
    const backups = daily(60);
    const kept = backups.filter(
      (backup) => !backupsToDelete(backups, { daily: 7, weekly: 4 }).includes(backup),
    );
    // In India the newest is Thursday 2026-11-26 03:00: seven days back to Friday 11-20. The weeks
    // from Monday 11-23 and 11-16 already have a kept backup; the weeks from 11-09 and 11-02 keep
    // their newest, taken on their Sunday (11-15 and 11-08 03:00 in India).
    expect(kept.map((backup) => backup.name)).toEqual([
      '2026-11-25T21:30:00.000Z',
      '2026-11-24T21:30:00.000Z',
      '2026-11-23T21:30:00.000Z',
      '2026-11-22T21:30:00.000Z',
      '2026-11-21T21:30:00.000Z',
      '2026-11-20T21:30:00.000Z',
      '2026-11-19T21:30:00.000Z',
      '2026-11-14T21:30:00.000Z',
      '2026-11-07T21:30:00.000Z',
    ]);
  });

  it('keeps only the newest of several backups taken on one day', () => {
    const backups = [at('2026-11-25T04:00:00Z'), at('2026-11-25T09:00:00Z'), at('2026-11-25T12:00:00Z')];
    expect(backupsToDelete(backups, { daily: 7, weekly: 0 }).map((b) => b.name)).toEqual([
      '2026-11-25T09:00:00Z',
      '2026-11-25T04:00:00Z',
    ]);
  });

  it('counts days on the Indian calendar: 20:00 UTC is already the next day in India', () => {
    const backups = [at('2026-11-25T17:00:00Z'), at('2026-11-25T19:00:00Z')];
    expect(backupsToDelete(backups, { daily: 2, weekly: 0 })).toEqual([]);
  });

  it('never deletes the newest backup, even when told to keep none', () => {
    const backups = daily(3);
    expect(backupsToDelete(backups, { daily: 0, weekly: 0 }).map((b) => b.name)).toEqual(
      backups.slice(1).map((b) => b.name),
    );
  });

  it('keeps at most daily + weekly backups, always the newest, and deletes nothing it was not given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }), {
          maxLength: 200,
        }),
        fc.nat(20),
        fc.nat(10),
        (dates, dailyCount, weeklyCount) => {
          const backups = dates.map((takenAt, i) => ({ name: String(i), takenAt }));
          const deleted = backupsToDelete(backups, { daily: dailyCount, weekly: weeklyCount });
          const kept = backups.length - deleted.length;
          expect(kept).toBeLessThanOrEqual(Math.max(1, dailyCount + weeklyCount));
          expect(deleted.every((backup) => backups.includes(backup))).toBe(true);
          const newest = Math.max(...backups.map((b) => b.takenAt.getTime()));
          if (backups.length > 0) {
            expect(backups.some((b) => b.takenAt.getTime() === newest && !deleted.includes(b))).toBe(true);
          }
        },
      ),
    );
  });
});
