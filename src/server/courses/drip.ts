import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import {
  courseModules,
  lessons,
  moduleEarlyAccess,
  moduleUnlockNotices,
  programs,
  subscriptions,
  users,
} from '../db/schema.ts';
import { enqueueMail, moduleUnlockedMail } from '../mail/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MODULE_EDIT_GRACE = sql`interval '1 hour'`;

/**
 * When a program subscription becomes active: one `module-unlock-mail` job per module that opens
 * later, due at its drip date, in the caller's transaction. The job key makes a re-approval move
 * the job to the new date instead of adding a second one.
 */
export async function scheduleUnlockMails(tx: Tx, userId: string, programId: string): Promise<void> {
  await tx.execute(sql`
    select graphile_worker.add_job(
      'module-unlock-mail',
      json_build_object('user_id', ${userId}::text, 'module_id', m.id),
      run_at => now() + m.release_after_days * interval '1 day',
      job_key => 'module-unlock:' || ${userId}::text || ':' || m.id
    )
    from ${courseModules} m
    where m.program_id = ${programId} and m.release_after_days > 0`);
}

/**
 * When a module is added, or its drip delay changed, after learners became active: one job per
 * learner active on the program, due when the module opens for them, and not before an hour from
 * now: an admin building a module gets time to fill it before anyone is told.
 * Same job key as at approval, so a changed delay moves the learner's job rather than adding one;
 * a learner already told about the module gets no job.
 */
export async function scheduleModuleUnlockMails(tx: Tx, moduleId: string): Promise<void> {
  await tx.execute(sql`
    select graphile_worker.add_job(
      'module-unlock-mail',
      json_build_object('user_id', s.user_id::text, 'module_id', m.id),
      run_at => greatest(
        now() + ${MODULE_EDIT_GRACE},
        coalesce(s.activated_at, s.updated_on) + m.release_after_days * interval '1 day'
      ),
      job_key => 'module-unlock:' || s.user_id::text || ':' || m.id
    )
    from ${courseModules} m
    join ${subscriptions} s
      on s.resource_type = 'program' and s.resource_id = m.program_id and s.status = 'active'
    where m.id = ${moduleId}
      and not exists (
        select 1 from ${moduleUnlockNotices} n where n.user_id = s.user_id and n.module_id = m.id
      )`);
}

/** An admin opened a module early for one learner: tell them now (the drip date's job then finds the notice). */
export async function scheduleEarlyAccessMail(tx: Tx, userId: string, moduleId: string): Promise<void> {
  await tx.execute(sql`
    select graphile_worker.add_job(
      'module-unlock-mail',
      json_build_object('user_id', ${userId}::text, 'module_id', ${moduleId}::text),
      job_key => 'module-unlock:' || ${userId}::text || ':' || ${moduleId}::text
    )`);
}

/**
 * The `module-unlock-mail` job: re-checks that the learner is still active on the program and that
 * the module is open by `now`, then records the notice and queues the mail in one transaction. A
 * second run finds the notice and sends nothing.
 */
export async function sendModuleUnlockMail(
  db: Database,
  payload: { user_id: string; module_id: string },
  publicUrl: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: users.email,
        name: users.name,
        userStatus: users.status,
        moduleTitle: courseModules.title,
        releaseAfterDays: courseModules.releaseAfterDays,
        programTitle: programs.title,
        slug: programs.slug,
        programId: programs.id,
      })
      .from(courseModules)
      .innerJoin(programs, eq(programs.id, courseModules.programId))
      .innerJoin(users, eq(users.id, payload.user_id))
      .where(eq(courseModules.id, payload.module_id));
    if (row?.userStatus !== 'active') return false;
    // Nothing to open yet: no mail about an empty module (another batch's lessons do not count).
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(
        and(
          eq(lessons.moduleId, payload.module_id),
          sql`(${lessons.batchId} is null or ${lessons.batchId} in (
            select s.batch_id from ${subscriptions} s
            where s.user_id = ${payload.user_id} and s.resource_type = 'program'
              and s.resource_id = ${row.programId} and s.status = 'active'))`,
        ),
      )
      .limit(1);
    if (!lesson) return false;
    const [subscription] = await tx
      .select({
        activatedAt: sql<string>`coalesce(${subscriptions.activatedAt}, ${subscriptions.updatedOn})`,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, payload.user_id),
          eq(subscriptions.resourceType, 'program'),
          eq(subscriptions.resourceId, row.programId),
          inArray(subscriptions.status, ['active']),
        ),
      );
    if (!subscription) return false;
    const unlocksAt = new Date(subscription.activatedAt).getTime() + row.releaseAfterDays * DAY_MS;
    const [early] = await tx
      .select({ createdOn: moduleEarlyAccess.createdOn })
      .from(moduleEarlyAccess)
      .where(
        and(eq(moduleEarlyAccess.userId, payload.user_id), eq(moduleEarlyAccess.moduleId, payload.module_id)),
      );
    // A re-approval restarted the clock: the job for the new date will send it.
    if (unlocksAt > now.getTime() && !(early && early.createdOn.getTime() <= now.getTime())) return false;
    const inserted = await tx
      .insert(moduleUnlockNotices)
      .values({ userId: payload.user_id, moduleId: payload.module_id })
      .onConflictDoNothing()
      .returning({ userId: moduleUnlockNotices.userId });
    if (inserted.length === 0) return false;
    await enqueueMail(
      tx,
      row.email,
      moduleUnlockedMail({
        name: row.name,
        programTitle: row.programTitle,
        moduleTitle: row.moduleTitle,
        link: `${publicUrl}/learn/${encodeURIComponent(row.slug ?? row.programId)}`,
      }),
    );
    return true;
  });
}
