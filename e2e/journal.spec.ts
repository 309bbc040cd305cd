import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { api, json } from './live.ts';
import { classicBhavcopy, visibleTradingDays } from './market.ts';
import { activeLearner, assignedMentor, simulatorProgram } from './sim-program.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test } from './support.ts';

/**
 * The trading journal and mentors (docs/product.md §23): a learner plans a trade before entry,
 * trades it in the simulator, journals it with notes and the chart; their mentor comments, reviews
 * the week and signs off; the learner replies and acknowledges. At 1280 and 390 px, axe at 0.
 */

const main = (page: Page) => page.locator('main');
const DAYS = 30;

const tradingDays = () => visibleTradingDays(DAYS);
/** One symbol opening ₹1 higher each day (open 200 + i, high +3, low −2, close +1). */
const bhavcopy = (symbol: string, days: string[]) =>
  classicBhavcopy(symbol, days, { base: 200, up: 3, down: 2 });

/** A program with the simulator and journal lists, its data, a learner on it, and their mentor. */
async function setUp(request: APIRequestContext, symbol: string, days: string[]) {
  const program = await simulatorProgram(request, {
    title: `Journal Lab ${symbol} ${Date.now()}`,
    description: 'Trade, journal, review.',
    challenge: {
      profit_target_percent: 10,
      max_daily_loss_percent: 5,
      max_total_loss_percent: 10,
      min_trading_days: 4,
    },
    bhavcopy: bhavcopy(symbol, days),
  });
  await json(
    await api(request, program.adminToken).put(`/api/admin/program/${program.programId}/journal-lists`, {
      setups: ['Breakout', 'Pullback'],
      mistakes: ['Moved stop', 'Oversized'],
    }),
    200,
  );
  const learner = await activeLearner(request, program, 'Asha Journal');
  const mentor = await assignedMentor(request, program, learner.profile._id, 'Meera Mentor');
  const account = await json<{ _id: string }>(
    await api(request, learner.token).post('/api/sim/account', {
      mode: 'replay',
      start_date: days[DAYS - 10],
      program_id: program.programId,
    }),
    201,
  );
  return {
    learnerToken: learner.token,
    mentorToken: mentor.token,
    accountId: account._id,
    programId: program.programId,
  };
}

