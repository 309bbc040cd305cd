import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatDate } from '../src/contract/format.ts';
import { pickTradableAlias, visibleTradingDays } from './market.ts';
import { activeLearner, simulatorProgram } from './sim-program.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test } from './support.ts';

// A blind challenge (docs/product.md §24): the page shows aliases, "Day N" and rebased prices while it
// runs, and the real names and dates once it has ended.

const main = (page: Page) => page.locator('main');
/** Three instruments, each rising 1 % a trading day, so that whichever alias the learner picks gains. */
const INSTRUMENTS = [
  { symbol: 'E2EBLINDA', name: 'BLIND ALPHA LIMITED', isin: 'INE0B1A01011', price: 21_000 },
  { symbol: 'E2EBLINDB', name: 'BLIND BRAVO LIMITED', isin: 'INE0B1B01012', price: 33_000 },
  { symbol: 'E2EBLINDC', name: 'BLIND CHARLIE LIMITED', isin: 'INE0B1C01013', price: 47_000 },
];
/**
 * Seventy weekdays just before the simulator spec's seventy (which end at today, IST, minus 31 days):
 * an import replaces whole days, so two specs running at once must not import the same dates. A
 * challenge may then start on either spec's days; the learner trades whichever alias has a chart.
 */
const DAYS = 70;

const tradingDays = () => visibleTradingDays(DAYS, DAYS);

const HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A UDiFF bhavcopy of the instruments over the days (names and ISINs included, as NSE's carries them). */
function bhavcopy(days: string[]): string {
  const rows = INSTRUMENTS.flatMap((instrument, n) =>
    days.map((date, i) => {
      const open = Math.round(instrument.price * 1.01 ** i);
      const close = Math.round(open * 1.008);
      const prices = [open, Math.round(close * 1.002), Math.round(open * 0.998), close, close, open].map(
        rupees,
      );
      return [
        date,
        date,
        'CM',
        'NSE',
        'STK',
        90_000 + n,
        instrument.isin,
        instrument.symbol,
        'EQ',
        '',
        '',
        '',
        '',
        instrument.name,
        ...prices.slice(0, 6),
        '',
        prices[3],
        '',
        '',
        20_000 + i * 10,
        '1000000.00',
        500,
        'F1',
        1,
        '',
        '',
        '',
        '',
        '',
      ].join(',');
    }),
  );
  return [HEADER, ...rows].join('\n');
}

/** A program with the simulator on (a 2 % target over 2 trading days), the data, and a learner on it. */
async function blindProgram(request: APIRequestContext, days: string[]) {
  const program = await simulatorProgram(request, {
    title: `Blind Lab ${Date.now()}`,
    description: 'Challenges hindsight cannot game.',
    challenge: {
      profit_target_percent: 2,
      max_daily_loss_percent: 5,
      max_total_loss_percent: 10,
      min_trading_days: 2,
    },
    bhavcopy: bhavcopy(days),
  });
  const learner = await activeLearner(request, program, 'Blind Learner', {
    leaderboard_name: true,
  });
  return learner.token;
}

/** No real symbol, name, ISIN or date of the data in the page's text. */
async function expectNothingReal(page: Page, days: string[]) {
  const text = ((await main(page).textContent()) ?? '').toLowerCase();
  const needles = [
    ...INSTRUMENTS.flatMap((instrument) => [instrument.symbol, instrument.name, instrument.isin]),
    ...days.flatMap((day) => [day, formatDate(day)]),
  ];
  expect(needles.filter((needle) => text.includes(needle.toLowerCase()))).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing widens the page past the screen: wide tables scroll inside their own box.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a learner trades a blind challenge under aliases and Day N, passes it, and then sees the real names and dates', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const days = tradingDays();
  const token = await blindProgram(request, days);
  const learner = await signedInPage(browser, token);
  await learner.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(learner, '/simulator');
  const challengeForm = main(learner).getByRole('form', { name: 'Start a challenge' });
  await challengeForm.getByLabel('Name on the leaderboard (optional)').fill('Blind Owl');
  await challengeForm.getByRole('button', { name: 'Start the challenge' }).click();
  await expect(main(learner).getByText(MESSAGES.simulator.blindNote)).toBeVisible();
  const summary = (term: string) =>
    main(learner).locator('.sim-summary div').filter({ hasText: term }).locator('dd');
  await expect(summary('Sim date')).toHaveText('Day 1');
  await expect(summary('Equity')).toHaveText('₹10,00,000.00');

  // The search lists aliases; a real symbol finds nothing.
  const search = main(learner).getByRole('combobox', { name: 'Search instruments' });
  await search.fill('E2EBLIND');
  await expect(main(learner).getByText('No instrument starts with “E2EBLIND”.')).toBeVisible();
  // Other specs' instruments may be listed too, some without a visible price: pick the first with a chart.
  // About ₹9,00,000 of it at the last close shown (rebased: whatever the real price, the same share of the capital).
  const { alias, close } = await pickTradableAlias(learner);
  const quantity = String(Math.floor(900_000 / close));
  const ticket = main(learner).getByRole('region', { name: /Order ticket/ });
  await ticket.getByLabel('Quantity').fill(quantity);
  await ticket.getByRole('button', { name: 'Place buy order' }).click();
  await expect(ticket.getByText(new RegExp(`Order placed: buy ${quantity} ${alias}`))).toBeVisible();
  await expectNothingReal(learner, days);
  await screenshots(learner, 'blind-day-1');

  // Day 2: a second buy makes a second trading day; then step until the target is met.
  const next = main(learner).getByRole('button', { name: /Next day/ });
  await next.click();
  await expect(main(learner).getByText(/^Moved to Day 2:/)).toBeVisible();
  await ticket.getByLabel('Quantity').fill('10');
  await ticket.getByRole('button', { name: 'Place buy order' }).click();
  await expect(ticket.getByText(new RegExp(`Order placed: buy 10 ${alias}`))).toBeVisible();
  await next.click();
  await expect(main(learner).getByText(/^Moved to Day 3:/)).toBeVisible();
  await expect(
    main(learner)
      .getByRole('region', { name: 'Positions' })
      .getByRole('row', { name: new RegExp(alias) }),
  ).toBeVisible();
  await expect(
    main(learner).getByRole('region', { name: 'Order history' }).getByText('Day 3').first(),
  ).toBeVisible();
  await expectNothingReal(learner, days);
  const leaderboard = main(learner).getByRole('region', { name: /^Leaderboard:/ });
  await expect(leaderboard.getByRole('row', { name: /Blind Owl/ })).toBeVisible();
  await screenshots(learner, 'blind-day-3');

  // Until the step that passes it, whose answer is dated for real.
  for (let step = 3; step < 20; step += 1) {
    await next.click();
    const moved = main(learner).getByText(/^Moved to /);
    await expect(moved).toHaveText(new RegExp(`^Moved to (Day ${step + 1}|\\d\\d [A-Z][a-z]{2} \\d{4}):`));
    if (!((await moved.textContent()) ?? '').startsWith('Moved to Day')) break;
  }

  // The end reveals the review: real symbols in the orders, real dates, and the note that says so.
  await expect(main(learner).getByText(MESSAGES.simulator.blindRevealed)).toBeVisible();
  await expect(main(learner).getByText(/Challenge passed on \d\d [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  const history = main(learner).getByRole('region', { name: 'Order history' });
  await expect(history.getByText(/E2EBLIND[ABC]/).first()).toBeVisible();
  await expect(summary('Sim date')).toHaveText(/^\d\d [A-Z][a-z]{2} \d{4}$/);
  await expect(leaderboard).not.toContainText('E2EBLIND');
  await screenshots(learner, 'blind-review');
});
