import type { Analytics } from '@contract/admin.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@contract/vocabulary.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const TIME_ZONE = 'Asia/Kolkata';
const MONTHS = 12;
/** The chart's name for each status; the datasets follow the contract's order of statuses. */
const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The dashboard's numbers, each defined once here (and in the README):
 * subscribedPrograms / subscribedServices: subscriptions of any status to programs / services;
 * pendingAmount / approvedAmount: sum of offer_price (rupees) over pending / active subscriptions;
 * totalUsers, activeUsers, inactiveUsers: accounts by status (admins included);
 * totalPrograms, totalServices: rows in those tables;
 * onlineCollected / onlineRefunded: paise taken online and paise refunded, ever, from the one row
 * of payment_totals (id 1) that the payment transactions keep (ADR 029);
 * subscriptionChartData: new subscriptions per calendar month (IST) over the last 12 months,
 * one dataset per status.
 */
export async function computeAnalytics(db: Database): Promise<Analytics> {
  // Both counters tables are kept by triggers (migration 0006): a few dozen rows, whatever the
  // number of subscriptions and users.
  const totals = rowsOf(
    await db.execute(sql`
      select
        coalesce(sum(subscriptions) filter (where resource_type = 'program'), 0) as subscribed_programs,
        coalesce(sum(subscriptions) filter (where resource_type = 'service'), 0) as subscribed_services,
        coalesce(sum(amount) filter (where status = 'pending'), 0) as pending_amount,
        coalesce(sum(amount) filter (where status = 'active'), 0) as approved_amount,
        (select coalesce(sum(users), 0) from user_stats) as total_users,
        (select coalesce(sum(users), 0) from user_stats where status = 'active') as active_users,
        (select coalesce(sum(users), 0) from user_stats where status = 'inactive') as inactive_users,
        (select count(*) from programs) as total_programs,
        (select count(*) from services) as total_services,
        (select coalesce(sum(collected), 0) from payment_totals where id = 1) as online_collected,
        (select coalesce(sum(refunded), 0) from payment_totals where id = 1) as online_refunded
      from subscription_stats`),
  )[0]!;

  const months = lastMonths(new Date(), MONTHS);
  const monthly = rowsOf(
    await db.execute(sql`
      select to_char(month, 'YYYY-MM') as month, status, sum(subscriptions) as n
      from subscription_stats
      where month >= ${`${months[0]!.key}-01`}::date
      group by 1, 2`),
  );

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
    onlineCollected: n('online_collected'),
    onlineRefunded: n('online_refunded'),
    subscriptionChartData: {
      labels: months.map((m) => m.label),
      // The spec's three datasets always; 'Refunded' (ADR 061) only once the window holds one, so a
      // site that takes no payment keeps the chart it had.
      datasets: SUBSCRIPTION_STATUSES.map((status) => ({
        label: STATUS_LABELS[status],
        data: months.map((m) => counts.get(`${m.key}|${status}`) ?? 0),
      })).filter((dataset, i) => SUBSCRIPTION_STATUSES[i] !== 'refunded' || dataset.data.some((n) => n > 0)),
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
