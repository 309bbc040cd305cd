import type { Analytics } from '@contract/admin.ts';

export type SubscriptionChartData = Analytics['subscriptionChartData'];

/**
 * docs/product.md §2: 'No data available for subscriptions' replaces the chart when it has nothing
 * to draw: no labels, no datasets, or nothing but zeros.
 */
export function hasChartData(chart: SubscriptionChartData | undefined | null): boolean {
  if (!chart || chart.labels.length === 0) return false;
  return chart.datasets.some((dataset) =>
    dataset.data.some((value) => Number.isFinite(value) && value !== 0),
  );
}

interface DatasetStyle {
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
}

/** docs/product.md §3: the chart's teal, semi-transparent, with a solid border of width 1. */
export const CHART_DATASET_STYLE = {
  backgroundColor: 'rgba(75,192,192,0.6)',
  borderColor: 'rgba(75,192,192,1)',
  borderWidth: 1,
} as const;

/**
 * Three shades of the spec's teal, one per status, so the legend tells the bars apart (docs/product.md §10.5;
 * one colour for all three told nothing). Active keeps the spec's own; Pending is a lighter tint of
 * it and Rejected a deeper shade of the same hue (hsl 180° 48%, lightness 30%).
 */
export const STATUS_DATASET_STYLES: Readonly<Record<string, DatasetStyle>> = {
  Pending: { backgroundColor: 'rgba(75,192,192,0.25)', borderColor: 'rgba(75,192,192,1)', borderWidth: 1 },
  Active: CHART_DATASET_STYLE,
  Rejected: { backgroundColor: 'rgba(40,113,113,0.85)', borderColor: 'rgba(40,113,113,1)', borderWidth: 1 },
  // Ended by a refund in full (ADR 061): the grey of its badge.
  Refunded: { backgroundColor: 'rgba(108,117,125,0.6)', borderColor: 'rgba(108,117,125,1)', borderWidth: 1 },
};

/** The API's datasets with their status's shade of the spec's teal (the spec's own for any other). */
export function styledDatasets(chart: SubscriptionChartData) {
  return chart.datasets.map((dataset) => ({
    ...dataset,
    ...(STATUS_DATASET_STYLES[dataset.label] ?? CHART_DATASET_STYLE),
  }));
}
