import type { RosterRow, StaffBatch } from '@contract/live.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type Staff, staffBatch } from './sessions-access.ts';

/**
 * A batch's learners (pending or active) with their progress in the program's course and the
 * sessions they attended (docs/product.md §20.7), in one query however many learners.
 */
export async function getRoster(db: Database, actor: Staff, batchId: string): Promise<RosterRow[]> {
  const batch = await staffBatch(db, actor, batchId);
  const result = await db.execute<{
    user_id: string;
    name: string;
    email: string;
    status: string;
    total: unknown;
    done: unknown;
    attended: unknown;
  }>(sql`
    -- Recordings (lessons of one batch) never count toward progress (ADR 075), as on the course page.
    with course as (
      select l.id from lessons l join course_modules m on m.id = l.module_id
      where m.program_id = ${batch.programId} and l.batch_id is null
    )
    select u.id as user_id, u.name, u.email, s.status,
           (select count(*) from course) as total,
           (select count(*) from lesson_progress p
             where p.user_id = u.id and p.completed_at is not null and p.lesson_id in (select id from course)) as done,
           (select count(*) from live_attendance a join live_sessions ls on ls.id = a.session_id
             where a.user_id = u.id and ls.batch_id = ${batchId} and a.present) as attended
    from subscriptions s
    join users u on u.id = s.user_id
    where s.batch_id = ${batchId} and s.status in ('pending', 'active')
    order by lower(u.name), u.id`);
  return result.rows.map((row) => {
    const total = Number(row.total);
    return {
      user_id: row.user_id,
      name: row.name,
      email: row.email,
      subscription_status: row.status,
      progress_percent: total === 0 ? 0 : Math.round((100 * Number(row.done)) / total),
      sessions_attended: Number(row.attended),
    };
  });
}

/**
 * The batches on the staff screens (docs/product.md §20.7): an instructor's own, every batch for
 * an admin, newest first, each with its next scheduled session.
 */
export async function listStaffBatches(db: Database, actor: Staff, now: Date): Promise<StaffBatch[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    program_id: string;
    program_title: string;
    starts_on: string;
    ends_on: string;
    capacity: number;
    seats_taken: number;
    instructor_id: string | null;
    instructor_name: string | null;
    next_session_at: Date | string | null;
  }>(sql`
    select b.id, b.name, b.program_id, p.title as program_title, b.starts_on::text, b.ends_on::text,
           b.capacity, b.seats_taken, b.instructor_id, u.name as instructor_name,
           (select min(ls.starts_at) from live_sessions ls
             where ls.batch_id = b.id and ls.status = 'scheduled' and ls.starts_at > ${now.toISOString()}) as next_session_at
    from batches b
    join programs p on p.id = b.program_id
    left join users u on u.id = b.instructor_id
    where ${actor.role === 'admin'} or b.instructor_id = ${actor.id}
    order by b.starts_on desc, b.id`);
  return result.rows.map((row) => ({
    _id: row.id,
    name: row.name,
    program_id: row.program_id,
    program_title: row.program_title,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    capacity: Number(row.capacity),
    seats_taken: Number(row.seats_taken),
    instructor_id: row.instructor_id,
    instructor_name: row.instructor_name,
    next_session_at: row.next_session_at === null ? null : new Date(row.next_session_at).toISOString(),
  }));
}
