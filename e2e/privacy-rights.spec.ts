import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

/** docs/product.md §17 (ADR 066): a learner's rights over their data, self-service, and the admin's grievances. */
test.describe.configure({ mode: 'parallel' });
// Two people, two axe scans and four mails: longer than one page's default.
test.setTimeout(120_000);

const main = (page: Page) => page.locator('main');

test('a learner exports a ZIP that holds their profile', async ({ browser, request }) => {
  const learner = await registerLearner(request, uniqueEmail('export'), 'Ishaan Export');
  const page = await signedInPage(browser, await apiToken(request, learner.email, learner.password));
  await gotoReady(page, '/profile/privacy');
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fintrain-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'privacy-export-'));
  const zip = path.join(dir, 'export.zip');
  await download.saveAs(zip);
  // Opened with unzip, as the learner would.
  expect(execFileSync('unzip', ['-l', zip]).toString()).toContain('profile.json');
  execFileSync('unzip', ['-q', zip, '-d', dir]);
  const profile = JSON.parse(readFileSync(path.join(dir, 'profile.json'), 'utf8'));
  expect(profile).toMatchObject({ name: 'Ishaan Export', email: learner.email });
});

test('a learner files a grievance, an admin answers it, and the learner reads the answer', async ({
  browser,
  request,
}) => {
  const learner = await registerLearner(request, uniqueEmail('grievance'), 'Tara Grievance');
  const page = await signedInPage(browser, await apiToken(request, learner.email, learner.password));
  await gotoReady(page, '/profile/privacy');
  const since = Date.now();
  const form = main(page).getByRole('form', { name: 'File a grievance' });
  await form.getByLabel('Subject').fill('Marketing mails');
  await form.getByLabel('Your grievance').fill('I keep getting mails I did not ask for.');
  await form.getByRole('button', { name: 'File grievance' }).click();
  await expect(form.getByRole('status')).toContainText('Its reference number is GRV-');
  const number = /GRV-\d{4}-\d{6}/.exec((await form.getByRole('status').textContent()) ?? '')![0];
  await waitForMail(learner.email, new RegExp(`grievance ${number} received`), since);

  const admin = await signedInPage(browser, await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await admin.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(admin, '/admin/grievances');
  await expect(admin.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search grievances' }).fill(number);
  const row = admin.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Tara Grievance');
  await expectNoViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('grievances-1280.png'), fullPage: true });
  await row.getByRole('button', { name: `Answer ${number}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Answer ${number}` });
  await dialog.getByRole('textbox').fill('We have unsubscribed you from every list.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByText(MESSAGES.privacyRights.replySent)).toBeVisible();
  await waitForMail(learner.email, new RegExp(`answer to grievance ${number}`), since);

  await page.setViewportSize({ width: 390, height: 900 });
  await gotoReady(page, '/profile/privacy');
  await expect(main(page).getByText('We have unsubscribed you from every list.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('privacy-390.png'), fullPage: true });
});

test('a learner erases their account and then cannot sign in', async ({ browser, request }) => {
  const learner = await registerLearner(request, uniqueEmail('erase'), 'Neel Erase');
  const page = await signedInPage(browser, await apiToken(request, learner.email, learner.password));
  await gotoReady(page, '/profile/privacy');
  const form = main(page).getByRole('form', { name: 'Erase my account' });
  await form.getByLabel('Current password').fill('not the password');
  await form.getByRole('button', { name: 'Erase my account' }).click();
  await page.getByRole('button', { name: 'Yes, erase my account' }).click();
  await expect(form.getByText(MESSAGES.profile.currentPasswordWrong)).toBeVisible();

  const since = Date.now();
  await form.getByLabel('Current password').fill(learner.password);
  await form.getByRole('button', { name: 'Erase my account' }).click();
  await page.getByRole('button', { name: 'Yes, erase my account' }).click();
  await expect(page.getByText(MESSAGES.privacyRights.eraseRequested)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForMail(learner.email, /will be erased/, since);

  const signIn = await request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(signIn.status()).toBe(403);
  expect(await signIn.json()).toEqual({ message: MESSAGES.auth.accountInactive });
});

test('the confirmation mail’s link cancels the erasure, and the learner signs in again', async ({
  browser,
  request,
}) => {
  const learner = await registerLearner(request, uniqueEmail('keep'), 'Ria Keep');
  const token = await apiToken(request, learner.email, learner.password);
  const since = Date.now();
  const erased = await request.post('/api/privacy/erase', {
    headers: { authorization: `Bearer ${token}` },
    data: { password: learner.password },
  });
  expect(erased.status()).toBe(200);
  const mail = await waitForMail(learner.email, /will be erased/, since);
  const link = /https?:\/\/\S+\/privacy\/erase\/cancel\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoReady(page, new URL(link!).pathname);
  await expect(main(page).getByRole('heading', { name: 'Keep my account' })).toBeVisible();
  await expectNoViolations(page);
  await main(page).getByRole('button', { name: 'Cancel the erasure' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.privacyRights.eraseCancelled);
  await page.screenshot({ path: test.info().outputPath('erase-cancel-390.png'), fullPage: true });

  const signIn = await request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(signIn.status()).toBe(200);
});
