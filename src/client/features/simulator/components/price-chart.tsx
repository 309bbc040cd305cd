import { formatDate } from '@client/lib/format.ts';
import type { SimBar } from '@contract/simulator.ts';
import type { IChartApi } from 'lightweight-charts';
import { useEffect, useId, useRef, useState } from 'react';
import { type FillMarker, INDICATOR_PERIODS, type IndicatorName, indicatorLine } from '../chart-data.ts';
import { chartLayout } from '../chart-layout.ts';
import { loadCharts } from '../load-charts.ts';
import { formatRupeeText } from '../money-text.ts';

const INDICATOR_LABELS: Record<IndicatorName, string> = {
  sma: `SMA (${INDICATOR_PERIODS.sma})`,
  ema: `EMA (${INDICATOR_PERIODS.ema})`,
  rsi: `RSI (${INDICATOR_PERIODS.rsi})`,
};
const INDICATOR_COLOURS: Record<IndicatorName, string> = { sma: '#0d6efd', ema: '#fd7e14', rsi: '#6f42c1' };
const INDICATORS = Object.keys(INDICATOR_PERIODS) as IndicatorName[];

/**
 * The symbol's candlesticks and volume up to the account's date, with the learner's fills as
 * markers and the indicators they switch on (RSI in its own pane below). The library is loaded on
 * first draw; its TradingView logo link stays on (attributionLogo), as its licence asks.
 */
export function PriceChart({
  symbol,
  bars,
  markers,
}: {
  symbol: string;
  bars: SimBar[];
  markers: FillMarker[];
}) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Record<IndicatorName, boolean>>({ sma: false, ema: false, rsi: false });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: IChartApi | undefined;
    let disposed = false;
    loadCharts()
      .then((charts) => {
        if (disposed || !container.current) return;
        chart = charts.createChart(container.current, {
          ...chartLayout(charts),
          grid: { vertLines: { color: '#eef0f2' }, horzLines: { color: '#eef0f2' } },
          // Room on the right for the last day's fill marker and its text.
          timeScale: { borderColor: '#ced4da', rightOffset: 4 },
          rightPriceScale: { borderColor: '#ced4da' },
        });
        const candles = chart.addSeries(charts.CandlestickSeries, {
          upColor: '#198754',
          downColor: '#dc3545',
          borderVisible: false,
          wickUpColor: '#198754',
          wickDownColor: '#dc3545',
        });
        // Prices as numbers for drawing only; the tables and the ticket read the exact strings.
        candles.setData(
          bars.map((bar) => ({
            time: bar.date,
            open: Number(bar.open),
            high: Number(bar.high),
            low: Number(bar.low),
            close: Number(bar.close),
          })),
        );
        candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
        const volume = chart.addSeries(charts.HistogramSeries, {
          priceFormat: { type: 'volume' },
          priceScaleId: '',
          lastValueVisible: false,
          priceLineVisible: false,
        });
        volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        volume.setData(
          bars.map((bar) => ({
            time: bar.date,
            value: bar.volume,
            color: Number(bar.close) >= Number(bar.open) ? 'rgba(25,135,84,0.35)' : 'rgba(220,53,69,0.35)',
          })),
        );
        charts.createSeriesMarkers(candles, markers);
        for (const name of INDICATORS) {
          if (!shown[name]) continue;
          const pane = name === 'rsi' ? 1 : 0;
          const line = chart.addSeries(
            charts.LineSeries,
            {
              color: INDICATOR_COLOURS[name],
              lineWidth: 2,
              priceLineVisible: false,
              lastValueVisible: false,
            },
            pane,
          );
          line.setData(indicatorLine(bars, name));
          if (name === 'rsi') chart.panes()[1]?.setHeight(110);
        }
        chart.timeScale().fitContent();
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      chart?.remove();
    };
  }, [bars, markers, shown]);

  const last = bars.at(-1);
  return (
    <figure className="mb-0" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <span className="h5 text-navy mb-0">{symbol}</span>
        {last ? (
          <span className="small text-body-secondary">
            Daily candles and volume to {formatDate(last.date)}; last close {formatRupeeText(last.close)}
            {markers.length > 0 ? `; ${markers.length} of your fills marked` : ''}.
          </span>
        ) : (
          <span className="small text-body-secondary">No prices up to this day.</span>
        )}
      </figcaption>
      <fieldset className="d-flex flex-wrap gap-3 mb-2">
        <legend className="visually-hidden">Indicators</legend>
        {INDICATORS.map((name) => (
          <div key={name} className="form-check form-check-inline m-0">
            <input
              id={`${id}-${name}`}
              className="form-check-input"
              type="checkbox"
              checked={shown[name]}
              onChange={(event) => setShown((current) => ({ ...current, [name]: event.target.checked }))}
            />
            <label className="form-check-label small" htmlFor={`${id}-${name}`}>
              <span
                className="sim-swatch"
                style={{ background: INDICATOR_COLOURS[name] }}
                aria-hidden="true"
              />
              {INDICATOR_LABELS[name]}
            </label>
          </div>
        ))}
      </fieldset>
      {failed ? (
        <p className="alert alert-warning">The chart could not be drawn in this browser.</p>
      ) : (
        <div ref={container} className={`sim-chart ${shown.rsi ? 'sim-chart-tall' : ''}`} />
      )}
    </figure>
  );
}
