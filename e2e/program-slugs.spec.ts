import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, test } from './support.ts';

test.describe.configure({ mode: 'parallel' });

/** A program made through the API by the admin (whose token the page keeps), with its made-up slug. */
async function adminProgram(page: Page, title: string) {
  const token = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const answer = await page.request.post('/api/admin/program/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      tag: 'Derivatives',
      description: 'Spreads, straddles and hedges.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 9999,
      offer_price: 4999,
      availability: 'yes',
      html_content: '<p>Week 1: option pricing</p>',
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { _id: string; slug: string };
}

test('an admin renames a program’s address; the old one and its id answer 301 and land on the new page', async ({
  page,
}) => {
  const run = `${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`;
  const title = `Options Strategies Lab ${run}`;
  const program = await adminProgram(page, title);
  expect(program.slug).toBe(`options-strategies-lab-${run}`);

  // The admin edits the address in the program form (1280 px).
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, '/admin/programs');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Program' });
  const address = modal.getByLabel('Address');
  await expect(address).toHaveValue(program.slug);
  await address.fill(`options-made-simple-${run}`);
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('program-address-1280.png') });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText(MESSAGES.admin.programUpdated);

  // The old address and the id answer 301 to the new one, which is what the sitemap lists.
  const old = await page.request.get(`/programs/${program.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/programs/options-made-simple-${run}`);
  const byId = await page.request.get(`/programs/${program._id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers().location).toBe(`/programs/options-made-simple-${run}`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/programs/options-made-simple-${run}</loc>`);
  expect(sitemap).not.toContain(`/programs/${program.slug}</loc>`);

  // A learner following an old link lands on the program's page at its new address (390 px).
  await page.setViewportSize({ width: 390, height: 844 });
  const landed = await page.goto(`/programs/${program.slug}`);
  expect(landed?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/programs/options-made-simple-${run}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('program-moved-390.png'), fullPage: true });
});
