import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API_BASE, endpoints, fillPath } from '../src/contract/endpoints.ts';
import { apiToken, E2E_ADMIN, registerLearner, waitForMail } from './mail.ts';
import {
  expectNoViolations,
  gotoReady,
  MESSAGES,
  seededProgram,
  signedInPage,
  test,
  uniqueEmail,
} from './support.ts';

/** docs/product.md §16 (ADR 059): the offer form's coupon, used at checkout, and admin Leads. */
const main = (page: Page) => page.locator('main');
const priceLine = (page: Page, term: string) =>
  main(page).getByRole('region', { name: 'Price' }).locator('dt', { hasText: term }).locator('+ dd');

test('the offer form mails a personal 30 % coupon that takes 30 % off the program at checkout', async ({
  page,
}) => {
  const address = uniqueEmail(`offer-${randomUUID().slice(0, 6)}`);
  await gotoReady(page, '/');
  const form = page.getByRole('form', { name: '30% Off For New Learners' });
  const since = Date.now();
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Course').selectOption('Pro Trader');
  await form.getByRole('button', { name: 'Claim My Discount' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.offer.success);

  const mail = await waitForMail(address, /30% new-learner discount: Pro Trader Program/, since);
  const code = /NEW30-[A-Z0-9]{10}/.exec(mail.text)?.[0];
  expect(code).toBeDefined();

  const learner = await registerLearner(page.request, address, 'Asha Verma');
  const token = await apiToken(page.request, learner.email, learner.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const program = await seededProgram(page, 'Pro Trader Program');
  const subscribed = await page.request.post(`${API_BASE}${fillPath(endpoints.subscribe.path)}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  expect(subscribed.status()).toBe(201);
  const subscriptionId = ((await subscribed.json()) as { subscription: { _id: string } }).subscription._id;

  await gotoReady(page, `/pay/${subscriptionId}`);
  await main(page).getByLabel('State (for GST)').selectOption({ label: 'Telangana' });
  await expect(priceLine(page, 'Price incl. GST')).toHaveText('₹34,999.00');
  await main(page).getByLabel('Coupon code').fill(code!);
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(priceLine(page, `Discount (${code})`)).toHaveText('-₹10,499.70');
  await expect(priceLine(page, 'Price incl. GST')).toHaveText('₹24,499.30');
  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page)
    .getByRole('button', { name: /^Pay ₹24,499/ })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay (test)' });
  await expect(checkout).toContainText('₹24,499.30');
  await checkout.getByRole('button', { name: 'Pay by netbanking' }).click();
  await expect(main(page).getByRole('heading', { name: MESSAGES.payments.paid })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`admin Leads at ${width} px lists a new offer lead, marks it contacted, and is axe-clean`, async ({
    browser,
    request,
  }) => {
    const address = uniqueEmail(`lead-${width}`);
    const signup = await request.post(`${API_BASE}${endpoints.offerSignup.path}`, {
      data: { name: 'Ravi Kumar', email: address, course: 'Swing Trader' },
    });
    expect(signup.status()).toBe(201);
    const admin = await signedInPage(browser, await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
    await admin.setViewportSize({ width, height: 900 });
    await gotoReady(admin, '/admin/leads');
    await expect(admin.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search leads' }).fill(address);
    const row = admin.getByRole('row', { name: new RegExp(address) });
    await expect(row).toContainText('Swing Trader');
    await expect(row).toContainText('New');
    await expectNoViolations(admin);
    await admin.screenshot({ path: test.info().outputPath(`leads-${width}.png`), fullPage: true });
    await row.getByRole('button', { name: /Mark contacted/ }).click();
    const done = admin.getByRole('dialog', { name: 'Contacted!' });
    await expect(done).toContainText(MESSAGES.leads.markedContacted);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(row).toContainText('Contacted');
  });
}
