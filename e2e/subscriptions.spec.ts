import { expect, type Page } from '@playwright/test';
import { apiToken, registerLearner } from './mail.ts';
import { gotoReady, MESSAGES, seededProgram, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');
const card = (page: Page, title: string) => main(page).getByRole('article', { name: title, exact: true });

/** A fresh learner, signed in on this page through the stored token (as after a login). */
async function signedInLearner(page: Page, label: string) {
  const learner = await registerLearner(page.request, uniqueEmail(label), 'Sub Scriber');
  const token = await apiToken(page.request, learner.email, learner.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return { ...learner, token };
}

test('an anonymous visitor who clicks Subscribe is asked to register or log in, and nothing is sent', async ({
  page,
}) => {
  const subscribeCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/subscription/')) subscribeCalls.push(req.url());
  });
  await gotoReady(page, '/programs');
  await card(page, 'Swing Trader Program').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: MESSAGES.subscriptions.authRequiredTitle })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(subscribeCalls).toEqual([]);
});

test('a learner subscribes, follows Go to My Subscriptions and sees the card pending; the program then leads to paying', async ({
  page,
}) => {
  await signedInLearner(page, 'subscribe');
  await gotoReady(page, '/programs');
  await card(page, 'Pro Trader Program').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: MESSAGES.subscriptions.subscribedTitle })).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.subscriptions.subscribedProgram);
  await dialog.getByRole('button', { name: MESSAGES.subscriptions.goToMySubscriptions }).click();

  await expect(page).toHaveURL(/\/mysubscriptions$/);
  const subscription = card(page, 'Pro Trader Program');
  await expect(subscription).toBeVisible();
  await expect(subscription.getByText('Pending', { exact: true })).toHaveClass(/bg-warning/);
  await expect(subscription.getByText('₹34,999', { exact: true })).toBeVisible();
  const program = await seededProgram(page, 'Pro Trader Program');
  await expect(subscription.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/programs/${program._id}`,
  );
  const image = subscription.getByRole('img', { name: 'Pro Trader Program' });
  expect(Math.round((await image.boundingBox())?.height ?? 0)).toBe(180);

  // Subscribing again could only fail: the program now says where the learner stands instead.
  // The e2e site takes payment online: the pending paid subscription waits for the learner, not for
  // an admin, so the program page leads to paying rather than saying "Awaiting approval" (ADR 064).
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, `/programs/${program._id}`);
  await expect(page).toHaveURL(/\/programs\/pro-trader$/);
  const pay = main(page).getByRole('link', { name: 'Pay ₹34,999 now' });
  await expect(pay).toHaveCount(2);
  await expect(main(page).getByRole('link', { name: MESSAGES.subscriptions.pendingButton })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('program-pay-now-390.png') });
  await pay.first().click();
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
});

test('an unavailable program shows a disabled Currently Unavailable button instead of Subscribe', async ({
  page,
}) => {
  await signedInLearner(page, 'unavailable');
  await gotoReady(page, '/programs');
  const wealth = card(page, 'Wealth Management');
  await expect(wealth.getByRole('button', { name: MESSAGES.programs.unavailable })).toBeDisabled();
  await expect(wealth.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
});

test('My Subscriptions shows the empty messages and switches between Programs and Services', async ({
  page,
}) => {
  const learner = await signedInLearner(page, 'empty');
  await gotoReady(page, '/mysubscriptions');
  const account = main(page).getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('Sub Scriber');
  await expect(account).toContainText(learner.email);
  await expect(main(page).getByText(MESSAGES.subscriptions.noPrograms)).toBeVisible();

  const toggle = main(page).getByRole('group', { name: 'Subscription type' });
  await toggle.getByRole('button', { name: 'Services', exact: true }).click();
  await expect(toggle.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main(page).getByText(MESSAGES.subscriptions.noServices)).toBeVisible();
});

test('a service subscription appears under Services with FREE as its amount', async ({ page }) => {
  await signedInLearner(page, 'service');
  await gotoReady(page, '/services/market-outlook-webinar');
  await main(page).getByRole('button', { name: 'Subscribe' }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: MESSAGES.subscriptions.goToMySubscriptions })
    .click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  await main(page)
    .getByRole('group', { name: 'Subscription type' })
    .getByRole('button', { name: 'Services', exact: true })
    .click();
  const webinar = card(page, 'Monthly Market Outlook Webinar');
  await expect(webinar.getByText('FREE', { exact: true })).toBeVisible();
  await expect(webinar.getByRole('link', { name: 'View' })).toHaveAttribute('href', /^\/services\//);
});

test('a stale token on My Subscriptions is removed and the learner sent to the login page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('token', 'x'.repeat(43)));
  await page.goto('/mysubscriptions');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('Logout from the profile bar goes to the home page', async ({ page }) => {
  await signedInLearner(page, 'logout');
  await gotoReady(page, '/mysubscriptions');
  await main(page)
    .getByRole('region', { name: 'Your account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
});
