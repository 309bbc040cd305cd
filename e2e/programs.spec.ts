import { expect, type Page } from '@playwright/test';
import {
  fulfilJson,
  gate,
  gotoClientSide,
  gotoReady,
  MESSAGES,
  programFixture,
  seededProgram,
  test,
} from './support.ts';

// Every test stands alone (own page, own e-mail addresses): let both workers share this file.
test.describe.configure({ mode: 'parallel' });

const PROGRAMS_API = '**/api/program/all';

function programCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

const SEEDED_TITLES = [
  'Pro Trader Program',
  'Swing Trader Program',
  'Financial Literacy Program',
  'Wealth Management',
];

test.describe('programs page', () => {
  test('comes from the server with its program cards: they show with JavaScript turned off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/programs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.programs.heading);
    for (const title of SEEDED_TITLES) await expect(programCard(page, title)).toBeVisible();
    await expect(page.getByText(MESSAGES.programs.loading)).toHaveCount(0);
    // The start-up animation is CSS: it hides itself after a second without the app's JS.
    await expect(page.locator('.startup-loader')).toBeHidden();
    await expect(page).toHaveTitle(/^Programs \| FinTrain Academy$/);
    await context.close();
  });

  test('hydrates without console errors, and a signed-in visitor’s navbar follows', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let programRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/program/all')) programRequests += 1;
    });

    await gotoReady(page, '/programs');
    for (const title of SEEDED_TITLES) await expect(programCard(page, title)).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);

    // The server rendered the page as an anonymous visitor; a stored session shows right after.
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'admin@e2e.fintrain.test', password: 'e2e-admin-password-1' },
    });
    const { token } = (await login.json()) as { token: string };
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    await gotoReady(page, '/programs');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(programCard(page, 'Pro Trader Program')).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);
    // The programs came with the page: the browser did not ask for them again.
    expect(programRequests).toBe(0);
  });

  test('after a client-side navigation, shows "Loading programs..." until the programs arrive, then one card per program', async ({
    page,
  }) => {
    const held = gate();
    await page.route(
      PROGRAMS_API,
      async (route) => {
        await held.opened;
        await route.continue();
      },
      { times: 1 },
    );
    await gotoClientSide(page, '/programs');
    const loading = page.getByRole('status').filter({ hasText: MESSAGES.programs.loading });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    held.open();
    // The four seeded programs (other tests may add more to the shared database meanwhile).
    for (const title of SEEDED_TITLES) await expect(programCard(page, title)).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('has the heading Programs and the subtitle', async ({ page }) => {
    await gotoReady(page, '/programs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.programs.heading);
    await expect(
      page.getByText('We offer different programs tailored to your trading style and daily availability.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Programs \| FinTrain Academy$/);
  });

  test('a card shows image, title, description, type, rupee prices, Learn More and Subscribe', async ({
    page,
  }) => {
    const proTrader = await seededProgram(page, 'Pro Trader Program');
    await gotoReady(page, '/programs');
    const card = programCard(page, 'Pro Trader Program');

    const image = card.getByRole('img', { name: 'Pro Trader Program' });
    // The SVG's WebP copy (ADR 036).
    await expect(image).toHaveAttribute('src', '/images/programs/pro-trader-800.webp');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/programs\/pro-trader-(400|800)\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('heading', { name: 'Pro Trader Program' })).toBeVisible();
    expect(proTrader.description.length).toBeGreaterThan(0);
    await expect(card.getByText(proTrader.description, { exact: true })).toBeVisible();

    await expect(card.getByText('PAID', { exact: true })).toBeVisible();
    await expect(card.getByText('Actual: ₹49,999', { exact: true })).toBeVisible();
    await expect(card.getByText('Offer: ₹34,999', { exact: true })).toBeVisible();

    await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      `/programs/${proTrader._id}`,
    );
    await expect(card.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(card.getByRole('button', { name: MESSAGES.programs.unavailable })).toHaveCount(0);
  });

  test('Wealth Management shows a disabled Currently Unavailable button instead of Subscribe', async ({
    page,
  }) => {
    await gotoReady(page, '/programs');
    const card = programCard(page, 'Wealth Management');
    await expect(card.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    // The control: an available program in the same list can be subscribed to.
    await expect(
      programCard(page, 'Swing Trader Program').getByRole('button', { name: 'Subscribe' }),
    ).toBeEnabled();
  });

  test('the free program shows FREE instead of an offer price', async ({ page }) => {
    await gotoReady(page, '/programs');
    const card = programCard(page, 'Financial Literacy Program');
    await expect(card.getByText('FREE', { exact: true })).toBeVisible();
    await expect(card.getByText('Offer: FREE', { exact: true })).toBeVisible();
    // docs/product.md §10.5: a FREE program with no actual price says FREE once, not "Actual: FREE" as well.
    await expect(card.getByText(/^Actual:/)).toHaveCount(0);
    await expect(card.getByText(/₹/)).toHaveCount(0);
    await expect(card.getByText(/Offer: ₹/)).toHaveCount(0);
  });

  test('a program without an image shows the default image', async ({ page }) => {
    const program = programFixture({ title: 'Options Basics Workshop', image_path: null });
    await page.route(PROGRAMS_API, (route) => fulfilJson(route, [program]));
    await gotoClientSide(page, '/programs');
    const image = programCard(page, 'Options Basics Workshop').getByRole('img', {
      name: 'Options Basics Workshop',
    });
    await expect(image).toHaveAttribute('src', '/images/programs/default-800.webp');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('says "Failed to load programs." when the API answers with an error', async ({ page }) => {
    await page.route(PROGRAMS_API, (route) => fulfilJson(route, { message: 'Down.' }, 500));
    await gotoClientSide(page, '/programs');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.programs.failed);
    // docs/product.md §10.5: with a way to ask again.
    await expect(alert.getByRole('button', { name: MESSAGES.generic.retry })).toBeEnabled();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(MESSAGES.programs.loading)).toHaveCount(0);
  });

  test('says "Failed to load programs." when the API cannot be reached', async ({ page }) => {
    await page.route(PROGRAMS_API, (route) => route.abort('connectionrefused'));
    await gotoClientSide(page, '/programs');
    await expect(page.getByRole('alert')).toContainText(MESSAGES.programs.failed);
  });

  test('Learn More opens the program’s detail page', async ({ page }) => {
    const proTrader = await seededProgram(page, 'Pro Trader Program');
    await gotoReady(page, '/programs');
    await programCard(page, 'Pro Trader Program').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(`/programs/${proTrader._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Trader Program');
    await expect(page.locator('.program-content')).toBeVisible();
  });
});
