import { formatSimDate } from '@client/lib/format.ts';
import type { JournalTrade } from '@contract/journal.ts';
import type { SimBar } from '@contract/simulator.ts';
import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';

/**
 * The trade's symbol as the simulator charts it, up to the exit, with the fills marked: the chart
 * as it stood, which `capture` turns into a PNG (lightweight-charts' takeScreenshot) for the
 * trade's picture. The library is fetched on first draw only.
 */
export function TradeChart({
  trade,
  bars,
  onChart,
}: {
  trade: JournalTrade;
  bars: readonly SimBar[];
  onChart: (chart: IChartApi | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: IChartApi | undefined;
    let disposed = false;
    import('lightweight-charts')
      .then((charts) => {
        if (disposed || !container.current) return;
        chart = charts.createChart(container.current, {
          height: 280,
          layout: { attributionLogo: true },
          // The exit's label ("S 5508 @ 1234.50") stands centred over the last bar: room for its
          // right half, whatever the width (bars were a fixed count, and it was cut at 390 px).
          timeScale: { borderColor: '#ced4da', rightOffsetPixels: 56 },
        });
        const candles = chart.addSeries(charts.CandlestickSeries, {
          upColor: '#198754',
          downColor: '#dc3545',
          borderVisible: false,
          wickUpColor: '#198754',
          wickDownColor: '#dc3545',
        });
        candles.setData(
          bars.map((bar) => ({
            time: bar.date,
            open: Number(bar.open),
            high: Number(bar.high),
            low: Number(bar.low),
            close: Number(bar.close),
          })),
        );
        charts.createSeriesMarkers(
          candles,
          trade.fills.map((fill) => ({
            time: fill.date,
            position: fill.side === 'buy' ? ('belowBar' as const) : ('aboveBar' as const),
            shape: fill.side === 'buy' ? ('arrowUp' as const) : ('arrowDown' as const),
            color: fill.side === 'buy' ? '#198754' : '#dc3545',
            text: `${fill.side === 'buy' ? 'B' : 'S'} ${fill.quantity} @ ${fill.price}`,
          })),
        );
        chart.timeScale().fitContent();
        onChart(chart);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      onChart(null);
      chart?.remove();
    };
  }, [bars, trade.fills, onChart]);
  if (failed) return <p className="small text-body-secondary">The chart could not be drawn.</p>;
  return (
    <figure className="mb-2">
      <div ref={container} className="journal-trade-chart" />
      <figcaption className="small text-body-secondary">
        Daily chart of {trade.symbol} up to {formatSimDate(trade.exit_date)}, with the trade's fills marked.
      </figcaption>
    </figure>
  );
}

/** The chart as a PNG, for the picture upload. */
export function captureChart(chart: IChartApi): Promise<Blob> {
  const canvas = chart.takeScreenshot();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be captured.'))),
      'image/png',
    ),
  );
}
