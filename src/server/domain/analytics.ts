import type { Analytics } from '@contract/admin.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const TIME_ZONE = 'Asia/Kolkata';
const MONTHS = 12;
const STATUS_LABELS = [
  ['pending', 'Pending'],
  ['active', 'Active'],
  ['rejected', 'Rejected'],
] as const;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The dashboard's numbers, each defined once here (and in the README):
 * subscribedPrograms / subscribedServices: subscriptions of any status to programs / services;
 * pendingAmount / approvedAmount: sum of offer_price (rupees) over pending / active subscriptions;
 * totalUsers, activeUsers, inactiveUsers: accounts by status (admins included);
 * totalPrograms, totalServices: rows in those tables;
 * subscriptionChartData: new subscriptions per calendar month (IST) over the last 12 months,
 * one dataset per status.
 */
export async function computeAnalytics(db: Database): Promise<Analytics> {
  const totals = rowsOf(
    await db.execute(sql`
      select
        s.subscribed_programs, s.subscribed_services, s.pending_amount, s.approved_amount,
        u.total_users, u.active_users, u.inactive_users,
        (select count(*) from programs) as total_programs,
        (select count(*) from services) as total_services
      from (
        select
          count(*) filter (where resource_type = 'program') as subscribed_programs,
          count(*) filter (where resource_type = 'service') as subscribed_services,
          coalesce(sum(offer_price) filter (where status = 'pending'), 0) as pending_amount,
          coalesce(sum(offer_price) filter (where status = 'active'), 0) as approved_amount
        from subscriptions
      ) s, (
        select
          count(*) as total_users,
          count(*) filter (where status = 'active') as active_users,
          count(*) filter (where status = 'inactive') as inactive_users
        from users
      ) u`),
  )[0]!;

  const monthly = rowsOf(
    await db.execute(sql`
      select to_char(date_trunc('month', created_on at time zone ${TIME_ZONE}), 'YYYY-MM') as month,
             status, count(*) as n
      from subscriptions
      where created_on >= (date_trunc('month', now() at time zone ${TIME_ZONE}) - make_interval(months => ${MONTHS - 1}))
                          at time zone ${TIME_ZONE}
      group by 1, 2`),
  );

  const months = lastMonths(new Date(), MONTHS);
  const counts = new Map(monthly.map((row) => [`${row.month}|${row.status}`, Number(row.n)]));
  const n = (key: string) => Number(totals[key] ?? 0);
  return {
    subscribedPrograms: n('subscribed_programs'),
    subscribedServices: n('subscribed_services'),
    pendingAmount: n('pending_amount'),
    approvedAmount: n('approved_amount'),
    totalUsers: n('total_users'),
    activeUsers: n('active_users'),
    inactiveUsers: n('inactive_users'),
    totalPrograms: n('total_programs'),
    totalServices: n('total_services'),
    subscriptionChartData: {
      labels: months.map((m) => m.label),
      datasets: STATUS_LABELS.map(([status, label]) => ({
        label,
        data: months.map((m) => counts.get(`${m.key}|${status}`) ?? 0),
      })),
    },
  };
}

/** The last `count` calendar months in IST, oldest first: { key: '2026-11', label: 'Nov 2026' }. */
export function lastMonths(now: Date, count: number): { key: string; label: string }[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value) - 1;
  const label = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { key, label: label.format(date) };
  });
}
