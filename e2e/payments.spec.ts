import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API_BASE, type Endpoint, endpoints, fillPath } from '../src/contract/endpoints.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, seededProgram, test, uniqueEmail } from './support.ts';

/**
 * docs/product.md §13.1 (ADR 031): a learner pays online against the local fake of Razorpay that
 * playwright.config.ts starts (scripts/fake-razorpay.ts), whose Checkout stand-in is a dialog
 * named "Razorpay (test)".
 */
test.describe.configure({ mode: 'parallel' });

const PROGRAM = 'Pro Trader Program';
const main = (page: Page) => page.locator('main');
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title, exact: true });
const checkout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay (test)' });
const apiPath = (endpoint: Endpoint, params?: Record<string, string>) =>
  `${API_BASE}${fillPath(endpoint.path, params)}`;

/** A fresh learner, signed in on this page through the stored token (as after a login). */
async function signedInLearner(page: Page, label: string) {
  const learner = await registerLearner(page.request, uniqueEmail(label), 'Asha Payer');
  const token = await apiToken(page.request, learner.email, learner.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return { ...learner, token };
}

/** Subscribes the learner to the program through the API; returns the pending subscription's id. */
async function subscribeByApi(request: APIRequestContext, token: string, programId: string): Promise<string> {
  const response = await request.post(apiPath(endpoints.subscribe), {
    headers: { Authorization: `Bearer ${token}` },
    data: { resourceType: 'program', resourceId: programId },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { subscription: { _id: string } }).subscription._id;
}

/** The pay page, as a document load (its own CSP lets Checkout in), once the app runs it. */
async function openPayPage(page: Page, subscriptionId: string) {
  const response = await gotoReady(page, `/pay/${subscriptionId}`);
  await expect(main(page).getByLabel('State (for GST)')).toBeVisible();
  return response;
}

async function chooseState(page: Page, state: string) {
  await main(page).getByLabel('State (for GST)').selectOption({ label: state });
  await expect(main(page).getByRole('region', { name: 'Price' })).toBeVisible();
}

/** The amount on the price summary's line (its <dd>). */
function priceLine(page: Page, term: string) {
  return main(page).getByRole('region', { name: 'Price' }).locator('dt', { hasText: term }).locator('+ dd');
}

test('a learner subscribes to a paid program, pays with UPI from My Subscriptions, sees Active and downloads the invoice', async ({
  page,
}) => {
  await signedInLearner(page, 'pay-upi');
  await gotoReady(page, '/programs');
  await card(page, PROGRAM).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: MESSAGES.subscriptions.subscribedTitle })).toBeVisible();
  // Paying at once is offered beside the spec's way to My Subscriptions.
  await expect(dialog.getByRole('button', { name: 'Pay ₹34,999 now' })).toBeVisible();
  await dialog.getByRole('button', { name: MESSAGES.subscriptions.goToMySubscriptions }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);

  const subscription = card(page, PROGRAM);
  await expect(subscription.getByText('Pending', { exact: true })).toBeVisible();
  const payResponse = page.waitForResponse((response) => /\/pay\/[0-9a-f-]+$/.test(response.url()));
  await subscription.getByRole('link', { name: 'Pay ₹34,999 now' }).click();
  // A document load: the pay page's own CSP names the fake Razorpay's origin; no other page's does.
  const csp = (await payResponse).headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(main(page).getByRole('heading', { name: PROGRAM })).toBeVisible();

  await chooseState(page, 'Telangana');
  await expect(priceLine(page, 'Price incl. GST')).toHaveText('₹34,999.00');
  await expect(priceLine(page, 'CGST (9%)')).toBeVisible();
  // The Terms and the Refund Policy must be agreed to first (docs/product.md §19): nothing opens without the box.
  await main(page).getByRole('button', { name: 'Pay ₹34,999 now' }).click();
  await expect(
    main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }),
  ).toHaveAccessibleDescription(MESSAGES.legal.acceptTermsRequired);
  await expect(checkout(page)).toHaveCount(0);
  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page).getByRole('button', { name: 'Pay ₹34,999 now' }).click();

  await expect(checkout(page)).toBeVisible();
  await expect(checkout(page)).toContainText('₹34,999.00');
  await checkout(page).getByRole('button', { name: 'Pay with UPI' }).click();

  const paid = main(page).getByRole('heading', { name: MESSAGES.payments.paid });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();

  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download invoice' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/^invoice-FT-\d{2}-\d{2}-\d{6}\.pdf$/);
  const bytes = await readFile(await invoice.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await main(page).getByRole('link', { name: MESSAGES.subscriptions.goToMySubscriptions }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  await expect(subscription.getByText('Active', { exact: true })).toHaveClass(/bg-success/);
  await expect(subscription.getByRole('button', { name: 'Download invoice' })).toBeVisible();
  await expect(subscription.getByRole('link', { name: /^Pay / })).toHaveCount(0);
});

