import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, subscriptions } from '../../db/schema.ts';
import { sharedTestDatabase } from '../../test/database.ts';
import { createModule, createProgram, createSubscription, createUser } from '../../test/factories.ts';
import { activateSubscription } from './activate-subscription.ts';
import type { SubscriptionRow } from './lock-order.ts';

const { db } = await sharedTestDatabase();
const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

async function subscription(status: SubscriptionRow['status']) {
  const user = await createUser(db);
  const program = await createProgram(db);
  return { user, program, row: await createSubscription(db, user, program, { status }) };
}

const reread = async (id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const approvals = (id: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'subscription.approve'), eq(auditLog.entityId, id)));

describe('activateSubscription', () => {
  it("makes a pending subscription active and starts its drip clock and the modules' unlock mails", async () => {
    const { user, program, row } = await subscription('pending');
    const later = await createModule(db, program, { releaseAfterDays: 7 });

    await db.transaction((tx) => activateSubscription(tx, row, quietLog()));

    const after = await reread(row.id);
    expect(after.status).toBe('active');
    expect(after.activatedAt).toBeInstanceOf(Date);
    const jobs = await db.execute<{ key: string }>(
      sql`select key from graphile_worker._private_jobs where key = ${`module-unlock:${user.id}:${later.id}`}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(await approvals(row.id)).toEqual([]);
  });

  it('makes a rejected subscription active again, since money was taken, and audits it', async () => {
    const { row } = await subscription('rejected');

    await db.transaction((tx) => activateSubscription(tx, row, quietLog()));

    expect((await reread(row.id)).status).toBe('active');
    const [audit] = await approvals(row.id);
    expect(audit).toMatchObject({
      actorEmail: 'system',
      before: { status: 'rejected' },
      after: { status: 'active', reason: 'paid online' },
    });
  });

  it('leaves an active subscription as it is: the drip clock does not restart', async () => {
    const { row } = await subscription('active');

    await db.transaction((tx) => activateSubscription(tx, row, quietLog()));

    expect(await reread(row.id)).toEqual(row);
  });

  it('leaves a rejected subscription rejected, and logs it, when the learner holds another current one', async () => {
    const { user, program, row } = await subscription('rejected');
    await createSubscription(db, user, program, { status: 'pending' });
    const log = quietLog();

    await db.transaction(async (tx) => {
      await activateSubscription(tx, row, log);
      // The savepoint kept the transaction usable for the steps after this one.
      await tx.execute(sql`select 1`);
    });

    expect((await reread(row.id)).status).toBe('rejected');
    expect(log.error).toHaveBeenCalledWith(
      { subscriptionId: row.id },
      'a paid subscription could not become active: the learner holds another current one',
    );
    expect(await approvals(row.id)).toEqual([]);
  });
});
