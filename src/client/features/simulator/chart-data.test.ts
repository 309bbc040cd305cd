import type { SimOrder } from '@contract/sim-account.ts';
import type { SimBar } from '@contract/simulator.ts';
import { describe, expect, it } from 'vitest';
import { fillMarkers, indicatorLine } from './chart-data.ts';

const order = (overrides: Partial<SimOrder>): SimOrder => ({
  _id: 'o',
  account_id: 'a',
  symbol: 'INFY',
  side: 'buy',
  type: 'market',
  product: 'CNC',
  validity: 'DAY',
  quantity: 10,
  limit_price: null,
  stop_price: null,
  status: 'filled',
  triggered: false,
  source: 'learner',
  placed_date: '2026-05-04',
  fill_price: '100.00',
  closed_date: '2026-05-05',
  brokerage: '20.00',
  realised_pnl: '-20.00',
  reason: null,
  created_on: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

describe('fillMarkers', () => {
  it('marks buys below the bar in green and sells above it in red, in time order, for the symbol only', () => {
    const orders = [
      order({ _id: '1', side: 'sell', quantity: 4, closed_date: '2026-05-20' }),
      order({ _id: '2', closed_date: '2026-05-05' }),
      order({ _id: '3', symbol: 'TCS', closed_date: '2026-05-06' }),
      order({ _id: '4', status: 'open', closed_date: null }),
      order({ _id: '5', status: 'expired', closed_date: '2026-05-07' }),
    ];
    expect(fillMarkers(orders, 'INFY')).toEqual([
      { time: '2026-05-05', position: 'belowBar', shape: 'arrowUp', color: '#198754', text: 'Buy 10' },
      { time: '2026-05-20', position: 'aboveBar', shape: 'arrowDown', color: '#dc3545', text: 'Sell 4' },
    ]);
  });
});

describe('indicatorLine', () => {
  it('draws SMA(20) from the 20th close on', () => {
    const bars: SimBar[] = Array.from({ length: 21 }, (_, index) => ({
      date: `2026-04-${String(index + 1).padStart(2, '0')}`,
      open: '1.00',
      high: '1.00',
      low: '1.00',
      close: `${index + 1}.00`,
      volume: 1,
    }));
    // Mean of 1..20 = 10.5, of 2..21 = 11.5.
    expect(indicatorLine(bars, 'sma')).toEqual([
      { time: '2026-04-20', value: 10.5 },
      { time: '2026-04-21', value: 11.5 },
    ]);
    expect(indicatorLine(bars, 'rsi').at(-1)).toEqual({ time: '2026-04-21', value: 100 });
  });
});
