import { expect } from '@playwright/test';
import { takeRecoveredErrors, test } from './support.ts';

// The check every test runs (support.ts) must be able to fail: a page whose server HTML differs
// from the browser's first render is reported, and the test that loaded it would fail.
test('a server page that differs from the browser’s render is reported as a hydration mismatch', async ({
  page,
}) => {
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace(/(<h1 [^>]*>)About Us/, '$1Changed on the way');
    expect(changed).not.toBe(html);
    await route.fulfill({
      status: response.status(),
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': response.headers()['content-security-policy'] ?? '' },
      body: changed,
    });
  });

  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const reported = takeRecoveredErrors();
  expect(reported).toHaveLength(1);
  // The production build names the error by its code: 418 is "the server's text did not match".
  expect(reported[0]).toContain('react.dev/errors/418');
  // React threw the server's HTML away and rendered the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});
