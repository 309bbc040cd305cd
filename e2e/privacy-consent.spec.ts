import { expect, type Page } from '@playwright/test';
import { apiToken, codeIn, E2E_ADMIN, LEARNER_PASSWORD, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, test, uniqueEmail } from './support.ts';

// Each test walks registration, mail and sign-in: give it room on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const main = (page: Page) => page.locator('main');

/** The register page through step 2, the code read from the mail the test SMTP peer received. */
async function verifyAddress(page: Page, email: string) {
  await gotoReady(page, '/register');
  const since = Date.now();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('button', { name: 'Send OTP' }).click();
  await main(page)
    .getByLabel('OTP')
    .fill(codeIn(await waitForMail(email, /verification code/, since)));
  await main(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.auth.emailVerified);
}

async function fillDetails(page: Page, name: string, dateOfBirth: string) {
  await main(page).getByLabel('Name').fill(name);
  await main(page).getByLabel('Mobile').fill('9876543210');
  await main(page).getByLabel('Password').fill(LEARNER_PASSWORD);
  await main(page).getByLabel('Date of birth').fill(dateOfBirth);
}

async function logIn(page: Page, email: string) {
  await gotoReady(page, '/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(LEARNER_PASSWORD);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

test('at 390 px a visitor reads the notice, registers with a choice, and withdraws it in Profile → Privacy', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('consent');
  await verifyAddress(page, email);
  await fillDetails(page, 'Nandini Joshi', '1996-02-29');

  const notice = main(page).getByRole('region', { name: 'Privacy notice' });
  await expect(notice).toBeVisible();
  await notice.getByText('Read the full notice').click();
  await expect(
    notice.getByText('Course progress, quiz answers, certificates and simulator trades'),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'हिन्दी' }).click();
  const hindi = main(page).getByRole('region', { name: 'गोपनीयता सूचना' });
  await expect(hindi.getByRole('link', { name: 'सहमति वापस लें या बदलें (प्रोफ़ाइल → गोपनीयता)' })).toBeVisible();
  const leaderboard = main(page).getByRole('checkbox', { name: /leaderboards/ });
  await expect(leaderboard).not.toBeChecked();
  await expect(main(page).getByRole('checkbox', { name: /offers and news/ })).not.toBeChecked();
  await leaderboard.check();
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/privacy-register-390.png', fullPage: true });
  await main(page).getByRole('button', { name: 'Register' }).click();
  await expect(main(page).getByText(MESSAGES.auth.registered)).toBeVisible();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  await expect(main(page).getByRole('heading', { name: 'Before you continue' })).toHaveCount(0);
  await gotoReady(page, '/profile/privacy');
  const given = main(page).getByRole('checkbox', { name: /leaderboards/ });
  await expect(given).toBeChecked();
  await expect(main(page).getByRole('checkbox', { name: /offers and news/ })).not.toBeChecked();
  await given.uncheck();
  await main(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.privacy.consentsSaved);
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/privacy-profile-390.png', fullPage: true });

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const consents = await page.request.get('/api/privacy/consents', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await consents.json()).consents).toMatchObject([
    { purpose: 'marketing_email', granted: false },
    { purpose: 'leaderboard_name', granted: false },
  ]);
});

test('an under-18 registration waits for its guardian, who confirms it with the e-mailed code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('minor');
  const guardian = uniqueEmail('guardian');
  await verifyAddress(page, email);
  await fillDetails(page, 'Aarav Menon', '2012-09-01');
  await main(page).getByRole('button', { name: 'Register' }).click();
  await expect(main(page).getByText(MESSAGES.auth.registered)).toBeVisible();

  await logIn(page, email);
  await expect(main(page).getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  await expect(main(page).getByText(MESSAGES.privacy.guardianPending)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await page.request.get('/api/subscription/all', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);

  const since = Date.now();
  await main(page).getByLabel("Parent's or guardian's name").fill('Lakshmi Menon');
  await main(page).getByLabel("Parent's or guardian's e-mail").fill(guardian);
  await main(page).getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(guardian, /confirm your child's account/, since);
  expect(mail.text).toContain('Aarav Menon');
  const code = codeIn(mail);
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/privacy-guardian-1280.png', fullPage: true });

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await main(page).getByLabel('Code', { exact: true }).fill(wrong);
  await main(page).getByRole('button', { name: 'Confirm my account' }).click();
  await expect(main(page).getByRole('alert')).toContainText(MESSAGES.auth.invalidOtp);
  await main(page).getByLabel('Code', { exact: true }).fill(code);
  await main(page).getByRole('button', { name: 'Confirm my account' }).click();
  await expect(main(page).getByRole('heading', { name: 'Before you continue' })).toHaveCount(0);
  const allowed = await page.request.get('/api/subscription/all', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(allowed.status()).toBe(200);
});

test('an admin records a breach on the Privacy screen, reads its Board report and marks it filed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await gotoReady(page, '/admin/privacy');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(
    main(page).getByRole('table', { name: 'Consents by purpose and notice version' }),
  ).toBeVisible();

  const marker = uniqueEmail('breach').split('@')[0]!;
  await main(page).getByText('Record an incident').click();
  const form = main(page).getByRole('form', { name: 'Record an incident' });
  await form.getByLabel('Discovered at').fill('2026-11-20T10:00');
  await form.getByLabel('Occurred at').fill('2026-11-19T22:00');
  await form
    .getByLabel('Description: what happened, its extent and where')
    .fill(`${marker}: a public backup link`);
  await form.getByLabel('Nature of the personal data').fill('Names and e-mail addresses');
  await form.getByLabel('Categories of people affected').fill('Learners');
  await form.getByLabel('Measures taken or proposed').fill('The link was removed.');
  await form.getByLabel('Likely risks').fill('Phishing in our name.');
  await form.getByLabel('Contact for the Board and for learners').fill('privacy@fintrain.in');
  await form.getByLabel('Approximate number of people affected').fill('120');
  await form.getByRole('button', { name: 'Record incident' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.privacy.breachAdded);

  const row = main(page).getByRole('row').filter({ hasText: marker });
  await expect(row.getByText('Late')).toBeVisible();
  await row.getByRole('button', { name: 'Report' }).click();
  await expect(main(page).getByText('Approximate number of Data Principals affected: 120')).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/privacy-admin-1280.png', fullPage: true });
  await row.getByRole('button', { name: 'Mark filed' }).click();
  await expect(row.getByText(/^Filed/)).toBeVisible();
});
