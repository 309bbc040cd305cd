import { AnalyticsSchema } from '@contract/admin.ts';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema.ts';
import { lastMonths } from '../../domain/analytics.ts';
import { adminSession, createProgram, createSubscription, createUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/harness.ts';

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
    expect(body).toMatchObject({ subscribedPrograms: 0, pendingAmount: 0, approvedAmount: 0, totalUsers: 1 });
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
