import { expect } from '@playwright/test';
import { gotoReady, seededProgram, test } from './support.ts';

// Every test stands alone (own page, own e-mail addresses): let both workers share this file.
test.describe.configure({ mode: 'parallel' });

test.describe('about page', () => {
  test('shows the intro, then the About, Founder, Mission and Vision cards', async ({ page }) => {
    await gotoReady(page, '/about');

    // The intro header has neither a title nor a button (docs/product.md §2).
    const intro = page.locator('.page-intro');
    await expect(intro).toBeVisible();
    await expect(intro.getByRole('heading')).toHaveCount(0);
    await expect(intro.getByRole('button')).toHaveCount(0);
    await expect(intro.getByRole('link')).toHaveCount(0);

    const main = page.locator('main');
    for (const heading of ['About FinTrain Academy', 'Our Founder', 'Our Mission', 'Our Vision']) {
      await expect(main.getByRole('region', { name: heading })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: 'About FinTrain Academy' })).toContainText(
      'chartered accountants and MBAs',
    );
    await expect(main.getByRole('region', { name: 'Our Founder' })).toContainText(
      'chartered accountant with 7 years of academic and industry experience',
    );
    await expect(main.getByRole('region', { name: 'Our Mission' })).toContainText(
      'democratize financial literacy and stock market participation',
    );
    await expect(main.getByRole('region', { name: 'Our Vision' })).toContainText(
      'financial literacy is a cornerstone of personal empowerment',
    );
  });
});

test.describe('services page', () => {
  test('says Coming Soon!', async ({ page }) => {
    await gotoReady(page, '/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    await expect(page.getByText('Coming Soon!', { exact: true })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('an unknown address shows "Page not found" with a link home, answered with HTTP 404', async ({
    page,
  }) => {
    const response = await gotoReady(page, '/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const home = page.getByRole('main').getByRole('link', { name: 'Go to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Empowering Individuals with Financial Education',
    );
  });

  test('known addresses are answered with HTTP 200 and unknown ones with 404', async ({ page }) => {
    const { _id } = await seededProgram(page, 'Pro Trader Program');
    const known = ['/', '/about', '/programs', `/programs/${_id}`, '/services', '/pro-trader-program'];
    for (const path of known) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    for (const path of ['/no-such-page', '/programs/a/b', '/aboutus']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }

    const response = await gotoReady(page, '/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  });
});

test.describe('security and hygiene', () => {
  test('the document is sent with the security headers', async ({ page }) => {
    const response = await gotoReady(page, '/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('the home page logs no console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await gotoReady(page, '/');
    // Let the lazily loaded images and the carousels start.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
