import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// Journeys that end somewhere sensible (ADR 061): a refund the learner can read on My Subscriptions
// (docs/product.md §2.9, §13.4), and the moment a course is completed (§11.6).

const main = (page: Page) => page.locator('main');
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Each width the screens are checked at, with axe, and a screenshot when E2E_SHOTS_DIR is set. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
}

async function addProgram(request: APIRequestContext, title: string, offerPrice: number) {
  const added = await request.post('/api/admin/program/add', {
    headers: await adminHeaders(request),
    data: {
      title,
      tag: 'Journeys',
      description: 'A program made by an end-to-end test.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: offerPrice * 2,
      offer_price: offerPrice,
      availability: 'yes',
      html_content: '<p>Program.</p>',
    },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { _id: string })._id;
}

async function subscribe(request: APIRequestContext, learnerToken: string, programId: string) {
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: programId },
  });
  expect(subscribed.status()).toBe(201);
  return ((await subscribed.json()) as { subscription: { _id: string } }).subscription._id;
}

test('after a full refund My Subscriptions shows Refunded, what was paid and came back, and the credit note to download', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Refund Clinic ${Date.now()}`;
  const programId = await addProgram(request, title, 499);
  const learner = await registerLearner(request, uniqueEmail('refunded'), 'Meera Iyer');
  const learnerToken = await apiToken(request, learner.email, learner.password);
  await subscribe(request, learnerToken, programId);

  // The learner pays ₹499 in the fake Checkout.
  const page = await signedInPage(browser, learnerToken);
  await gotoReady(page, '/mysubscriptions');
  await main(page).getByRole('link', { name: 'Pay ₹499 now' }).click();
  await main(page).getByLabel('State (for GST)').selectOption({ label: 'Telangana' });
  await main(page).getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }).check();
  await main(page).getByRole('button', { name: 'Pay ₹499 now' }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay (test)' })
    .getByRole('button', { name: 'Pay with UPI' })
    .click();
  await expect(
    main(page).getByRole('heading', { name: 'Payment received. Your subscription is now active.' }),
  ).toBeVisible();

  // The admin refunds it in full through the fake Razorpay.
  const headers = await adminHeaders(request);
  const listed = await request.get(`/api/admin/payment/all?q=${encodeURIComponent(learner.email)}`, {
    headers,
  });
  const [payment] = (await listed.json()) as { _id: string }[];
  const refunded = await request.post(`/api/admin/payment/${payment!._id}/refund`, {
    headers,
    data: { amount: 49_900, reason: 'Batch cancelled' },
  });
  expect(refunded.status()).toBe(201);

  await gotoReady(page, '/mysubscriptions');
  const card = main(page).getByRole('article', { name: title });
  await expect(card.locator('.badge')).toHaveText('Refunded');
  await expect(card).not.toContainText('Rejected');
  await expect(card).toContainText('Paid₹499');
  await expect(card).toContainText('Refunded₹499');
  const refunds = card.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('₹499 refunded on');
  await checkAtBothWidths(page, 'refunded-card');

  const downloading = page.waitForEvent('download');
  await refunds.getByRole('button', { name: 'Download credit note' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-CN-\d{2}-\d{2}-\d{6}\.pdf$/);
});

test('completing the last lesson shows Course complete with the certificate, and the course page links it instead of Continue', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const title = `Completion Basics ${Date.now()}`;
  const programId = await addProgram(request, title, 299);
  const module = await request.post(`/api/admin/program/${programId}/module`, {
    headers,
    data: { title: 'Only module', release_after_days: 0 },
  });
  const moduleId = ((await module.json()) as { _id: string })._id;
  const lesson = await request.post(`/api/admin/module/${moduleId}/lesson`, {
    headers,
    data: { title: 'The last lesson', kind: 'article', html_content: '<p>All you need to know.</p>' },
  });
  expect(lesson.status()).toBe(201);
  const lessonId = ((await lesson.json()) as { _id: string })._id;
  const learner = await registerLearner(request, uniqueEmail('completes'), 'Ravi Kumar');
  const learnerToken = await apiToken(request, learner.email, learner.password);
  const subscriptionId = await subscribe(request, learnerToken, programId);
  const approved = await request.put(`/api/admin/subscription/${subscriptionId}`, {
    headers,
    data: { status: 'active' },
  });
  expect(approved.status()).toBe(200);

  const page = await signedInPage(browser, learnerToken);
  await gotoReady(page, `/learn/${programId}/${lessonId}`);
  await main(page).getByRole('button', { name: 'Mark as complete' }).click();
  const panel = main(page).getByRole('region', { name: 'Course complete' });
  await expect(panel.getByRole('link', { name: 'View your certificate' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/api\/certificate\/\w+\/pdf$/,
  );
  await expect(panel.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?/,
  );
  await checkAtBothWidths(page, 'lesson-complete');

  await gotoReady(page, `/learn/${programId}`);
  await expect(main(page).getByRole('link', { name: 'Continue where you left off' })).toHaveCount(0);
  const home = main(page).getByRole('region', { name: 'Course complete' });
  await expect(home.getByRole('link', { name: 'View your certificate' })).toBeVisible();
  await checkAtBothWidths(page, 'course-complete');

  const pdf = await request.get(
    (await home.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  await home.getByRole('link', { name: 'View your certificate' }).click();
  await expect(main(page)).toContainText('Valid');
});
