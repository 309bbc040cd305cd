import { expect, type Page } from '@playwright/test';
import {
  apiToken,
  codeIn,
  E2E_ADMIN,
  LEARNER_PASSWORD,
  registerLearner,
  resetLinkIn,
  waitForMail,
} from './mail.ts';
import { gotoReady, MESSAGES, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logInThroughForm(page: Page, email: string, password: string) {
  await gotoReady(page, '/login');
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

test('a visitor registers with the e-mailed code, logs in, sees the signed-in pages and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await gotoReady(page, '/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  const since = Date.now();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('button', { name: 'Send OTP' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.auth.codeSent);

  const code = codeIn(await waitForMail(email, /verification code/, since));
  await main(page).getByLabel('OTP').fill(code);
  await main(page).getByRole('button', { name: 'Verify OTP' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.auth.emailVerified);

  await main(page).getByLabel('Name').fill('Ritika Sharma');
  await main(page).getByLabel('Mobile').fill('+91 98480 22338');
  await main(page).getByLabel('Password').fill(LEARNER_PASSWORD);
  await main(page).getByLabel('Date of birth').fill('1992-07-21');
  await main(page).getByRole('button', { name: 'Register' }).click();
  await expect(main(page).getByText(MESSAGES.auth.registered)).toBeVisible();
  const goToLogin = main(page).getByRole('link', { name: 'Go to Login' });
  await expect(goToLogin).toHaveAttribute('href', '/login');
  const welcome = await waitForMail(email, /Welcome/, since);
  expect(welcome.text).toContain('Ritika Sharma');

  await goToLogin.click();
  // The login page loads on demand: wait for it, or the fill could land in the old form.
  await expect(page).toHaveURL(/\/login$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(LEARNER_PASSWORD);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await expect(nav(page).getByRole('link', { name: 'My Subscriptions' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'About Us' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Register' })).toHaveCount(0);
  const menu = nav(page).getByRole('button', { name: 'Ritika Sharma' });
  await menu.click();
  await nav(page).getByRole('link', { name: 'Profile' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(main(page).getByText('Ritika Sharma')).toBeVisible();
  await expect(main(page).getByText(email)).toBeVisible();
  await expect(main(page).getByText('9848022338')).toBeVisible();
  await expect(main(page).getByText('Member Since')).toBeVisible();
  await expect(main(page).getByText('Last Login', { exact: true })).toBeVisible();
  await expect(main(page).getByText('127.0.0.1')).toBeVisible();

  await main(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the server message and stores no token', async ({ page, request }) => {
  const learner = await registerLearner(request, uniqueEmail('wrongpw'));
  await logInThroughForm(page, learner.email, 'not the password');
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.auth.invalidCredentials);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the admin lands on the admin dashboard and sees Admin Dashboard in the navigation', async ({
  page,
}) => {
  await logInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(nav(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'My Subscriptions' })).toHaveCount(0);
});

test('a learner resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  const learner = await registerLearner(request, uniqueEmail('forgot'));
  const oldToken = await apiToken(request, learner.email, learner.password);

  await gotoReady(page, '/login');
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(main(page).getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  const since = Date.now();
  await main(page).getByLabel('Email').fill(learner.email);
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.auth.forgotAccepted);

  const link = resetLinkIn(await waitForMail(learner.email, /reset your password/, since));
  await page.goto(new URL(link).pathname);
  await expect(main(page).getByLabel('New Password')).toBeVisible();

  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/resetpassword/')) posted.push(req.url());
  });
  await main(page).getByLabel('New Password').fill('a fresh passphrase');
  await main(page).getByLabel('Confirm Password').fill('a different one');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.auth.passwordsDontMatch);
  expect(posted).toEqual([]);

  await main(page).getByLabel('Confirm Password').fill('a fresh passphrase');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.auth.resetDone);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  // The old session ended with the reset; the new password works.
  const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${oldToken}` } });
  expect(profile.status()).toBe(401);
  await logInThroughForm(page, learner.email, 'a fresh passphrase');
  await expect(page).toHaveURL(/\/mysubscriptions$/);
});

test('the profile page welcomes an anonymous visitor with Register and Login', async ({ page }) => {
  await gotoReady(page, '/profile');
  await expect(main(page).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(main(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
