import { AnalyticsSchema } from '@contract/admin.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTotals, services, subscriptions, users } from '../db/schema.ts';
import { adminSession, createProgram, createSubscription, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { lastMonths } from './analytics.ts';

const { app, db } = await buildTestApp();

describe('GET /api/admin/analytics', () => {
  it('answers the nine numbers as defined and the monthly chart per status', async () => {
    const { headers } = await adminSession(app, db);
    const a = await createUser(db);
    const b = await createUser(db, { status: 'inactive' });
    const pro = await createProgram(db, { offerPrice: 34_999 });
    const swing = await createProgram(db, { offerPrice: 19_999 });
    const [service] = await db
      .insert(services)
      .values({ title: 'Portfolio Review', offeringType: 'PAID', offerPrice: 2_999 })
      .returning();
    const now = new Date();
    await createSubscription(db, a, pro, { status: 'active', createdOn: now });
    await createSubscription(db, b, pro, { status: 'pending', createdOn: now });
    await createSubscription(db, a, swing, { status: 'pending', createdOn: now });
    await createSubscription(db, b, swing, {
      status: 'rejected',
      createdOn: new Date(Date.now() - 400 * 86_400_000),
    });
    await createSubscription(
      db,
      a,
      { id: service!.id, title: 'Portfolio Review', offerPrice: 2_999 },
      {
        resourceType: 'service',
        status: 'active',
        createdOn: now,
      },
    );

    const res = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers });
    expect(res.statusCode).toBe(200);
    const body = AnalyticsSchema.parse(res.json());
    expect(body).toMatchObject({
      subscribedPrograms: 4,
      subscribedServices: 1,
      pendingAmount: 34_999 + 19_999,
      approvedAmount: 34_999 + 2_999,
      totalPrograms: 2,
      totalServices: 1,
      totalUsers: 3,
      activeUsers: 2,
      inactiveUsers: 1,
    });
    const chart = body.subscriptionChartData;
    expect(chart.labels).toHaveLength(12);
    expect(chart.labels.at(-1)).toBe(lastMonths(now, 1)[0]?.label);
    expect(chart.datasets.map((d) => d.label)).toEqual(['Pending', 'Active', 'Rejected']);
    expect(chart.datasets.map((d) => d.data.at(-1))).toEqual([2, 2, 0]);
    // The 400-day-old rejection is outside the 12 months.
    expect(chart.datasets[2]?.data.reduce((x, y) => x + y, 0)).toBe(0);
  });

  it('answers zeros on an empty database', async () => {
    const { headers } = await adminSession(app, db);
    const body = (await app.inject({ method: 'GET', url: '/api/admin/analytics', headers })).json();
    expect(body).toMatchObject({
      subscribedPrograms: 0,
      pendingAmount: 0,
      approvedAmount: 0,
      totalUsers: 1,
      onlineCollected: 0,
      onlineRefunded: 0,
    });
  });

  it('answers the money collected and refunded online, in paise, from the payment totals row', async () => {
    const { headers } = await adminSession(app, db);
    // What the payment transactions keep (ADR 029): ₹34,999 + ₹29,660.16 taken, ₹2,000.50 refunded.
    await db
      .insert(paymentTotals)
      .values({ id: 1, collected: 3_499_900 + 2_966_016, refunded: 200_050 })
      .onConflictDoUpdate({
        target: paymentTotals.id,
        set: { collected: 3_499_900 + 2_966_016, refunded: 200_050 },
      });
    const res = await app.inject({ method: 'GET', url: '/api/admin/analytics', headers });
    expect(res.statusCode).toBe(200);
    const body = AnalyticsSchema.parse(res.json());
    expect(body.onlineCollected).toBe(6_465_916);
    expect(body.onlineRefunded).toBe(200_050);
    // The online money is its own figure: the subscription amounts (rupees) do not change with it.
    expect(body).toMatchObject({ approvedAmount: 0, pendingAmount: 0 });
  });
});

describe('the dashboard counters', () => {
  it('match a full recount after inserts, status changes, price edits, logins and deletes', async () => {
    const { headers } = await adminSession(app, db);
    const people = await Promise.all([1, 2, 3].map(() => createUser(db)));
    const program = await createProgram(db, { offerPrice: 1_000 });
    const made = [];
    for (const [i, person] of people.entries()) {
      made.push(
        await createSubscription(db, person, program, {
          createdOn: new Date(Date.now() - i * 40 * 86_400_000),
        }),
      );
    }
    await db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, made[0]!.id));
    await db.update(subscriptions).set({ offerPrice: 2_500 }).where(eq(subscriptions.id, made[1]!.id));
    await db.delete(subscriptions).where(eq(subscriptions.id, made[2]!.id));
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, people[0]!.id));
    await db.update(users).set({ lastLoginIp: '10.0.0.1' });
    await db.delete(users).where(eq(users.id, people[1]!.id));

    const recount = (await db.execute(sql`
      select
        (select count(*) from subscriptions)::int as subs,
        (select coalesce(sum(offer_price), 0) from subscriptions where status = 'pending')::int as pending,
        (select coalesce(sum(offer_price), 0) from subscriptions where status = 'active')::int as active,
        (select count(*) from users where status = 'active')::int as active_users,
        (select count(*) from users)::int as users`)) as unknown as { rows: Record<string, number>[] };
    const expected = recount.rows[0]!;
    const body = (await app.inject({ method: 'GET', url: '/api/admin/analytics', headers })).json();
    expect(body.subscribedPrograms).toBe(expected.subs);
    expect(body.pendingAmount).toBe(expected.pending);
    expect(body.approvedAmount).toBe(expected.active);
    expect(body.activeUsers).toBe(expected.active_users);
    expect(body.totalUsers).toBe(expected.users);
    expect(body).toMatchObject({ subscribedPrograms: 2, pendingAmount: 2_500, approvedAmount: 1_000 });
  });
});

describe('lastMonths', () => {
  it('names the last months in IST, oldest first, across a year boundary', () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in India.
    expect(lastMonths(new Date('2026-12-31T20:00:00Z'), 3)).toEqual([
      { key: '2026-11', label: 'Nov 2026' },
      { key: '2026-12', label: 'Dec 2026' },
      { key: '2027-01', label: 'Jan 2027' },
    ]);
  });
});
