import { QueryStates } from '@client/components/query-states.tsx';
import { formatCount, formatSimDate } from '@client/lib/format.ts';
import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useSimEquity } from '../api/get-sim-equity.ts';
import { chartLayout } from '../chart-layout.ts';
import { loadCharts } from '../load-charts.ts';
import { formatRupeeText } from '../money-text.ts';
import { chartTime, dayAxisOptions } from '../sim-dates.ts';

/** The account's closing equity day by day, as an area under a line (lightweight-charts). */
export function EquityChart({ accountId }: { accountId: string }) {
  const equity = useSimEquity(accountId);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const points = equity.data;

  useEffect(() => {
    if (!points || points.length === 0) return;
    let chart: IChartApi | undefined;
    let resize: ResizeObserver | undefined;
    let disposed = false;
    loadCharts()
      .then((charts) => {
        if (disposed || !container.current) return;
        // A running blind challenge's curve is dated "Day N" (docs/product.md §24).
        const days = dayAxisOptions(points.some((point) => chartTime(point.date) !== point.date));
        chart = charts.createChart(container.current, {
          ...chartLayout(charts),
          ...days,
          grid: { vertLines: { visible: false }, horzLines: { color: '#eef0f2' } },
          // The axis in whole rupees with Indian grouping (10,00,160), as the rest of the page.
          localization: { locale: 'en-IN', priceFormatter: formatCount, ...days.localization },
        });
        const area = chart.addSeries(charts.AreaSeries, {
          lineColor: '#0f766e',
          topColor: 'rgba(15,118,110,0.3)',
          bottomColor: 'rgba(15,118,110,0.02)',
          lineWidth: 2,
        });
        // Numbers for drawing only; the summary shows the exact amounts.
        area.setData(points.map((point) => ({ time: chartTime(point.date), value: Number(point.equity) })));
        chart.timeScale().fitContent();
        // The whole curve stays in view when the box changes width (a phone turned, a window resized).
        if (typeof ResizeObserver !== 'undefined' && container.current) {
          resize = new ResizeObserver(() => chart?.timeScale().fitContent());
          resize.observe(container.current);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      resize?.disconnect();
      chart?.remove();
    };
  }, [points]);

  const first = points?.[0];
  const last = points?.at(-1);
  return (
    <section aria-labelledby="sim-equity" className="mb-4">
      <h2 id="sim-equity" className="h5 text-navy">
        Equity curve
      </h2>
      <QueryStates
        query={equity}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-body-secondary">No closing equity yet.</p>}
      >
        {() =>
          failed ? (
            <p className="alert alert-warning">The chart could not be drawn in this browser.</p>
          ) : (
            <>
              <p className="small text-body-secondary mb-2">
                {first && last
                  ? `Closing equity from ${formatSimDate(first.date)} to ${formatSimDate(last.date)}; latest ${formatRupeeText(last.equity)}.`
                  : ''}
              </p>
              <div ref={container} className="sim-equity-chart" />
            </>
          )
        }
      </QueryStates>
    </section>
  );
}
