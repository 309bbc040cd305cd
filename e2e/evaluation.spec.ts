import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { basisPointsText } from '../src/contract/evaluation.ts';
import { formatPaise } from '../src/contract/format.ts';
import { json } from './live.ts';
import { waitForMail } from './mail.ts';
import { bhavDate, pickTradableAlias, visibleTradingDays } from './market.ts';
import { activeLearner, assignedMentor, bearer, simulatorProgram } from './sim-program.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test } from './support.ts';

/**
 * The evaluation before live trading, the whole journey (docs/product.md §23–§25): an admin sets a
 * program's evaluation (a blind challenge, two planned trades, the mentor's sign-off); the learner
 * plans and trades two positions in a blind challenge under an alias and passes it; the journal
 * shows both trades, real once the challenge has ended, with statistics equal to a ledger the test
 * computes from the fills; the mentor comments and signs off; the learner gets the certificate by
 * mail and verifies "Evaluation passed" with the challenge's statistics and the mentor's name. At
 * 1280 and 390 px, axe at 0.
 */

const main = (page: Page) => page.locator('main');
/**
 * More weekdays than every market-data spec imports together (the simulator's and the blind
 * challenge's seventy each): an import replaces whole days (ADR 053), so every day a challenge can
 * start on holds this spec's symbol alone, and whichever day the server draws, it rises.
 */
const DAYS = 160;

const tradingDays = () => visibleTradingDays(DAYS);

/** Opening 1.5 % higher each trading day and closing where it opened: a gap up every night. */
function bhavcopy(symbol: string, days: string[]): string {
  const header =
    'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
  const rows = days.map((date, i) => {
    const open = Math.round(10_000 * 1.015 ** i);
    const prices = [open, Math.round(open * 1.004), Math.round(open * 0.996), open, open, open];
    return [symbol, 'EQ', ...prices.map(rupees), 10_000, '1000000.00', bhavDate(date), 500, '', ''].join(',');
  });
  return [header, ...rows].join('\n');
}

const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A program with the simulator and its data, an active learner on it, and an instructor as mentor. */
async function setUp(request: APIRequestContext, symbol: string, days: string[]) {
  const program = await simulatorProgram(request, {
    title: `Evaluation Lab ${symbol} ${Date.now()}`,
    description: 'Paper-trade, journal, be signed off.',
    challenge: {
      profit_target_percent: 2,
      max_daily_loss_percent: 5,
      max_total_loss_percent: 10,
      min_trading_days: 2,
    },
    bhavcopy: bhavcopy(symbol, days),
  });
  const learner = await activeLearner(request, program, 'Ravi Evaluation');
  const mentor = await assignedMentor(request, program, learner.profile._id, 'Meera Mentor');
  return { ...program, learner, mentor };
}

type Order = {
  side: 'buy' | 'sell';
  status: string;
  quantity: number;
  fill_price: string | null;
  brokerage: string | null;
};

/**
 * The ledger of the account's filled orders, in paise: each trade's P&L after brokerage (a buy
 * opens a position, the sell after it closes it), and their sum.
 */
function ledger(orders: readonly Order[]): { trades: number[]; net: number } {
  const paise = (text: string) => Math.round(Number(text) * 100);
  const filled = orders.filter((order) => order.status === 'filled').reverse();
  const trades: number[] = [];
  for (let i = 0; i + 1 < filled.length; i += 2) {
    const [buy, sell] = [filled[i]!, filled[i + 1]!];
    expect([buy.side, sell.side, sell.quantity]).toEqual(['buy', 'sell', buy.quantity]);
    trades.push(
      (paise(sell.fill_price!) - paise(buy.fill_price!)) * buy.quantity -
        paise(buy.brokerage!) -
        paise(sell.brokerage!),
    );
  }
  expect(trades).toHaveLength(filled.length / 2);
  return { trades, net: trades.reduce((sum, pnl) => sum + pnl, 0) };
}

