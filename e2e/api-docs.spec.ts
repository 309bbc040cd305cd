import { expect, type Page } from '@playwright/test';
import { test } from './support.ts';

interface Part {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** The tags of one part of the reference, in the document's order, and how many operations it has. */
async function partOf(page: Page, slug: string) {
  const document = (await (await page.request.get(`/api/openapi/${slug}.json`)).json()) as Part;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.values(item).map((operation) => ({ path, tag: operation.tags?.[0] ?? '' })),
  );
  return { tags: [...new Set(operations.map((operation) => operation.tag))], operations };
}

/**
 * Every tag and every operation of the part on show is in the page, not only those on the first
 * screen: past 150 rows Swagger UI renders only what is in view (ADR 071), which is what the
 * split by audience keeps it from doing. The last tag's last operation can be scrolled to.
 */
async function expectWholePart(page: Page, slug: string) {
  const { tags, operations } = await partOf(page, slug);
  await expect(page.locator('.opblock-tag')).toHaveCount(tags.length);
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await expect(page.locator('.operations-virtual')).toHaveCount(0);
  for (const tag of tags) await expect(page.locator(`.opblock-tag[data-tag="${tag}"]`)).toBeAttached();
  const last = operations.at(-1);
  if (!last) throw new Error(`no operation in ${slug}`);
  const lastOperation = page
    .locator(`.opblock-tag-section:has(.opblock-tag[data-tag="${last.tag}"])`)
    .locator(`.opblock-summary-path[data-path="${last.path}"]`)
    .last();
  await lastOperation.scrollIntoViewIfNeeded();
  await expect(lastOperation).toBeInViewport();
}

test('the API reference at /api/docs renders the whole endpoint table by audience, offline, under the site CSP', async ({
  page,
}) => {
  // Three parts of 1.6 MB of Swagger UI each rendered whole, on a shared 2-core machine.
  test.setTimeout(180_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/api/docs');
  // The visitors' and learners' part first: one public and one learner operation.
  await expect(
    page.getByRole('heading', { name: /FinTrain Academy API: Visitors and learners/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/program/{id}', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/subscription/subscribe', { exact: true })).toBeVisible();
  await expectWholePart(page, 'learners');

  // Learning together: the community, the journal and the notifications, chosen in the top bar.
  await page
    .getByLabel('Select a definition')
    .selectOption({ label: 'Community, journal and notifications' });
  await expect(
    page.getByRole('heading', { name: /FinTrain Academy API: Community, journal and notifications/ }),
  ).toBeVisible();
  await expect(page.getByText('/api/journal/{tradeId}', { exact: true }).first()).toBeVisible();
  await expectWholePart(page, 'together');

  // The admins' part, chosen in the top bar, and linkable.
  await page.getByLabel('Select a definition').selectOption({ label: 'Admins' });
  await expect(page.getByRole('heading', { name: /FinTrain Academy API: Admins/ })).toBeVisible();
  await expect(page).toHaveURL(/urls\.primaryName=Admins/);
  await expect(page.getByText('/api/admin/user/{id}', { exact: true }).first()).toBeVisible();
  await expectWholePart(page, 'admins');
  await page.goto('/api/docs?urls.primaryName=Admins');
  await expect(page.getByRole('heading', { name: /FinTrain Academy API: Admins/ })).toBeVisible();

  expect(refused).toEqual([]);
  // Nothing from a CDN: every script, style and the documents themselves come from this site.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
