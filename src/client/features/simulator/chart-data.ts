import type { SimOrder } from '@contract/sim-account.ts';
import type { SimBar } from '@contract/simulator.ts';
import type { Time } from 'lightweight-charts';
import { ema, rsi, sma } from './indicators.ts';
import { chartTime, compareSimDates } from './sim-dates.ts';

/** The indicator settings the chart offers (docs/product.md §14.9): SMA(20), EMA(20), RSI(14). */
export const INDICATOR_PERIODS = { sma: 20, ema: 20, rsi: 14 } as const;
export type IndicatorName = keyof typeof INDICATOR_PERIODS;

/** Fill markers' colours: Bootstrap's success and danger, as the ticket's Buy and Sell. */
export const MARKER_COLOURS = { buy: '#198754', sell: '#dc3545' } as const;

/** A marker as lightweight-charts takes it (time as 'YYYY-MM-DD', or a blind challenge's day: sim-dates.ts). */
export interface FillMarker {
  time: Time;
  position: 'belowBar' | 'aboveBar';
  shape: 'arrowUp' | 'arrowDown';
  color: string;
  text: string;
}

/**
 * The learner's fills of `symbol` as chart markers, in time order (the library requires it): a buy
 * below its bar as a green up arrow, a sell above its bar as a red down arrow.
 */
export function fillMarkers(orders: readonly SimOrder[], symbol: string): FillMarker[] {
  return orders
    .filter((order) => order.status === 'filled' && order.symbol === symbol && order.closed_date !== null)
    .sort((a, b) => compareSimDates(a.closed_date ?? '', b.closed_date ?? ''))
    .map((order) => ({
      time: chartTime(order.closed_date ?? ''),
      position: order.side === 'buy' ? ('belowBar' as const) : ('aboveBar' as const),
      shape: order.side === 'buy' ? ('arrowUp' as const) : ('arrowDown' as const),
      color: MARKER_COLOURS[order.side],
      text: `${order.side === 'buy' ? 'Buy' : 'Sell'} ${order.quantity}`,
    }));
}

/** A line's points, without the bars before the indicator has enough closes. */
export interface LinePoint {
  time: Time;
  value: number;
}

/**
 * The indicator's line over the bars. Prices become numbers here, for drawing only: every amount
 * the learner reads elsewhere stays exact (ADR 033).
 */
export function indicatorLine(bars: readonly SimBar[], name: IndicatorName): LinePoint[] {
  const closes = bars.map((bar) => Number(bar.close));
  const values =
    name === 'sma'
      ? sma(closes, INDICATOR_PERIODS.sma)
      : name === 'ema'
        ? ema(closes, INDICATOR_PERIODS.ema)
        : rsi(closes, INDICATOR_PERIODS.rsi);
  return bars.flatMap((bar, index) => {
    const value = values[index];
    return value === null || value === undefined ? [] : [{ time: chartTime(bar.date), value }];
  });
}
