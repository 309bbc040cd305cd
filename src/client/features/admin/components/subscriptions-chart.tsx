import { DataTable } from '@client/components/data-table.tsx';
import { usePrefersReducedMotion } from '@client/lib/use-prefers-reduced-motion.ts';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { type SubscriptionChartData, styledDatasets } from '../utils/chart-data.ts';

// Only the pieces a bar chart with a legend and tooltips needs, so the rest of Chart.js is left out.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * The 'Subscriptions Overview' bar chart (react-chartjs-2): responsive, no fixed aspect ratio (it
 * fills its 300 px box), legend at the top. Lazily loaded, so Chart.js downloads only with the
 * dashboard's data. The same numbers are in a visually hidden table for screen readers.
 */
export function SubscriptionsChart({ chart }: { chart: SubscriptionChartData }) {
  const reducedMotion = usePrefersReducedMotion();
  const data = useMemo(() => ({ labels: chart.labels, datasets: styledDatasets(chart) }), [chart]);
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : undefined,
      plugins: { legend: { position: 'top' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [reducedMotion],
  );

  return (
    <>
      <Bar
        data={data}
        options={options}
        role="img"
        aria-label="Bar chart of new subscriptions per month by status; the figures follow in a table."
      />
      <DataTable
        className="visually-hidden"
        caption="New subscriptions per month by status"
        columns={[
          { header: 'Month', rowHeader: true, cell: (month) => chart.labels[month] },
          ...chart.datasets.map((dataset) => ({
            header: dataset.label,
            cell: (month: number) => dataset.data[month] ?? 0,
          })),
        ]}
        rows={chart.labels.map((_label, month) => month)}
        rowKey={(month) => chart.labels[month] ?? month}
      />
    </>
  );
}
