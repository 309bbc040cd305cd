import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatDate } from '../src/contract/format.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { classicBhavcopy, visibleTradingDays } from './market.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

const main = (page: Page) => page.locator('main');
const SYMBOL = 'E2ESIM';
/** Trading days in the imported bhavcopy, and how many the learner replays. */
const DAYS = 70;
const STEPS = 20;

/** The days of the bhavcopy: the newest weekdays a learner may already see. */
const tradingDays = () => visibleTradingDays(DAYS);

/**
 * A classic bhavcopy of one symbol that opens ₹1 higher each day (open 100 + i, high +2, low −1,
 * close +1), so a buy filled at one day's open and a sell twenty days later make exactly ₹20 a share.
 */
const bhavcopy = (days: string[]) =>
  classicBhavcopy(SYMBOL, days, {
    base: 100,
    up: 2,
    down: 1,
    isin: 'INE0E2E01011',
    volume: (i) => 10_000 + i * 100,
  });

/** A program with the simulator on, the bhavcopy imported, and a learner active on the program. */
async function simulatorProgram(request: APIRequestContext, days: string[]) {
  const admin = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const program = await request.post('/api/admin/program/add', {
    headers: admin,
    data: {
      title: `Trading Lab ${Date.now()}`,
      tag: 'Simulator',
      description: 'Practise on delayed market data.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 999,
      offer_price: 499,
      availability: 'yes',
      html_content: '<p>Paper trading.</p>',
    },
  });
  expect(program.status()).toBe(201);
  const programId = ((await program.json()) as { _id: string })._id;
  const settings = await request.put(`/api/admin/program/${programId}/simulator`, {
    headers: admin,
    data: {
      enabled: true,
      brokerage: '20.00',
      challenge: {
        profit_target_percent: 10,
        max_daily_loss_percent: 5,
        max_total_loss_percent: 10,
        min_trading_days: 4,
      },
    },
  });
  expect(settings.status()).toBe(200);
  const imported = await request.post('/api/admin/market/import', {
    headers: admin,
    multipart: { file: { name: 'bhavcopy.csv', mimeType: 'text/csv', buffer: Buffer.from(bhavcopy(days)) } },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  expect(await imported.json()).toMatchObject({ instruments: 1, bars: DAYS, skipped_total: 0 });

  // The name on the leaderboard shows only with that consent, given at registration (§18.1).
  const learner = await registerLearner(request, uniqueEmail('simulator'), 'Sim Learner', {
    leaderboard_name: true,
  });
  const token = await apiToken(request, learner.email, learner.password);
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${token}` },
    data: { resourceType: 'program', resourceId: programId },
  });
  expect(subscribed.status()).toBe(201);
  const subscriptionId = ((await subscribed.json()) as { subscription: { _id: string } }).subscription._id;
  const approved = await request.put(`/api/admin/subscription/${subscriptionId}`, {
    headers: admin,
    data: { status: 'active' },
  });
  expect(approved.status()).toBe(200);
  return token;
}

test('a learner replays a month: buys, steps twenty days by button and by key, sells, and sees the fills and the P&L', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const days = tradingDays();
  const token = await simulatorProgram(request, days);
  const learner = await signedInPage(browser, token);
  await learner.setViewportSize({ width: 1280, height: 900 });

  // The ways in: the signed-in menu, and the profile, show the simulator to a learner who may use it.
  await gotoReady(learner, '/profile');
  await learner.locator('.nav-user-toggle').click();
  await expect(learner.getByRole('link', { name: 'Trading Simulator', exact: true })).toHaveAttribute(
    'href',
    '/simulator',
  );
  await expectNoViolations(learner);
  await learner.keyboard.press('Escape');
  await main(learner).getByRole('link', { name: 'Open the trading simulator' }).click();
  await expect(main(learner).getByRole('heading', { level: 1, name: 'Trading Simulator' })).toBeVisible();
  await expect(main(learner).getByRole('note')).toHaveText(MESSAGES.simulator.compliance);
  await expect(main(learner).getByText('No accounts yet: start one below.')).toBeVisible();
  await expectNoViolations(learner);

  // A practice account about a month back (25 trading days before the last one).
  const start = DAYS - 25;
  await main(learner).getByLabel('Start date').fill(days[start]!);
  await expect(main(learner).getByLabel('Starting capital')).toHaveValue('10,00,000');
  await main(learner).getByRole('button', { name: 'Create practice account' }).click();
  await expect(learner).toHaveURL(/\/simulator\?account=/);
  const summary = (term: string) =>
    main(learner).locator('.sim-summary div').filter({ hasText: term }).locator('dd');
  await expect(summary('Sim date')).toHaveText(formatDate(days[start]!));
  await expect(summary('Equity')).toHaveText('₹10,00,000.00');

  // Find the symbol and buy 10 at market.
  const search = main(learner).getByRole('combobox', { name: 'Search instruments' });
  await search.fill('e2es');
  await main(learner)
    .getByRole('option', { name: new RegExp(SYMBOL) })
    .click();
  await expect(
    main(learner).getByText(`Daily candles and volume to ${formatDate(days[start]!)}`),
  ).toBeVisible();
  const ticket = main(learner).getByRole('region', { name: /Order ticket/ });
  await ticket.getByLabel('Quantity').fill('10');
  // Preview from the last close (day `start`: 100 + start + 1), plus ₹20.
  const close = 100 + start + 1;
  await expect(ticket.getByText('Total cost').locator('xpath=following-sibling::dd[1]')).toHaveText(
    `₹${(close * 10 + 20).toLocaleString('en-IN')}.00`,
  );
  await ticket.getByRole('button', { name: 'Place buy order' }).click();
  await expect(ticket.getByText(/Order placed: buy 10 E2ESIM/)).toBeVisible();
  await expect(main(learner).getByRole('region', { name: 'Open orders' }).getByRole('row')).toHaveCount(2);
  await expectNoViolations(learner);

  // Twenty days on, alternately with the button and with its N shortcut.
  const next = main(learner).getByRole('button', { name: /Next day/ });
  for (let step = 1; step <= STEPS; step += 1) {
    if (step % 2 === 1) await next.click();
    else await learner.keyboard.press('n');
    await expect(
      main(learner).getByText(new RegExp(`^Moved to ${formatDate(days[start + step]!)}:`)),
    ).toBeVisible();
    await expect(next).toBeEnabled();
    if (step === 1) {
      const positions = main(learner).getByRole('region', { name: 'Positions' });
      await expect(positions.getByRole('row', { name: new RegExp(`${SYMBOL} CNC 10`) })).toBeVisible();
    }
  }
  await expect(summary('Sim date')).toHaveText(formatDate(days[start + STEPS]!));

  // Sell the 10, and step once more: it fills at that day's open.
  await ticket.getByText('Sell', { exact: true }).click();
  await ticket.getByLabel('Quantity').fill('10');
  await ticket.getByRole('button', { name: 'Place sell order' }).click();
  await expect(ticket.getByText(/Order placed: sell 10 E2ESIM/)).toBeVisible();
  await learner.keyboard.press('n');
  await expect(
    main(learner).getByText(new RegExp(`^Moved to ${formatDate(days[start + STEPS + 1]!)}:`)),
  ).toBeVisible();

  // Bought at the open of day start+1 (100 + start + 1), sold at the open of day start+21: ₹20 a
  // share on 10 shares, less ₹20 brokerage twice.
  await expect(summary('Realised P&L')).toHaveText('+₹160.00');
  await expect(
    main(learner).getByRole('region', { name: 'Positions' }).getByText('No open positions.'),
  ).toBeVisible();
  const history = main(learner).getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('row').filter({ hasText: 'Filled' })).toHaveCount(2);
  await expect(main(learner).getByText(/2 of your fills marked/)).toBeVisible();
  await expect(main(learner).locator('.sim-chart canvas').first()).toBeVisible();
  await expect(
    main(learner).getByText(/Charts by TradingView Lightweight Charts™ \(Apache-2\.0\)/),
  ).toBeVisible();
  await expect(main(learner).locator('.sim-chart a[href*="tradingview"]')).toHaveCount(1);
  // The indicators: SMA and EMA over the candles, RSI in a pane of its own below them.
  const chart = main(learner).locator('.sim-chart');
  const heightBefore = (await chart.boundingBox())?.height ?? 0;
  for (const indicator of ['SMA (20)', 'EMA (20)', 'RSI (14)'])
    await main(learner).getByLabel(indicator).check();
  await expect(chart).toHaveClass(/sim-chart-tall/);
  await expect.poll(async () => (await chart.boundingBox())?.height ?? 0).toBeGreaterThan(heightBefore);
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(main(learner).getByText('The chart could not be drawn in this browser.')).toHaveCount(0);
  await expectNoViolations(learner);
  await learner.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(learner);
  await learner.setViewportSize({ width: 1280, height: 900 });

  // A challenge: the rules first, then its progress and the program's leaderboard (no prizes).
  await main(learner).getByRole('link', { name: '← All my accounts' }).click();
  await expect(
    main(learner).getByRole('link', { name: `Practice account from ${formatDate(days[start]!)}` }),
  ).toBeVisible();
  const challengeForm = main(learner).getByRole('form', { name: 'Start a challenge' });
  await expect(challengeForm.getByText('Reach a profit of 10 % of the starting balance.')).toBeVisible();
  await challengeForm.getByLabel('Name on the leaderboard (optional)').fill('E2E Bull');
  await challengeForm.getByRole('button', { name: 'Start the challenge' }).click();
  await expect(main(learner).getByRole('heading', { name: 'Challenge Active' })).toBeVisible();
  await expect(main(learner).getByRole('progressbar')).toHaveCount(4);
  await expect(main(learner).getByRole('progressbar', { name: /Trading days/ })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // An attempt joins its program's leaderboard once it has stepped.
  const leaderboard = main(learner).getByRole('region', { name: /^Leaderboard:/ });
  await expect(leaderboard.getByText('No challenge attempts yet.')).toBeVisible();
  await main(learner)
    .getByRole('button', { name: /Next day/ })
    .click();
  await expect(main(learner).getByText(/^Moved to /)).toBeVisible();
  await expect(leaderboard.getByRole('row', { name: /E2E Bull/ })).toContainText('You');
  await expect(main(learner)).not.toContainText(/prize/i);
  await expectNoViolations(learner);
});

test('a learner without an active subscription is told who may use the simulator', async ({
  browser,
  request,
}) => {
  const learner = await registerLearner(request, uniqueEmail('no-sim'), 'No Sim');
  const page = await signedInPage(browser, await apiToken(request, learner.email, learner.password));
  await gotoReady(page, '/simulator');
  await expect(main(page).getByText(MESSAGES.simulator.notAllowed)).toBeVisible();
  await expect(main(page).getByRole('note')).toHaveText(MESSAGES.simulator.compliance);
  await expect(main(page).getByRole('link', { name: 'See the programs' })).toHaveAttribute(
    'href',
    '/programs',
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`no-access-${width}.png`), fullPage: true });
    await expectNoViolations(page);
  }
  await gotoReady(page, '/profile');
  await expect(main(page).getByRole('heading', { name: 'My Certificates' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Open the trading simulator' })).toHaveCount(0);
  await page.locator('.nav-user-toggle').click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Trading Simulator', exact: true })).toHaveCount(0);
  await expectNoViolations(page);
});