test('a failed payment shows the reason, and Try again pays by card', async ({ page }) => {
  const learner = await signedInLearner(page, 'pay-fail');
  const program = await seededProgram(page, PROGRAM);
  const subscriptionId = await subscribeByApi(page.request, learner.token, program._id);
  await openPayPage(page, subscriptionId);

  // From another state: IGST instead of CGST + SGST.
  await chooseState(page, 'Karnataka');
  await expect(priceLine(page, 'IGST (18%)')).toBeVisible();
  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page).getByRole('button', { name: 'Pay ₹34,999 now' }).click();
  await checkout(page).getByRole('button', { name: 'Fail payment' }).click();

  const failure = main(page).getByRole('alert');
  await expect(failure).toContainText(MESSAGES.payments.paymentFailed);
  const retry = failure.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeFocused();
  // The reason Razorpay gave comes after the heading.
  expect(((await failure.textContent()) ?? '').replace(MESSAGES.payments.paymentFailed, '').trim()).not.toBe(
    'Try again',
  );

  await retry.click();
  await checkout(page).getByRole('button', { name: 'Pay by card' }).click();
  await expect(main(page).getByRole('heading', { name: MESSAGES.payments.paid })).toBeVisible();

  await gotoReady(page, '/mysubscriptions');
  await expect(card(page, PROGRAM).getByText('Active', { exact: true })).toBeVisible();
});

test("a coupon an admin created lowers the price shown before paying, and that is what's charged", async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const code = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const now = Date.now();
  const created = await request.post(apiPath(endpoints.adminCouponAdd), {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      code,
      kind: 'fixed',
      value: 500_000, // ₹5,000 in paise
      valid_from: new Date(now - 60 * 60 * 1000).toISOString(),
      valid_until: new Date(now + 24 * 60 * 60 * 1000).toISOString(),
      max_uses: null,
      program_ids: [],
      active: true,
    },
  });
  expect(created.status()).toBe(201);

  const learner = await signedInLearner(page, 'pay-coupon');
  const program = await seededProgram(page, PROGRAM);
  const subscriptionId = await subscribeByApi(page.request, learner.token, program._id);
  await openPayPage(page, subscriptionId);
  await chooseState(page, 'Telangana');
  await expect(priceLine(page, 'Price incl. GST')).toHaveText('₹34,999.00');

  await main(page).getByLabel('Coupon code').fill(code.toLowerCase());
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(priceLine(page, `Discount (${code})`)).toHaveText('-₹5,000.00');
  await expect(priceLine(page, 'List price')).toHaveText('₹34,999.00');
  await expect(priceLine(page, 'Price incl. GST')).toHaveText('₹29,999.00');

  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page).getByRole('button', { name: 'Pay ₹29,999 now' }).click();
  await expect(checkout(page)).toContainText('₹29,999.00');
  await checkout(page).getByRole('button', { name: 'Pay by netbanking' }).click();
  await expect(main(page).getByRole('heading', { name: MESSAGES.payments.paid })).toBeVisible();

  const payments = await page.request.get(apiPath(endpoints.paymentAll), {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  expect(payments.status()).toBe(200);
  expect(await payments.json()).toEqual([
    expect.objectContaining({
      subscription_id: subscriptionId,
      amount: 2_999_900,
      coupon: code,
      status: 'paid',
    }),
  ]);
});

