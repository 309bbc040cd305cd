import { randomUUID } from 'node:crypto';
import { istInstant, type LiveSeriesInput } from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { SessionContext } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { liveSessions } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { joinLinkFor } from './links.ts';
import { onSessionScheduled } from './reminders.ts';
import { resolveInstructor } from './sessions.ts';
import { staffBatch } from './sessions-access.ts';
import { refusingOverlaps } from './sessions-overlap.ts';
import { type SessionView, selectSessionViews } from './sessions-presenter.ts';

/**
 * The starts of a weekly series (docs/product.md §20.2): every day from `starts_on` for `weeks`
 * weeks whose ISO weekday (1 Monday … 7 Sunday) is picked, at `time` in IST. IST keeps no
 * daylight saving, so 19:30 IST is 14:00 UTC every week of the year.
 */
export function seriesStarts(
  input: Pick<LiveSeriesInput, 'weekdays' | 'time' | 'weeks' | 'starts_on'>,
): Date[] {
  const first = Date.parse(`${input.starts_on}T00:00:00Z`);
  const starts: Date[] = [];
  for (let offset = 0; offset < input.weeks * 7; offset += 1) {
    const day = new Date(first + offset * 86_400_000);
    const isoWeekday = ((day.getUTCDay() + 6) % 7) + 1;
    if (input.weekdays.includes(isoWeekday)) {
      starts.push(istInstant(day.toISOString().slice(0, 10), input.time));
    }
  }
  return starts;
}

/**
 * Schedules a weekly series in one step, all or nothing: if one of its sessions overlaps another
 * of the batch or the instructor, none is made (409). The sessions share a series id; each gets
 * its own Jitsi room (or the pasted link), its reminders, and the series one audit row.
 */
export async function createLiveSeries(
  db: Database,
  actor: SessionContext['user'],
  batchId: string,
  input: LiveSeriesInput,
  now: Date,
): Promise<SessionView[]> {
  const starts = seriesStarts(input);
  if (starts.length === 0) throw new DomainError('invalid', MESSAGES.liveSessions.seriesEmpty);
  if (starts[0]! <= now) throw new DomainError('invalid', MESSAGES.liveSessions.seriesInPast);
  const seriesId = randomUUID();
  await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const batch = await staffBatch(tx, actor, batchId);
      const instructorId = await resolveInstructor(tx, actor, batch, input.instructor_id);
      const rows = await tx
        .insert(liveSessions)
        .values(
          starts.map((startsAt) => ({
            batchId: batch.id,
            title: input.title,
            startsAt,
            durationMinutes: input.duration_minutes,
            instructorId,
            location: input.location,
            joinUrl: joinLinkFor(input.location, input.join_url),
            seriesId,
          })),
        )
        .returning({ id: liveSessions.id });
      for (const row of rows) await onSessionScheduled(tx, row.id);
      await recordAudit(tx, actor, 'live_session.series', seriesId, null, {
        batch_id: batch.id,
        title: input.title,
        weekdays: input.weekdays,
        time: input.time,
        weeks: input.weeks,
        starts_on: input.starts_on,
        duration_minutes: input.duration_minutes,
        sessions: rows.length,
      });
    }),
  );
  return selectSessionViews(db, eq(liveSessions.seriesId, seriesId));
}
