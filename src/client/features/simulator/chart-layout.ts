import type { loadCharts } from './load-charts.ts';

type Charts = Awaited<ReturnType<typeof loadCharts>>;

/**
 * The layout both simulator charts share: sized by their box, on white, in the page's text colour,
 * with the TradingView logo link its licence asks for.
 */
export function chartLayout(charts: Charts) {
  return {
    autoSize: true,
    layout: {
      attributionLogo: true,
      textColor: '#212529',
      background: { type: charts.ColorType.Solid, color: '#ffffff' },
    },
  } as const;
}
