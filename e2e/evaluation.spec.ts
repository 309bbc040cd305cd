import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { classicBhavcopy, visibleTradingDays } from './market.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

/**
 * The evaluation before live trading (docs/product.md §25): an admin sets a program's evaluation on
 * the Mentors page; the program page says it is educational; the learner journals a trade with a
 * plan written before entry and sees their progress on the course page; the mentor signs off; the
 * learner follows the certificate link and verifies "Evaluation passed". At 1280 and 390 px, axe at 0.
 */

const main = (page: Page) => page.locator('main');
const DAYS = 30;

const tradingDays = () => visibleTradingDays(DAYS);
/** One symbol opening ₹1 higher each day (open 200 + i, high +3, low −2, close +1). */
const bhavcopy = (symbol: string, days: string[]) =>
  classicBhavcopy(symbol, days, { base: 200, up: 3, down: 2 });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function newUser(request: APIRequestContext, label: string, name: string) {
  const user = await registerLearner(request, uniqueEmail(label), name);
  const token = await apiToken(request, user.email, user.password);
  const profile = await json<Record<string, string | null> & { _id: string }>(
    await request.get('/api/profile', { headers: bearer(token) }),
    200,
  );
  return { token, profile };
}

/** A program with the simulator and its data, an active learner on it, and an instructor as mentor. */
async function setUp(request: APIRequestContext, symbol: string, days: string[]) {
  const admin = bearer(await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  const title = `Evaluation Lab ${symbol} ${Date.now()}`;
  const program = await json<{ _id: string }>(
    await request.post('/api/admin/program/add', {
      headers: admin,
      data: {
        title,
        tag: 'Simulator',
        description: 'Paper-trade, journal, be signed off.',
        image_path: '',
        offering_type: 'PAID',
        actual_price: 999,
        offer_price: 499,
        availability: 'yes',
        html_content: '<p>Trade on paper before real money.</p>',
      },
    }),
    201,
  );
  await json(
    await request.put(`/api/admin/program/${program._id}/simulator`, {
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
    }),
    200,
  );
  await json(
    await request.post('/api/admin/market/import', {
      headers: admin,
      multipart: {
        file: { name: 'bhavcopy.csv', mimeType: 'text/csv', buffer: Buffer.from(bhavcopy(symbol, days)) },
      },
    }),
    201,
  );
  const learner = await newUser(request, 'evaluation', 'Ravi Evaluation');
  const subscribed = await json<{ subscription: { _id: string } }>(
    await request.post('/api/subscription/subscribe', {
      headers: bearer(learner.token),
      data: { resourceType: 'program', resourceId: program._id },
    }),
    201,
  );
  await json(
    await request.put(`/api/admin/subscription/${subscribed.subscription._id}`, {
      headers: admin,
      data: { status: 'active' },
    }),
    200,
  );
  const mentor = await newUser(request, 'mentor', 'Meera Mentor');
  await json(
    await request.put(`/api/admin/user/${mentor.profile._id}`, {
      headers: admin,
      data: {
        name: mentor.profile.name,
        email: mentor.profile.email,
        mobile: mentor.profile.mobile ?? '',
        status: mentor.profile.status,
        role: 'instructor',
      },
    }),
    200,
  );
  await json(
    await request.put(`/api/admin/program/${program._id}/mentor/${learner.profile._id}`, {
      headers: admin,
      data: { mentor_id: mentor.profile._id },
    }),
    200,
  );
  return { admin, learner, mentor, programId: program._id, title };
}

/** A trade with its plan written before entry, through the learner's API: plan, buy, a day, sell, a day. */
async function plannedTrade(
  request: APIRequestContext,
  token: string,
  programId: string,
  symbol: string,
  start: string,
) {
  const headers = bearer(token);
  const account = await json<{ _id: string }>(
    await request.post('/api/sim/account', {
      headers,
      data: { mode: 'replay', start_date: start, program_id: programId },
    }),
    201,
  );
  await json(
    await request.put('/api/journal/plan', {
      headers,
      data: { account_id: account._id, symbol, product: 'CNC', plan: 'Higher opens: buy, out next day.' },
    }),
    200,
  );
  for (const side of ['buy', 'sell']) {
    await json(
      await request.post('/api/sim/order', {
        headers,
        data: {
          account_id: account._id,
          symbol,
          side,
          type: 'market',
          quantity: 10,
          product: 'CNC',
          validity: 'DAY',
        },
      }),
      201,
    );
    await json(await request.post(`/api/sim/account/${account._id}/step`, { headers, data: {} }), 200);
  }
}

async function look(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/evaluation-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

for (const width of [1280, 390]) {
  test(`an evaluation set by an admin, followed on the course page and passed with a certificate (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const days = tradingDays();
    const symbol = width === 1280 ? 'EVLWIDE' : 'EVLNARROW';
    const setup = await setUp(request, symbol, days);

    // The admin sets the evaluation on the Mentors page: no challenge, one planned trade, a sign-off.
    const adminPage = await signedInPage(
      browser,
      await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password),
    );
    await adminPage.setViewportSize({ width, height: 900 });
    await gotoReady(adminPage, '/admin/mentors');
    await main(adminPage).getByLabel('Program').selectOption({ label: setup.title });
    const form = main(adminPage).getByRole('form', { name: MESSAGES.evaluation.heading });
    await form.getByLabel('This program has an evaluation before live trading').check();
    await form.getByLabel('A passed blind challenge is required').uncheck();
    await form.getByLabel('Journal trades with a plan written before entry, at least').fill('1');
    await form.getByRole('button', { name: 'Save evaluation' }).click();
    await expect(form.getByText(MESSAGES.evaluation.saved)).toBeVisible();
    await look(adminPage, 'admin', width);

    // The program page says plainly what the evaluation is not.
    const learner = await signedInPage(browser, setup.learner.token);
    await learner.setViewportSize({ width, height: 900 });
    await gotoReady(learner, `/programs/${setup.programId}`);
    await expect(main(learner).getByText(MESSAGES.evaluation.disclaimer)).toBeVisible();
    await look(learner, 'program', width);

    // A planned trade; the course page counts it and waits for the sign-off.
    await plannedTrade(request, setup.learner.token, setup.programId, symbol, days[DAYS - 10]!);
    await gotoReady(learner, `/learn/${setup.programId}`);
    const panel = main(learner).getByRole('region', { name: MESSAGES.evaluation.heading });
    await expect(panel.getByText(`${MESSAGES.evaluation.journal(1, 1)}: Done`)).toBeVisible();
    await expect(panel.getByText(`${MESSAGES.evaluation.signOff}: Not yet`)).toBeVisible();
    await look(learner, 'progress', width);

    // The mentor signs off: the certificate is issued in that transaction.
    await json(
      await request.put(`/api/admin/mentor/learner/${setup.learner.profile._id}/signoff`, {
        headers: bearer(setup.mentor.token),
        data: { program_id: setup.programId, signed_off: true },
      }),
      200,
    );
    await gotoReady(learner, `/learn/${setup.programId}`);
    await expect(panel.getByText(`${MESSAGES.evaluation.signedOffBy('Meera Mentor')}: Done`)).toBeVisible();
    await panel.getByRole('link', { name: MESSAGES.evaluation.viewCertificate }).click();
    await expect(main(learner).getByText('Valid ✓')).toBeVisible();
    await expect(
      main(learner).getByText(MESSAGES.evaluation.certificateTitle, { exact: true }),
    ).toBeVisible();
    await expect(main(learner).getByText('Meera Mentor', { exact: true })).toBeVisible();
    await expect(main(learner).getByText(MESSAGES.evaluation.disclaimer)).toBeVisible();
    await look(learner, 'certificate', width);
  });
}
