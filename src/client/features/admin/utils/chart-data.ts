import type { Analytics } from '@contract/admin.ts';

export type SubscriptionChartData = Analytics['subscriptionChartData'];

/**
 * Spec, section 2: 'No data available for subscriptions' replaces the chart when it has nothing
 * to draw: no labels, no datasets, or nothing but zeros.
 */
export function hasChartData(chart: SubscriptionChartData | undefined | null): boolean {
  if (!chart || chart.labels.length === 0) return false;
  return chart.datasets.some((dataset) =>
    dataset.data.some((value) => Number.isFinite(value) && value !== 0),
  );
}

/** Spec, section 3: every dataset gets the same teal, as the spec writes it. */
export const CHART_DATASET_STYLE = {
  backgroundColor: 'rgba(75,192,192,0.6)',
  borderColor: 'rgba(75,192,192,1)',
  borderWidth: 1,
} as const;

/** The API's datasets with the spec's colours. */
export function styledDatasets(chart: SubscriptionChartData) {
  return chart.datasets.map((dataset) => ({ ...dataset, ...CHART_DATASET_STYLE }));
}