test('a business with a GSTIN gives its legal name and billing address, pays, and its invoice prints them with the tax by line', async ({
  page,
}, testInfo) => {
  // A phone's width: the business's fields stack under the GSTIN.
  await page.setViewportSize({ width: 390, height: 844 });
  const learner = await signedInLearner(page, 'pay-b2b');
  const program = await seededProgram(page, PROGRAM);
  const subscriptionId = await subscribeByApi(page.request, learner.token, program._id);
  await openPayPage(page, subscriptionId);
  await chooseState(page, 'Karnataka');
  await expect(main(page).getByLabel('Billing address')).toHaveCount(0);

  await main(page).getByLabel('GSTIN (optional, for businesses)').fill('29aagca1234b1z8');
  const business = main(page).getByRole('group', { name: 'Your business' });
  await expect(business).toBeVisible();
  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page).getByRole('button', { name: 'Pay ₹34,999 now' }).click();
  const legalName = business.getByLabel('Legal name of the business');
  await expect(legalName).toHaveAttribute('aria-invalid', 'true');
  await expect(legalName).toBeFocused();
  await expect(business.getByLabel('PIN code')).toHaveAccessibleDescription(
    MESSAGES.payments.pincodeRequired,
  );
  await expect(checkout(page)).toHaveCount(0);

  await legalName.fill('Acme Traders Private Limited');
  await business.getByLabel('Billing address').fill('14, 2nd Cross, Indiranagar');
  await business.getByLabel('City or town').fill('Bengaluru');
  await business.getByLabel('PIN code').fill('560038');
  await expectNoViolations(page);
  await main(page)
    .locator('form')
    .screenshot({ path: testInfo.outputPath('checkout-b2b-390.png') });

  await main(page).getByRole('button', { name: 'Pay ₹34,999 now' }).click();
  await expect(checkout(page)).toContainText('₹34,999.00');
  await checkout(page).getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(main(page).getByRole('heading', { name: MESSAGES.payments.paid })).toBeVisible();

  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download invoice' }).click();
  const text = execFileSync('pdftotext', ['-layout', await (await download).path(), '-'], {
    encoding: 'utf8',
  }).replace(/[ \t]+/g, ' ');
  expect(text).toMatch(/BILLED TO PLACE OF SUPPLY\s+Acme Traders Private Limited Karnataka \(29\)/);
  expect(text).toContain(`Asha Payer · ${learner.email}`);
  expect(text).toContain('14, 2nd Cross, Indiranagar');
  expect(text).toContain('Bengaluru 560038');
  expect(text).toContain('State: Karnataka (29)');
  expect(text).toContain('GSTIN: 29AAGCA1234B1Z8');
  expect(text).toContain('Inter-state supply: IGST');
  // The line: taxable value, IGST at 18 % of it to the paisa, and the line's total.
  expect(text).toMatch(/Taxable value IGST @ 18% Line total/);
  expect(text).toMatch(/ 999293 1 ₹29,660.17 ₹5,338.83 ₹34,999.00/);
  expect(text).toContain('Total (incl. GST) ₹34,999.00');
});

test('the pay page is axe-clean, before and after the price is quoted, and with a coupon refused', async ({
  page,
}) => {
  const learner = await signedInLearner(page, 'pay-axe');
  const program = await seededProgram(page, PROGRAM);
  const subscriptionId = await subscribeByApi(page.request, learner.token, program._id);
  await openPayPage(page, subscriptionId);
  await expectNoViolations(page);

  await chooseState(page, 'Maharashtra');
  await expectNoViolations(page);

  await main(page).getByLabel('Coupon code').fill('NOSUCHCOUPON');
  await main(page).getByRole('button', { name: 'Apply' }).click();
  const coupon = main(page).getByLabel('Coupon code');
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toBeFocused();
  await expectNoViolations(page);
});

test('My Subscriptions and the other pages keep the strict CSP while payment is on', async ({ page }) => {
  await signedInLearner(page, 'pay-csp');
  for (const path of ['/', '/login', '/mysubscriptions', '/programs']) {
    const response = await gotoReady(page, path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self';");
    expect(csp, path).not.toContain('127.0.0.1');
  }
});
