import { expect } from '@playwright/test';
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

/** The marketing routes and the program each one shows (docs/product.md §2). */
const MARKETING_ROUTES = [
  ['/pro-trader-program', 'Pro Trader Program'],
  ['/swing-trader-program', 'Swing Trader Program'],
  ['/financial-literacy-program', 'Financial Literacy Program'],
  ['/wealth-management', 'Wealth Management'],
] as const;

test.describe('program detail page', () => {
  test('comes from the server with its content: it shows with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/pro-trader-program');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Trader Program');
    await expect(page.locator('.program-content').getByRole('table')).toBeVisible();
    await expect(page).toHaveTitle('Pro Trader Program | FinTrain Academy');
    await context.close();
  });

  test('after a client-side navigation, shows "Loading..." and then the image, title and content of the program', async ({
    page,
  }) => {
    const proTrader = await seededProgram(page, 'Pro Trader Program');
    const held = gate();
    await page.route(
      `**/api/program/${proTrader._id}`,
      async (route) => {
        await held.opened;
        await route.continue();
      },
      { times: 1 },
    );
    await gotoClientSide(page, `/programs/${proTrader._id}`);
    const loading = page.getByRole('status').filter({ hasText: MESSAGES.generic.loading });
    await expect(loading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    held.open();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Trader Program');
    await expect(loading).toHaveCount(0);
    const image = page.getByRole('img', { name: 'Pro Trader Program' });
    // The SVG's WebP copy (ADR 036).
    await expect(image).toHaveAttribute('src', '/images/programs/pro-trader-800.webp');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/programs\/pro-trader-(400|800)\.webp$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The seeded HTML, rendered as HTML (headings, lists, a table), not as escaped text.
    const content = page.locator('.program-content');
    await expect(content.getByRole('heading', { name: 'Who this program is for' })).toBeVisible();
    await expect(content.getByRole('table')).toBeVisible();
    await expect(content.getByRole('listitem').first()).toBeVisible();
    await expect(content).not.toContainText('<p>');
    await expect(page.getByText(MESSAGES.programs.noContent)).toHaveCount(0);

    await expect(page.getByText('Actual: ₹49,999', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Offer: ₹34,999', { exact: true }).first()).toBeVisible();
    // One Subscribe beside the title, one after the content (docs/product.md §10.5): both work.
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toHaveCount(2);
    await expect(subscribe.first()).toBeEnabled();
    await expect(subscribe.last()).toBeEnabled();
  });

  test('says "No content available." when the program has no HTML content', async ({ page }) => {
    const program = programFixture({ title: 'Empty Outline Program', html_content: '' });
    await page.route(`**/api/program/${program._id}`, (route) => fulfilJson(route, program));
    await gotoClientSide(page, `/programs/${program._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empty Outline Program');
    await expect(page.getByText(MESSAGES.programs.noContent, { exact: true })).toBeVisible();
    await expect(page.locator('.program-content')).toHaveCount(0);
  });

  test.describe('with the Content-Security-Policy bypassed, so only the sanitiser stands in the way', () => {
    test.use({ bypassCSP: true });

    test('HTML content with <script> and <img onerror> does not run', async ({ page }) => {
      const program = programFixture({
        title: 'Hostile Content Program',
        html_content: [
          '<p>Harmless outline.</p>',
          '<script>window.__xssScript = true;</script>',
          '<img src="/no-such-image.png" alt="broken" onerror="window.__xssImage = true">',
          '<a href="javascript:window.__xssLink = true">Click me</a>',
          '<iframe src="javascript:parent.__xssFrame = true"></iframe>',
        ].join(''),
      });
      await page.route(`**/api/program/${program._id}`, (route) => fulfilJson(route, program));
      await gotoClientSide(page, `/programs/${program._id}`);

      const content = page.locator('.program-content');
      await expect(content.getByText('Harmless outline.')).toBeVisible();
      await expect(content.locator('script, iframe')).toHaveCount(0);
      const image = content.getByRole('img', { name: 'broken' });
      await expect(image).not.toHaveAttribute('onerror');
      // The broken image has finished failing, so an onerror handler would have run by now.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await content.getByText('Click me').click();

      const flags = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w.__xssScript, w.__xssImage, w.__xssLink, w.__xssFrame];
      });
      expect(flags).toEqual([undefined, undefined, undefined, undefined]);
    });
  });

  for (const [path, title] of MARKETING_ROUTES) {
    test(`${path} shows the ${title}`, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('img', { name: title })).toBeVisible();
      await expect(page.locator('.program-content')).toBeVisible();
      const button =
        title === 'Wealth Management'
          ? page.getByRole('button', { name: MESSAGES.programs.unavailable })
          : page.getByRole('button', { name: 'Subscribe' });
      await expect(button).toHaveCount(2);
      await expect(button.first()).toBeVisible();
      await expect(button.first()).toBeEnabled({ enabled: title !== 'Wealth Management' });
    });
  }

  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-program']) {
    test(`an unknown program id (${id}) shows the not-found message`, async ({ page }) => {
      await gotoReady(page, `/programs/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.programs.notFound);
      await expect(page.getByRole('link', { name: 'Browse all programs' })).toHaveAttribute(
        'href',
        '/programs',
      );
      await expect(page.getByText(MESSAGES.generic.loading)).toHaveCount(0);
    });
  }
});