async function look(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/evaluation-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

/** Writes the plan for the alias on the journal page, before the order that opens the position. */
async function planOnJournal(page: Page, alias: string, plan: string) {
  await gotoReady(page, '/journal');
  await expect(main(page).getByText(MESSAGES.journal.blindWaits)).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Plan a trade before you enter' });
  await form.getByLabel('Account').selectOption({ label: 'Challenge from Day 1' });
  await form.getByLabel('Symbol').fill(alias);
  await form.getByLabel('Plan and reasoning').fill(plan);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(form.getByText(MESSAGES.journal.planSaved)).toBeVisible();
}

/** On the simulator's page: a market order on the ticket, then the next day, when it fills. */
async function orderAndStep(page: Page, side: 'Buy' | 'Sell', alias: string, quantity: number) {
  const ticket = main(page).getByRole('region', { name: /Order ticket/ });
  await ticket.getByText(side, { exact: true }).click();
  await ticket.getByLabel('Quantity').fill(String(quantity));
  await ticket.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
  await expect(
    ticket.getByText(new RegExp(`Order placed: ${side.toLowerCase()} ${quantity} ${alias}`)),
  ).toBeVisible();
  await main(page)
    .getByRole('button', { name: /Next day/ })
    .click();
  await expect(main(page).getByText(/^Moved to /)).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`a blind challenge, a planned journal, a mentor's sign-off and a verified "Evaluation passed" certificate (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const days = tradingDays();
    const symbol = width === 1280 ? 'EVLWIDE' : 'EVLNARROW';
    const setup = await setUp(request, symbol, days);

    // The admin sets the evaluation on the Mentors page: a blind challenge, two planned trades, a sign-off.
    const adminPage = await signedInPage(browser, setup.adminToken);
    await adminPage.setViewportSize({ width, height: 900 });
    await gotoReady(adminPage, '/admin/mentors');
    await main(adminPage).getByLabel('Program').selectOption({ label: setup.title });
    const form = main(adminPage).getByRole('form', { name: MESSAGES.evaluation.heading });
    await form.getByLabel('This program has an evaluation before live trading').check();
    await expect(form.getByLabel('A passed blind challenge is required')).toBeChecked();
    await form.getByLabel('Journal trades with a plan written before entry, at least').fill('2');
    await form.getByRole('button', { name: 'Save evaluation' }).click();
    await expect(form.getByText(MESSAGES.evaluation.saved)).toBeVisible();
    await look(adminPage, 'admin', width);

    // The program page says plainly what the evaluation is not; the course page shows nothing done yet.
    const learner = await signedInPage(browser, setup.learner.token);
    await learner.setViewportSize({ width, height: 900 });
    await gotoReady(learner, `/programs/${setup.programId}`);
    await expect(main(learner).getByText(MESSAGES.evaluation.disclaimer)).toBeVisible();
    await look(learner, 'program', width);
    await gotoReady(learner, `/learn/${setup.programId}`);
    const panel = main(learner).getByRole('region', { name: MESSAGES.evaluation.heading });
    await expect(panel.getByText(`${MESSAGES.evaluation.challenge}: Not yet`)).toBeVisible();
    await expect(panel.getByText(`${MESSAGES.evaluation.journal(0, 2)}: Not yet`)).toBeVisible();

    // The blind challenge: an alias, Day 1, rebased prices.
    await gotoReady(learner, '/simulator');
    const challengeForm = main(learner).getByRole('form', { name: 'Start a challenge' });
    await challengeForm.getByRole('button', { name: 'Start the challenge' }).click();
    await expect(main(learner).getByText(MESSAGES.simulator.blindNote)).toBeVisible();
    const accounts = await json<{ _id: string; mode: string }[]>(
      await request.get('/api/sim/accounts', { headers: bearer(setup.learner.token) }),
      200,
    );
    const accountId = accounts.find((account) => account.mode === 'challenge')!._id;
    const { alias, close } = await pickTradableAlias(learner);
    // About ₹9,00,000 a trade at the last close shown; each closes one gap up later.
    const quantity = Math.floor(900_000 / close);

    for (const [n, plan] of [
      [1, 'Opens gap up every day: buy one day, sell the next open.'],
      [2, 'Same pattern, same size: out at the next open, whatever it does.'],
    ] as const) {
      await planOnJournal(learner, alias, plan);
      await gotoReady(learner, `/simulator?account=${accountId}&symbol=${alias}`);
      await orderAndStep(learner, 'Buy', alias, quantity);
      if (n === 1) await look(learner, 'blind-position', width);
      await orderAndStep(learner, 'Sell', alias, quantity);
    }
    // The second sell's step passes it: the review is revealed, dated for real.
    await expect(main(learner).getByText(MESSAGES.simulator.blindRevealed)).toBeVisible();
    await expect(main(learner).getByText(/Challenge passed on \d\d [A-Z][a-z]{2} \d{4}/)).toBeVisible();

    // The journal: both trades, real now, planned before entry; statistics equal to the ledger.
    const orders = await json<Order[]>(
      await request.get(`/api/sim/orders?account_id=${accountId}`, { headers: bearer(setup.learner.token) }),
      200,
    );
    const expected = ledger(orders);
    expect(expected.trades.every((pnl) => pnl > 0)).toBe(true);
    await main(learner).getByRole('link', { name: "This account's trading journal" }).click();
    const rows = main(learner).getByRole('row', { name: new RegExp(`Long ${quantity} ${symbol}`) });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('Before entry');
    const figure = (term: string) =>
      main(learner)
        .locator('.journal-figures div')
        .filter({ has: learner.getByText(term, { exact: true }) })
        .locator('dd');
    await expect(figure('Trades')).toHaveText('2');
    await expect(figure('Win rate')).toHaveText('100.00 %');
    await expect(figure('Net P&L')).toHaveText(formatPaise(expected.net, { exact: true }));
    const mean = Math.round(expected.net / 2);
    await expect(figure('Average win')).toHaveText(formatPaise(mean, { exact: true }));
    await expect(figure('Expectancy')).toHaveText(formatPaise(mean, { exact: true }));
    await expect(figure('Average loss')).toHaveText('—');
    await expect(figure('Profit factor')).toHaveText('—');
    await look(learner, 'journal', width);
    const account = await json<{ equity: string; starting_capital: string }>(
      await request.get(`/api/sim/account/${accountId}`, { headers: bearer(setup.learner.token) }),
      200,
    );
    const start = Math.round(Number(account.starting_capital) * 100);
    expect(Math.round(Number(account.equity) * 100) - start).toBe(expected.net);
    await gotoReady(learner, `/learn/${setup.programId}`);
    await expect(panel.getByText(`${MESSAGES.evaluation.challenge}: Done`)).toBeVisible();
    await expect(panel.getByText(`${MESSAGES.evaluation.journal(2, 2)}: Done`)).toBeVisible();
    await expect(panel.getByText(`${MESSAGES.evaluation.signOff}: Not yet`)).toBeVisible();
    await look(learner, 'progress', width);

    // The mentor: the learner's statistics, a comment on a trade, and the sign-off.
    const mentor = await signedInPage(browser, setup.mentor.token);
    await mentor.setViewportSize({ width, height: 900 });
    await gotoReady(mentor, '/admin/mentoring');
    await main(mentor).getByRole('link', { name: 'Ravi Evaluation' }).click();
    await expect(main(mentor).getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await main(mentor)
      .getByRole('link', { name: new RegExp(`Long ${quantity} ${symbol}`) })
      .first()
      .click();
    await main(mentor).getByLabel('Your comment').fill('Planned and sized the same both times. Well kept.');
    await main(mentor).getByRole('button', { name: 'Post comment' }).click();
    await expect(main(mentor).getByText('Planned and sized the same both times. Well kept.')).toBeVisible();
    await gotoReady(mentor, '/admin/mentoring');
    await main(mentor).getByRole('link', { name: 'Ravi Evaluation' }).click();
    const signedAt = Date.now();
    await main(mentor).getByRole('button', { name: 'Sign off' }).click();
    await expect(main(mentor).getByRole('button', { name: 'Withdraw sign-off' })).toBeVisible();
    await look(mentor, 'signed-off', width);

    // The certificate arrives by mail; its link verifies it, with the challenge's figures and the mentor.
    const mail = await waitForMail(
      setup.learner.profile.email,
      new RegExp(`^${MESSAGES.evaluation.certificateTitle}: `),
      signedAt,
    );
    expect(mail.text).toContain(MESSAGES.evaluation.disclaimer);
    expect(mail.text).toContain(`${MESSAGES.evaluation.mentor('Meera Mentor')}.`);
    const verifyUrl = /(https?:\/\/\S+\/verify\/[0-9A-Z]+)/.exec(mail.text)?.[1];
    expect(verifyUrl, mail.text).toBeDefined();
    await gotoReady(learner, new URL(verifyUrl!).pathname);
    await expect(main(learner).getByText('Valid ✓')).toBeVisible();
    await expect(
      main(learner).getByText(MESSAGES.evaluation.certificateTitle, { exact: true }),
    ).toBeVisible();
    await expect(main(learner).getByText('Meera Mentor', { exact: true })).toBeVisible();
    const returnBp = Math.round((expected.net * 10_000) / start);
    await expect(
      main(learner).getByText(
        new RegExp(
          `^Challenge return ${basisPointsText(returnBp).replace('.', '\\.')}, max drawdown [\\d.]+%, 4 trading days$`,
        ),
      ),
    ).toBeVisible();
    await expect(main(learner).getByText(MESSAGES.evaluation.disclaimer)).toBeVisible();
    await look(learner, 'certificate', width);
  });
}