async function look(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/journal-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

/** Places a market order on the simulator's ticket and moves one day, so it fills. */
async function tradeAndStep(page: Page, side: 'Buy' | 'Sell', symbol: string) {
  const ticket = main(page).getByRole('region', { name: /Order ticket/ });
  await ticket.getByText(side, { exact: true }).click();
  await ticket.getByLabel('Quantity').fill('10');
  await ticket.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
  await expect(
    ticket.getByText(new RegExp(`Order placed: ${side.toLowerCase()} 10 ${symbol}`)),
  ).toBeVisible();
  await main(page)
    .getByRole('button', { name: /Next day/ })
    .click();
  await expect(main(page).getByText(/^Moved to /)).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`a journaled trade, its mentor's comment and weekly review (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const days = tradingDays();
    const symbol = width === 1280 ? 'JRNWIDE' : 'JRNNARROW';
    const setup = await setUp(request, symbol, days);
    const learner = await signedInPage(browser, setup.learnerToken);
    await learner.setViewportSize({ width, height: 900 });

    // The plan, written before entry.
    await gotoReady(learner, '/journal');
    await expect(main(learner).getByRole('heading', { level: 1, name: 'Trading journal' })).toBeVisible();
    const plan = main(learner).getByRole('form', { name: 'Plan a trade before you enter' });
    await plan.getByLabel('Symbol').fill(symbol);
    await plan.getByLabel('Plan and reasoning').fill('Higher opens every day: buy, stop below the last low.');
    await plan.getByLabel('Planned stop (₹)').fill('200.00');
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(plan.getByText(MESSAGES.journal.planSaved)).toBeVisible();
    await look(learner, 'plan', width);

    // The trade, in the simulator: buy, a day, sell, a day.
    await gotoReady(learner, `/simulator?account=${setup.accountId}`);
    const search = main(learner).getByRole('combobox', { name: 'Search instruments' });
    await search.fill(symbol.toLowerCase());
    await main(learner)
      .getByRole('option', { name: new RegExp(symbol) })
      .click();
    await tradeAndStep(learner, 'Buy', symbol);
    await tradeAndStep(learner, 'Sell', symbol);
    await main(learner).getByRole('link', { name: "This account's trading journal" }).click();

    // The journal: the trade, its plan before entry, and the statistics.
    const row = main(learner).getByRole('row', { name: new RegExp(`Long 10 ${symbol}`) });
    await expect(row).toContainText('Before entry');
    await expect(main(learner).getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await look(learner, 'list', width);
    await row.getByRole('link').click();
    await expect(main(learner).getByRole('heading', { level: 1, name: `Long 10 ${symbol}` })).toBeVisible();
    await expect(main(learner).getByText('Written before entry', { exact: true })).toBeVisible();
    await main(learner).getByLabel('Setup').selectOption('Breakout');
    await main(learner).getByLabel('Lesson').fill('The plan held: let the winner run longer.');
    await main(learner).getByRole('button', { name: 'Save notes' }).click();
    await expect(main(learner).getByText(MESSAGES.journal.notesSaved)).toBeVisible();
    await main(learner).getByRole('button', { name: 'Attach this chart' }).click();
    await expect(
      main(learner).getByRole('img', { name: new RegExp(`Chart of the ${symbol} trade`) }),
    ).toBeVisible();
    await look(learner, 'trade', width);
    const tradeUrl = learner.url();

    // The mentor: the dashboard, the learner, a comment on the trade, the weekly review, the sign-off.
    const mentor = await signedInPage(browser, setup.mentorToken);
    await mentor.setViewportSize({ width, height: 900 });
    await gotoReady(mentor, '/admin/mentoring');
    const learnerLink = main(mentor).getByRole('link', { name: 'Asha Journal' });
    await expect(learnerLink.locator('xpath=ancestor::tr')).toContainText('Due');
    await look(mentor, 'mentor-dashboard', width);
    await learnerLink.click();
    await expect(main(mentor).getByRole('heading', { name: 'Statistics' })).toBeVisible();
    await look(mentor, 'mentor-learner', width);
    await gotoReady(mentor, new URL(tradeUrl).pathname);
    await main(mentor).getByLabel('Your comment').fill('Good plan. Why not trail the stop?');
    await main(mentor).getByRole('button', { name: 'Post comment' }).click();
    await expect(main(mentor).getByText('Good plan. Why not trail the stop?')).toBeVisible();
    await look(mentor, 'mentor-trade', width);
    await gotoReady(mentor, '/admin/mentoring');
    await main(mentor).getByRole('link', { name: 'Asha Journal' }).click();
    const review = main(mentor).getByRole('form', { name: 'Write a weekly review' });
    await review.getByLabel('Rules followed').check();
    await review.getByLabel('Journal kept up').check();
    await review.getByLabel('Note').fill('Risk was fine; keep journaling every trade.');
    await review.getByRole('button', { name: 'Save review' }).click();
    await expect(review.getByText(MESSAGES.journal.reviewSaved)).toBeVisible();
    await main(mentor).getByRole('button', { name: 'Sign off' }).click();
    await expect(main(mentor).getByRole('button', { name: 'Withdraw sign-off' })).toBeVisible();
    await look(mentor, 'mentor-review', width);

    // The learner replies and acknowledges the review.
    await gotoReady(learner, new URL(tradeUrl).pathname);
    await main(learner).getByRole('button', { name: 'Reply to Meera Mentor' }).click();
    await main(learner).getByLabel('Your reply').fill('I will trail it under each day’s low next time.');
    await main(learner).getByRole('button', { name: 'Post reply' }).click();
    await expect(main(learner).getByText('I will trail it under each day’s low next time.')).toBeVisible();
    await gotoReady(learner, '/journal');
    await main(learner).getByRole('button', { name: 'Acknowledge' }).click();
    await expect(main(learner).getByText(/^Acknowledged /)).toBeVisible();
    await look(learner, 'acknowledged', width);
  });
}
