import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import { simDayNumber } from '@contract/sim-account.ts';
import { useQuery } from '@tanstack/react-query';
import { simKeys } from './sim-keys.ts';

/** How far back the chart reaches from the account's date, in calendar days. */
export const CHART_DAYS = 365;

/** 'YYYY-MM-DD' moved by `days` calendar days (UTC arithmetic on a date without a time). */
export function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * simBars for the chart: a year of the symbol's bars up to the account's sim_date. The account id
 * makes the server clamp to that date too, so the chart never shows a day the learner has not
 * reached. A running blind challenge's sim_date is "Day N" (docs/product.md §24): it asks without dates,
 * and the server answers the year up to its day.
 */
export function getSimBars(accountId: string, symbol: string, simDate: string, signal?: AbortSignal) {
  const range = simDayNumber(simDate) === null ? { from: shiftDate(simDate, -CHART_DAYS), to: simDate } : {};
  return call(endpoints.simBars, {
    params: { symbol },
    query: { account_id: accountId, ...range },
    signal,
  });
}

export function useSimBars(accountId: string, symbol: string | null, simDate: string) {
  return useQuery({
    queryKey: simKeys.bars(accountId, symbol ?? '', simDate),
    queryFn: ({ signal }) => getSimBars(accountId, symbol ?? '', simDate, signal),
    enabled: symbol !== null,
  });
}
