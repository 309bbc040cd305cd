/**
 * The rough edges of docs/product.md §10.5, as a new visitor or learner met them, each checked where it was
 * found: the programs grid, the FREE price, a subscribed program, the sticky header, back-to-top on a
 * phone and the newsletter box.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { apiToken, codeIn, E2E_ADMIN, LEARNER_PASSWORD, registerLearner, waitForMail } from './mail.ts';
import { gotoClientSide, gotoReady, MESSAGES, seededProgram, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const SEEDED = [
  'Pro Trader Program',
  'Swing Trader Program',
  'Financial Literacy Program',
  'Wealth Management',
];
const card = (page: Page, title: string) =>
  page.locator('main').getByRole('article', { name: title, exact: true });

/** The top edge of each seeded program's card, in the order above. */
async function cardTops(page: Page): Promise<number[]> {
  const tops: number[] = [];
  for (const title of SEEDED) tops.push(Math.round((await card(page, title).boundingBox())?.y ?? -1));
  return tops;
}

test('the four programs sit in one row on a wide screen and two by two at 1024 px: no orphan card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/programs');
  await expect(card(page, 'Wealth Management')).toBeVisible();
  expect(new Set(await cardTops(page)).size).toBe(1);

  await page.setViewportSize({ width: 1024, height: 768 });
  const [a, b, c, d] = await cardTops(page);
  expect(a).toBe(b);
  expect(c).toBe(d);
  expect(c).toBeGreaterThan(a!);
});

test('the FREE program shows FREE once as its offer, not "Actual: FREE / Offer: FREE"', async ({ page }) => {
  await gotoReady(page, '/programs');
  const free = card(page, 'Financial Literacy Program');
  await expect(free.getByText('Offer: FREE', { exact: true })).toBeVisible();
  await expect(free.getByText(/^Actual:/)).toHaveCount(0);
  // A paid program keeps both prices.
  const paid = card(page, 'Pro Trader Program');
  await expect(paid.getByText('Actual: ₹49,999', { exact: true })).toBeVisible();
  await expect(paid.getByText('Offer: ₹34,999', { exact: true })).toBeVisible();
});

test('"Currently Unavailable" stays on one line, and every card’s buttons line up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/programs');
  const unavailable = card(page, 'Wealth Management').getByRole('button', {
    name: MESSAGES.programs.unavailable,
  });
  const box = await unavailable.boundingBox();
  const lineHeight = await unavailable.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect(box!.height).toBeLessThan(lineHeight * 2);
  const learnMoreTops = new Set<number>();
  for (const title of SEEDED) {
    const link = card(page, title).getByRole('link', { name: /^Learn More/ });
    learnMoreTops.add(Math.round((await link.boundingBox())?.y ?? -1));
  }
  expect(learnMoreTops.size).toBe(1);
});

