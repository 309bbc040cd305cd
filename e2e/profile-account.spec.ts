import { expect, type Page } from '@playwright/test';
import { apiToken, LEARNER_PASSWORD, registerLearner, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');
const NEW_PASSWORD = 'steady-sip-returns-2027';

test('a learner changes the password on the profile: the old one is refused, the new one works, the other device is signed out', async ({
  page,
  browser,
  request,
}) => {
  const learner = await registerLearner(request, uniqueEmail('password'), 'Meera Iyer');
  const otherDevice = await signedInPage(browser, await apiToken(request, learner.email, learner.password));

  await gotoReady(page, '/login');
  await main(page).getByLabel('Email').fill(learner.email);
  await main(page).getByLabel('Password').fill(learner.password);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
  await gotoReady(page, '/profile');

  const account = main(page).getByRole('region', { name: 'Account' });
  await account.getByRole('button', { name: 'Show signed-in devices' }).click();
  await expect(account.getByText('This device')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out all other devices' })).toBeVisible();

  const since = Date.now();
  const form = main(page).getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(LEARNER_PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.profile.passwordChanged);
  const notice = await waitForMail(learner.email, /your password was changed/, since);
  expect(notice.text).toContain('Meera Iyer');

  // The other device's session ended: the profile there shows the anonymous welcome.
  await gotoReady(otherDevice, '/profile');
  await expect(otherDevice.getByRole('heading', { name: 'Welcome to FinTrain Academy' })).toBeVisible();

  // This session stays.
  await gotoReady(page, '/profile');
  await expect(main(page).getByRole('heading', { name: 'My Profile' })).toBeVisible();

  const old = await request.post('/api/auth/login', {
    data: { email: learner.email, password: LEARNER_PASSWORD },
  });
  expect(old.status()).toBe(401);
  const fresh = await request.post('/api/auth/login', {
    data: { email: learner.email, password: NEW_PASSWORD },
  });
  expect(fresh.status()).toBe(200);
});

for (const width of [390, 1280]) {
  test(`the profile's Account section reads well and passes axe at ${width} px`, async ({
    browser,
    request,
  }) => {
    const learner = await registerLearner(request, uniqueEmail(`profile-${width}`), 'Kavya Menon');
    const page = await signedInPage(browser, await apiToken(request, learner.email, learner.password));
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/profile');
    const account = main(page).getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Show signed-in devices' }).click();
    await expect(account.getByText('This device')).toBeVisible();
    await expect(account.getByLabel('Name')).toHaveValue('Kavya Menon');
    // A refusal under its field, as the server said it.
    await account.getByLabel('Mobile').fill('12345');
    await account.getByRole('button', { name: 'Save details' }).click();
    await expect(
      account.getByText('Enter a valid 10-digit Indian mobile number (optionally with +91).'),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/profile-account-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page);
  });
}
