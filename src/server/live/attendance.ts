import type { AttendanceEdit } from '@contract/live.ts';
import { MESSAGES } from '@contract/messages.ts';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { liveAttendance } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type Staff, staffSession } from './sessions-access.ts';

export interface AttendanceRow {
  user_id: string;
  name: string;
  email: string;
  joined: boolean;
  first_joined_at: string | null;
  joins: number;
  present: boolean;
}

/**
 * A session's attendance sheet (docs/product.md §20.3), in one query: the batch's active learners,
 * and anyone else who joined it (a learner moved to another batch since), with their joins.
 */
async function attendanceRows(tx: DbOrTx, sessionId: string, batchId: string): Promise<AttendanceRow[]> {
  const result = await tx.execute<{
    user_id: string;
    name: string;
    email: string;
    first_joined_at: Date | string | null;
    joins: number | null;
    present: boolean | null;
  }>(sql`
    with people as (
      select s.user_id from subscriptions s
      where s.batch_id = ${batchId} and s.status = 'active' and s.user_id is not null
      union
      select a.user_id from live_attendance a where a.session_id = ${sessionId}
    )
    select u.id as user_id, u.name, u.email, a.first_joined_at, a.joins, a.present
    from people p
    join users u on u.id = p.user_id and u.role = 'user'
    left join live_attendance a on a.session_id = ${sessionId} and a.user_id = p.user_id
    order by lower(u.name), u.id`);
  return result.rows.map((row) => ({
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    joined: row.first_joined_at !== null,
    first_joined_at: row.first_joined_at === null ? null : new Date(row.first_joined_at).toISOString(),
    joins: Number(row.joins ?? 0),
    present: row.present ?? false,
  }));
}

/** The attendance sheet of a session the caller runs. */
export async function getAttendance(db: Database, actor: Staff, sessionId: string) {
  const { session } = await staffSession(db, actor, sessionId);
  return attendanceRows(db, sessionId, session.batchId);
}

/**
 * The instructor corrects who was present (docs/product.md §20.3): only people on the sheet,
 * each change stamped with who made it, and the whole correction audited in one transaction.
 */
export async function correctAttendance(
  db: Database,
  actor: SessionContext['user'],
  sessionId: string,
  input: AttendanceEdit,
): Promise<AttendanceRow[]> {
  return db.transaction(async (tx) => {
    const { session } = await staffSession(tx, actor, sessionId, { lock: true });
    const before = await attendanceRows(tx, sessionId, session.batchId);
    const onSheet = new Map(before.map((row) => [row.user_id, row]));
    if (input.rows.some((row) => !onSheet.has(row.user_id))) {
      throw new DomainError('invalid', MESSAGES.liveSessions.notInRoster);
    }
    for (const row of input.rows) {
      await tx
        .insert(liveAttendance)
        .values({
          sessionId,
          userId: row.user_id,
          present: row.present,
          correctedBy: actor.id,
          correctedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: [liveAttendance.sessionId, liveAttendance.userId],
          set: { present: row.present, correctedBy: actor.id, correctedAt: sql`now()` },
        });
    }
    await recordAudit(
      tx,
      actor,
      'live_attendance.edit',
      sessionId,
      {
        present: input.rows.map((row) => ({
          user_id: row.user_id,
          present: onSheet.get(row.user_id)!.present,
        })),
      },
      { present: input.rows },
    );
    return attendanceRows(tx, sessionId, session.batchId);
  });
}