test('an approved learner sees Subscribed ✓ instead of Subscribe, and it leads to My Subscriptions', async ({
  page,
}) => {
  const learner = await registerLearner(page.request, uniqueEmail('approved'), 'Approved Learner');
  const token = await apiToken(page.request, learner.email, learner.password);
  const program = await seededProgram(page, 'Swing Trader Program');
  const subscribed = await page.request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${token}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  expect(subscribed.status()).toBe(201);
  const { subscription } = (await subscribed.json()) as { subscription: { _id: string } };
  const adminToken = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const approved = await page.request.put(`/api/admin/subscription/${subscription._id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { status: 'active' },
  });
  expect(approved.status()).toBe(200);

  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await gotoReady(page, '/programs');
  const swing = card(page, 'Swing Trader Program');
  await expect(swing.getByRole('link', { name: MESSAGES.subscriptions.subscribedButton })).toBeVisible();
  await expect(swing.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  // Programs the learner does not hold still offer Subscribe.
  await expect(card(page, 'Pro Trader Program').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await swing.getByRole('link', { name: MESSAGES.subscriptions.subscribedButton }).click();
  await expect(page).toHaveURL(/\/mysubscriptions$/);
});

test('the navbar stays at the top of the screen while the page scrolls', async ({ page }) => {
  await gotoReady(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(async () => Math.round((await navbar.boundingBox())?.y ?? -1)).toBe(0);
  await expect(navbar.getByRole('link', { name: /FinTrain Academy/ })).toBeInViewport();
});

test('on a phone, back-to-top hides while the visitor reads down and shows when they scroll up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/');
  const button = page.getByRole('button', { name: 'Back to top', includeHidden: true });
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(button).not.toHaveClass(/\bshow\b/);
  await page.mouse.wheel(0, -300);
  await expect(button).toHaveClass(/\bshow\b/);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a wide screen, back-to-top shows once the page is scrolled past 100 px (spec)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/');
  const button = page.getByRole('button', { name: 'Back to top', includeHidden: true });
  await expect(button).not.toHaveClass(/\bshow\b/);
  await page.mouse.wheel(0, 600);
  await expect(button).toHaveClass(/\bshow\b/);
});

test('the newsletter box shows its whole placeholder at every width', async ({ page }) => {
  for (const width of [390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/');
    const input = page.getByRole('textbox', { name: 'Email for newsletter' });
    const fits = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(el.placeholder).width;
      const room =
        el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return text <= room;
    });
    expect(fits, `placeholder cut at ${width} px`).toBe(true);
  }
});

test('a long program page ends with the price and Subscribe again, and its disclaimer stands out', async ({
  page,
}) => {
  await gotoReady(page, '/programs/pro-trader');
  const cta = page.getByRole('complementary', { name: 'Pro Trader Program' });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByText('Offer: ₹34,999', { exact: true })).toBeVisible();
  await expect(cta.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Below the whole content.
  const contentBottom = await page
    .locator('.program-content')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const ctaTop = await cta.evaluate((el) => el.getBoundingClientRect().top);
  expect(ctaTop).toBeGreaterThan(contentBottom);

  const disclaimer = page.locator('.program-content blockquote').first();
  await expect(disclaimer).toBeVisible();
  const style = await disclaimer.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { border: computed.borderLeftWidth, background: computed.backgroundColor };
  });
  expect(style.border).toBe('4px');
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
});

test('a program page that cannot load says so with Try again, which loads it once the server answers', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/api/program/pro-trader', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  // The server renders the first page with its data: the browser's own fetch is reached by a
  // client-side navigation.
  await gotoClientSide(page, '/programs/pro-trader');
  const alert = page.getByRole('alert').filter({ hasText: MESSAGES.generic.loadFailed });
  // The query retries three times with back-off first (about 7 s).
  await expect(alert).toBeVisible({ timeout: 20_000 });
  failing = false;
  await alert.getByRole('button', { name: MESSAGES.generic.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Trader Program' })).toBeVisible();
});

test('register step 3 marks the field the server refused, takes 919876543210, starts step 3 in view at 900 px with the notice before Register, and ends on Go to Login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('step3');
  const main = page.locator('main');
  await gotoReady(page, '/register');
  const since = Date.now();
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send OTP' }).click();
  await main.getByLabel('OTP').fill(codeIn(await waitForMail(email, /verification code/, since)));
  await main.getByRole('button', { name: 'Verify OTP' }).click();

  const register = main.getByRole('button', { name: 'Register' });
  // The finished steps fold, so step 3 starts in view; its button now follows the date of birth,
  // the privacy notice and the choices, which must be seen before it (docs/product.md §18.1, ADR 067).
  await expect(main.getByLabel('Name')).toBeInViewport();
  await expect(main.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  await main.getByLabel('Name').fill('Kavya Iyer');
  await main.getByLabel('Mobile').fill('12345');
  await main.getByLabel('Password').fill(LEARNER_PASSWORD);
  await main.getByLabel('Date of birth').fill('1992-07-21');
  await register.click();
  const mobile = main.getByLabel('Mobile');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toBeFocused();
  await expect(main.getByText('Enter a valid 10-digit Indian mobile number', { exact: false })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);

  await mobile.fill('919876543210');
  await expect(mobile).not.toHaveAttribute('aria-invalid');
  await register.click();
  await expect(main.getByText(MESSAGES.auth.registered)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to Login' })).toBeFocused();
  await expect(main.getByLabel('Email')).toHaveCount(0);

  // Stored as the ten digits.
  const token = await apiToken(page.request, email, LEARNER_PASSWORD);
  const profile = await page.request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(((await profile.json()) as { mobile: string }).mobile).toBe('9876543210');
});

/** The admin, signed in on this page through the stored token. */
async function signedInAdmin(page: Page) {
  const token = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

test('the dashboard’s figures line up across each row of cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAdmin(page);
  await gotoReady(page, '/admin/dashboard');
  const values = page.locator('.stat-value');
  // Four cards a row: the spec's eight, then the two of online payment (docs/product.md §13.6).
  await expect(values).toHaveCount(10);
  const tops = await values.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(new Set(tops.slice(4, 8)).size).toBe(1);
  expect(new Set(tops.slice(8)).size).toBe(1);
});

test('a server error on the dashboard keeps the spec’s Access Denied text and offers Try again, which loads it', async ({
  page,
}) => {
  await signedInAdmin(page);
  let failing = true;
  await page.route('**/api/admin/analytics', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  await gotoReady(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: MESSAGES.admin.accessDenied })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(MESSAGES.admin.fetchAnalyticsFailed)).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: MESSAGES.generic.retry }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.admin.welcomeBack })).toBeVisible();
});

test('at 1024 px the users table keeps Edit and Delete in view, and the subscriptions search shows its whole placeholder', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedInAdmin(page);
  await gotoReady(page, '/admin/users');
  const firstRow = page.locator('main table tbody tr').first();
  await expect(firstRow.getByRole('button', { name: /^Edit/ })).toBeInViewport({ ratio: 1 });
  await expect(firstRow.getByRole('button', { name: /^Delete/ })).toBeInViewport({ ratio: 1 });

  await gotoReady(page, '/admin/subscriptions');
  const search = page.getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', 'Search by user ID, resource type, or resource ID');
  const fits = await search.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

test('a subscription’s resource id takes one line, with the whole id on hover and for screen readers', async ({
  page,
}) => {
  const learner = await registerLearner(page.request, uniqueEmail('resid'), 'Resource Id');
  const token = await apiToken(page.request, learner.email, learner.password);
  const program = await seededProgram(page, 'Pro Trader Program');
  await page.request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${token}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await signedInAdmin(page);
  await gotoReady(page, '/admin/subscriptions');
  await page.getByRole('searchbox').fill(learner.email);
  const row = page.locator('main table tbody tr').filter({ hasText: learner.email });
  const chip = row.locator(`code[title="${program._id}"]`);
  await expect(chip).toBeVisible();
  const { height, lineHeight } = await chip.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 2);
  await expect(chip).toContainText(program._id);
  await expect(row.getByRole('button', { name: /^Approve/ })).toBeInViewport({ ratio: 1 });
});

/** The computed background colour of a button, as 'rgb(r, g, b)'. */
const backgroundOf = (button: Locator) => button.evaluate((el) => getComputedStyle(el).backgroundColor);

test('dialogs use the brand teal, and the destructive "Yes, delete it!" is red', async ({ page }) => {
  const marker = `dialog-${Date.now()}`;
  await page.request.post('/api/contact/submit', {
    data: { name: 'Dialog Check', email: uniqueEmail('dialog'), subject: 'Colours', message: marker },
  });
  await signedInAdmin(page);
  await gotoReady(page, '/admin/contacts');
  await page.getByRole('searchbox').fill(marker);
  const row = page.locator('main').getByRole('row').filter({ hasText: marker });
  await row.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: MESSAGES.admin.confirmTitle });
  const yes = confirm.getByRole('button', { name: MESSAGES.admin.confirmDelete });
  await expect(yes).toBeVisible();
  expect(await backgroundOf(yes)).toBe('rgb(220, 53, 69)');
  await yes.click();
  const done = page.getByRole('dialog').filter({ hasText: MESSAGES.admin.contactDeleted });
  const ok = done.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  // The site's teal (#0f766e), not Bootstrap's blue.
  expect(await backgroundOf(ok)).toBe('rgb(15, 118, 110)');
});
