import { expect } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, signedInPage, test } from './support.ts';

// docs/product.md §19: the legal pages from the footer, and an admin publishing a new version.

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer links lead to the legal pages, each with its text and no axe violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const pages = [
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms', '/terms', 'Terms and Conditions'],
      ['FAQs', '/faq', 'Frequently Asked Questions'],
      ['Help', '/help', 'Help'],
      ['Contact', '/contact', 'Contact Us'],
    ] as const;
    for (const [link, path, heading] of pages) {
      await gotoReady(page, '/');
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/Effective from .* · Version \d+/)).toBeVisible();
      await expectNoViolations(page);
    }
    await page.screenshot({ path: 'test-results/legal-contact-390.png', fullPage: true });
  });
});

test('an admin publishes a new version of the Terms, which the page then shows', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = await signedInPage(browser, token);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(admin, '/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Legal pages' }).click();
  await expect(admin).toHaveURL('/admin/legal');
  const terms = admin.getByRole('region', { name: 'Terms and Conditions' });
  await terms.getByRole('button', { name: /Publish new version/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Publish Terms and Conditions' });
  const text = `<p>Terms published in the browser ${Date.now()}</p>`;
  // The rich-text editor opens first (ADR 065); the HTML view takes the text as written.
  await dialog.getByRole('button', { name: 'HTML', exact: true }).click();
  await dialog.getByLabel('HTML Content').fill(text);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden();
  const success = admin.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText(/Terms and Conditions: version \d+ published\./);
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(terms.getByRole('row').nth(1)).toContainText('In effect');
  await expectNoViolations(admin);
  await admin.screenshot({ path: 'test-results/legal-admin-1280.png', fullPage: true });

  await gotoReady(admin, '/terms');
  await expect(admin.getByText(text.replace(/<\/?p>/g, ''))).toBeVisible();
});
