import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §13, end to end: a learner pays against the local fake Razorpay, sees Active and gets the
// invoice; the admin finds the payment, downloads the invoice and refunds it in full, which ends
// the learner's access. Needs the merged branches: the fake Razorpay wired into
// playwright.config.ts (pay-checkout) and the payment routes (pay-core).

const main = (page: Page) => page.locator('main');

/** A PAID program at ₹499 and a learner with a pending subscription to it. */
async function pendingSubscription(request: APIRequestContext) {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Options Clinic ${Date.now()}`;
  const added = await request.post('/api/admin/program/add', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      title,
      tag: 'Options',
      description: 'Weekly options clinic.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 999,
      offer_price: 499,
      availability: 'yes',
      html_content: '<p>Clinic.</p>',
    },
  });
  expect(added.status()).toBe(201);
  const program = (await added.json()) as { _id: string };
  const learner = await registerLearner(request, uniqueEmail('pays-online'), 'Lakshmi Menon');
  const learnerToken = await apiToken(request, learner.email, learner.password);
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  expect(subscribed.status()).toBe(201);
  return { adminToken, learner, learnerToken, title };
}

test('a learner pays online, and the admin downloads the invoice and refunds the payment in full', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { adminToken, learner, learnerToken, title } = await pendingSubscription(request);

  // The learner pays ₹499 with UPI in the fake Checkout, from Telangana (the business's state).
  const learnerPage = await signedInPage(browser, learnerToken);
  await gotoReady(learnerPage, '/mysubscriptions');
  await main(learnerPage).getByRole('link', { name: 'Pay ₹499 now' }).click();
  await main(learnerPage).getByLabel('State (for GST)').selectOption({ label: 'Telangana' });
  await main(learnerPage).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(learnerPage).getByRole('button', { name: 'Pay ₹499 now' }).click();
  await learnerPage
    .getByRole('dialog', { name: 'Razorpay (test)' })
    .getByRole('button', { name: 'Pay with UPI' })
    .click();
  await expect(
    main(learnerPage).getByRole('heading', { name: 'Payment received. Your subscription is now active.' }),
  ).toBeVisible();

  // The admin finds it on the Payments page.
  const admin = await signedInPage(browser, adminToken);
  await gotoReady(admin, '/admin/payments');
  await main(admin).getByRole('searchbox', { name: 'Search payments' }).fill(learner.email);
  const row = main(admin).getByRole('row').filter({ hasText: learner.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('₹499.00');
  await expect(row).toContainText('UPI');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expectNoViolations(admin);

  // The invoice downloads as a PDF under its number.
  const invoiceButton = row.getByRole('button', { name: /^Download invoice FT\// });
  const downloading = admin.waitForEvent('download');
  await invoiceButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-FT-\d{2}-\d{2}-\d{6}\.pdf$/);

  // A full refund: the dialog starts with everything that is left.
  await row.getByRole('button', { name: /^Refund/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('499');
  await dialog.getByLabel('Reason').fill('Batch cancelled');
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByRole('dialog', { name: 'Refunded!' })).toBeVisible();

  // Razorpay processes the refund (the fake at once, or by its webhook): the credit note follows,
  // and the learner's access ends.
  const headers = { authorization: `Bearer ${adminToken}` };
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/admin/payment/all?page=1&limit=5&q=${encodeURIComponent(learner.email)}`,
          { headers },
        );
        const [payment] = (await response.json()) as {
          status: string;
          refunds: { credit_note: string | null }[];
        }[];
        return [payment?.status, payment?.refunds[0]?.credit_note?.slice(0, 3)];
      },
      { timeout: 30_000 },
    )
    .toEqual(['refunded', 'CN/']);
  const subscriptions = await request.get('/api/subscription/all', {
    headers: { authorization: `Bearer ${learnerToken}` },
  });
  expect(((await subscriptions.json()) as { status: string }[])[0]?.status).not.toBe('active');
});
