import { IconArrowCounterclockwise } from '@client/components/icons/arrow-counterclockwise.tsx';
import { IconBriefcase } from '@client/components/icons/briefcase.tsx';
import { IconCashCoin } from '@client/components/icons/cash-coin.tsx';
import { IconCollection } from '@client/components/icons/collection.tsx';
import { IconCreditCard2Front } from '@client/components/icons/credit-card-2-front.tsx';
import { IconGrid } from '@client/components/icons/grid.tsx';
import { IconHourglassSplit } from '@client/components/icons/hourglass-split.tsx';
import { IconJournalCheck } from '@client/components/icons/journal-check.tsx';
import { IconPeople } from '@client/components/icons/people.tsx';
import { IconPersonCheck } from '@client/components/icons/person-check.tsx';
import type { IconComponent } from '@client/components/icons/svg.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { formatCount, formatPaise, formatRupees } from '@client/lib/format.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { Analytics } from '@contract/admin.ts';
import { CHART_HEIGHT_PX } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import { lazy, Suspense, useId } from 'react';
import { useAnalytics } from '../api/get-analytics.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { hasChartData } from '../utils/chart-data.ts';
import { analyticsFailureText } from '../utils/failure-text.ts';

// Chart.js loads only when there is a chart to draw.
const SubscriptionsChart = lazy(async () => ({
  default: (await import('../components/subscriptions-chart.tsx')).SubscriptionsChart,
}));

type CardField = Exclude<keyof Analytics, 'subscriptionChartData' | 'inactiveUsers'>;

interface Card {
  field: CardField;
  label: string;
  icon: IconComponent;
  format: (value: number) => string;
}

/**
 * docs/product.md §2: two rows of four cards; amounts carry the rupee sign and comma separators.
 * docs/product.md §13.6 adds a third row: the money taken and refunded online, which the API counts in paise.
 */
const CARD_ROWS: readonly (readonly Card[])[] = [
  [
    {
      field: 'subscribedPrograms',
      label: 'Subscribed Programs',
      icon: IconJournalCheck,
      format: formatCount,
    },
    { field: 'subscribedServices', label: 'Subscribed Services', icon: IconBriefcase, format: formatCount },
    { field: 'pendingAmount', label: 'Pending Amount', icon: IconHourglassSplit, format: formatRupees },
    { field: 'approvedAmount', label: 'Approved Amount', icon: IconCashCoin, format: formatRupees },
  ],
  [
    { field: 'totalPrograms', label: 'Total Programs', icon: IconCollection, format: formatCount },
    { field: 'totalServices', label: 'Total Services', icon: IconGrid, format: formatCount },
    { field: 'totalUsers', label: 'Total Users', icon: IconPeople, format: formatCount },
    { field: 'activeUsers', label: 'Active Users', icon: IconPersonCheck, format: formatCount },
  ],
  [
    {
      field: 'onlineCollected',
      label: 'Collected online',
      icon: IconCreditCard2Front,
      format: (paise) => formatPaise(paise),
    },
    {
      field: 'onlineRefunded',
      label: 'Refunded',
      icon: IconArrowCounterclockwise,
      format: (paise) => formatPaise(paise),
    },
  ],
];

/** /admin/dashboard: the figures, counting up, and the 'Subscriptions Overview' chart. */
export function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const analytics = useAnalytics();
  const chartHeadingId = useId();

  if (analytics.isPending) return <LoadingStatus text={MESSAGES.generic.loading} />;
  if (analytics.isError) {
    const refused = analytics.error instanceof ApiError && [401, 403].includes(analytics.error.status);
    // The spec's Access Denied screen; a server or network fault may pass, so it offers a retry.
    return (
      <AccessDenied message={analyticsFailureText(analytics.error)}>
        {refused ? null : (
          <button
            type="button"
            className="btn btn-teal"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            {analytics.isFetching ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : null}
            {MESSAGES.generic.retry}
          </button>
        )}
      </AccessDenied>
    );
  }

  const figures = analytics.data;
  const chart = figures.subscriptionChartData;
  return (
    <>
      <h1 className="h3 mb-4">{MESSAGES.admin.welcomeBack}</h1>
      {CARD_ROWS.map((row) => (
        <div key={row[0]?.field} className="row g-3 mb-3">
          {row.map((card) => (
            <div key={card.field} className="col-12 col-sm-6 col-xl-3">
              <StatCard
                label={card.label}
                icon={card.icon}
                value={figures[card.field]}
                format={card.format}
              />
            </div>
          ))}
        </div>
      ))}
      <section className="card stat-card mt-4" aria-labelledby={chartHeadingId}>
        <div className="card-body">
          <h2 id={chartHeadingId} className="h5 mb-3">
            {MESSAGES.admin.chartTitle}
          </h2>
          {hasChartData(chart) ? (
            <div className="chart-box" style={{ height: CHART_HEIGHT_PX }}>
              <Suspense fallback={<LoadingStatus text={MESSAGES.generic.loading} />}>
                <SubscriptionsChart chart={chart} />
              </Suspense>
            </div>
          ) : (
            <p className="text-body-secondary mb-0">{MESSAGES.admin.noChartData}</p>
          )}
        </div>
      </section>
    </>
  );
}
