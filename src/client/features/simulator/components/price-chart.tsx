import { formatSimDate } from '@client/lib/format.ts';
import type { SimBar } from '@contract/simulator.ts';
import type { IChartApi } from 'lightweight-charts';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type FillMarker, INDICATOR_PERIODS, type IndicatorName, indicatorLine } from '../chart-data.ts';
import { chartLayout } from '../chart-layout.ts';
import { loadCharts } from '../load-charts.ts';
import { formatRupeeText } from '../money-text.ts';
import { chartTime, dayAxisOptions } from '../sim-dates.ts';

const INDICATOR_LABELS: Record<IndicatorName, string> = {
  sma: `SMA (${INDICATOR_PERIODS.sma})`,
  ema: `EMA (${INDICATOR_PERIODS.ema})`,
  rsi: `RSI (${INDICATOR_PERIODS.rsi})`,
};
const INDICATOR_COLOURS: Record<IndicatorName, string> = { sma: '#0d6efd', ema: '#fd7e14', rsi: '#6f42c1' };
const INDICATORS = Object.keys(INDICATOR_PERIODS) as IndicatorName[];

type Charts = Awaited<ReturnType<typeof loadCharts>>;
type ShownIndicators = Record<IndicatorName, boolean>;

/** The candlesticks, on the upper part of the price pane. */
function addCandles(charts: Charts, chart: IChartApi, bars: SimBar[]) {
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
      time: chartTime(bar.date),
      open: Number(bar.open),
      high: Number(bar.high),
      low: Number(bar.low),
      close: Number(bar.close),
    })),
  );
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
  return candles;
}

/** The volume bars, coloured by the day's direction, along the bottom of the price pane. */
function addVolume(charts: Charts, chart: IChartApi, bars: SimBar[]) {
  const volume = chart.addSeries(charts.HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: '',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  volume.setData(
    bars.map((bar) => ({
      time: chartTime(bar.date),
      value: bar.volume,
      color: Number(bar.close) >= Number(bar.open) ? 'rgba(25,135,84,0.35)' : 'rgba(220,53,69,0.35)',
    })),
  );
}

/** The indicators switched on: SMA and EMA over the prices, RSI in a pane of its own below. */
function addIndicators(charts: Charts, chart: IChartApi, bars: SimBar[], shown: ShownIndicators) {
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
}

function drawPriceChart(
  charts: Charts,
  element: HTMLElement,
  bars: SimBar[],
  markers: FillMarker[],
  shown: ShownIndicators,
): IChartApi {
  // A blind challenge's bars carry their day number (docs/product.md §24): its axis reads "Day N".
  const days = dayAxisOptions(bars.some((bar) => bar.day !== undefined));
  const chart = charts.createChart(element, {
    ...chartLayout(charts),
    ...days,
    grid: { vertLines: { color: '#eef0f2' }, horzLines: { color: '#eef0f2' } },
    // Room on the right for the last day's fill marker and its text.
    timeScale: { borderColor: '#ced4da', rightOffset: 4, ...days.timeScale },
    rightPriceScale: { borderColor: '#ced4da' },
  });
  const candles = addCandles(charts, chart, bars);
  addVolume(charts, chart, bars);
  charts.createSeriesMarkers(candles, markers);
  addIndicators(charts, chart, bars, shown);
  chart.timeScale().fitContent();
  return chart;
}

/**
 * Draws the chart into `container` once the library has loaded, again whenever the bars, markers
 * or indicators change, and removes it on the way out. True when the library could not be loaded.
 */
function usePriceChart(
  container: RefObject<HTMLDivElement | null>,
  bars: SimBar[],
  markers: FillMarker[],
  shown: ShownIndicators,
): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: IChartApi | undefined;
    let disposed = false;
    loadCharts()
      .then((charts) => {
        if (disposed || !container.current) return;
        chart = drawPriceChart(charts, container.current, bars, markers, shown);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      chart?.remove();
    };
  }, [container, bars, markers, shown]);
  return failed;
}

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
  const [shown, setShown] = useState<ShownIndicators>({ sma: false, ema: false, rsi: false });
  const failed = usePriceChart(container, bars, markers, shown);
  const last = bars.at(-1);
  return (
    <figure className="mb-0" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <span className="h5 text-navy mb-0">{symbol}</span>
        {last ? (
          <span className="small text-body-secondary">
            Daily candles and volume to {formatSimDate(last.date)}; last close {formatRupeeText(last.close)}
            {markers.length > 0 ? `; ${markers.length} of your fills marked` : ''}.
          </span>
        ) : (
          <span className="small text-body-secondary">No prices up to this day.</span>
        )}
      </figcaption>
      <IndicatorToggles
        id={id}
        shown={shown}
        onToggle={(name, on) => setShown((current) => ({ ...current, [name]: on }))}
      />
      {failed ? (
        <p className="alert alert-warning">The chart could not be drawn in this browser.</p>
      ) : (
        <div ref={container} className={`sim-chart ${shown.rsi ? 'sim-chart-tall' : ''}`} />
      )}
    </figure>
  );
}

/** A checkbox per indicator, each with its line's colour. */
function IndicatorToggles({
  id,
  shown,
  onToggle,
}: {
  id: string;
  shown: ShownIndicators;
  onToggle: (name: IndicatorName, on: boolean) => void;
}) {
  return (
    <fieldset className="d-flex flex-wrap gap-3 mb-2">
      <legend className="visually-hidden">Indicators</legend>
      {INDICATORS.map((name) => (
        <div key={name} className="form-check form-check-inline m-0">
          <input
            id={`${id}-${name}`}
            className="form-check-input"
            type="checkbox"
            checked={shown[name]}
            onChange={(event) => onToggle(name, event.target.checked)}
          />
          <label className="form-check-label small" htmlFor={`${id}-${name}`}>
            <span className="sim-swatch" style={{ background: INDICATOR_COLOURS[name] }} aria-hidden="true" />
            {INDICATOR_LABELS[name]}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
