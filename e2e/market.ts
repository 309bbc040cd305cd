import { expect, type Page } from '@playwright/test';

/**
 * What the specs that import market data share (docs/product.md §14, ADR 053): the trading days a
 * learner may already see, and a classic NSE bhavcopy of one symbol over them.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * `count` weekdays, oldest first, ending on or before today (IST) minus 31 days: inside SEBI's
 * 30-day lag whatever the hour of the run. `skip` leaves out that many of the newest weekdays first
 * (another spec's days).
 */
export function visibleTradingDays(count: number, skip = 0): string[] {
  const day = new Date(`${new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 31);
  const days: string[] = [];
  while (days.length < count + skip) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days.slice(0, count);
}

/** '2026-09-01' → '01-SEP-2026', as NSE's classic bhavcopy writes TIMESTAMP. */
export const bhavDate = (date: string) =>
  `${date.slice(8)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/**
 * A classic bhavcopy of one symbol that opens ₹1 higher each day: open `base + i`, high `+ up`,
 * low `− down`, close `+ 1`.
 */
export function classicBhavcopy(
  symbol: string,
  days: string[],
  shape: { base: number; up: number; down: number; isin?: string; volume?: (i: number) => number },
): string {
  const header =
    'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
  const rows = days.map((date, i) => {
    const open = shape.base + i;
    const prices = [open, open + shape.up, open - shape.down, open + 1, open + 1, open].map((v) => `${v}.00`);
    const volume = shape.volume ? shape.volume(i) : 10_000;
    return [symbol, 'EQ', ...prices, volume, '1000000.00', bhavDate(date), 500, shape.isin ?? '', ''].join(
      ',',
    );
  });
  return [header, ...rows].join('\n');
}

/**
 * On a running blind challenge's simulator page, picks the first alias whose chart reaches Day 1
 * (the search may list other specs' instruments whose bars were replaced) and returns it with its
 * last close as shown, in rebased rupees.
 */
export async function pickTradableAlias(page: Page): Promise<{ alias: string; close: number }> {
  const main = page.locator('main');
  const search = main.getByRole('combobox', { name: 'Search instruments' });
  for (let index = 0; ; index += 1) {
    await search.fill('STK-');
    const option = main.getByRole('listbox', { name: 'Instruments' }).getByRole('option').nth(index);
    const alias = ((await option.textContent()) ?? '').trim();
    expect(alias).toMatch(/^STK-[0-9A-Z]{4}$/);
    await option.click();
    const figure = main.getByRole('figure', { name: new RegExp(alias) });
    await expect(figure).toContainText(/Daily candles and volume to Day -?\d+|No prices up to this day/);
    if (!/to Day 1;/.test((await figure.textContent()) ?? '')) continue;
    await expect(main.locator('.sim-chart canvas').first()).toBeVisible();
    const caption = await main.getByText(/last close ₹/).textContent();
    const close = Number(/last close ₹([\d,]+\.\d\d)/.exec(caption ?? '')![1]!.replaceAll(',', ''));
    return { alias, close };
  }
}
