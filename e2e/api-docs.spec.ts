import { expect } from '@playwright/test';
import { test } from './support.ts';

test('the API reference at /api/docs renders the endpoint table offline, under the site CSP', async ({
  page,
}) => {
  // Known regression, to fix first: past 125 operations (the table has 143) Swagger UI renders
  // only the first three tags and stops, without an error; any 125 operations render. The
  // document itself is whole (/api/docs/json, the OpenAPI lint). test.fail keeps running it, so
  // the day it renders again this line must go.
  test.fail(true, 'Swagger UI stops after the first three tags once the document has over 125 operations');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /FinTrain Academy API/ })).toBeVisible();
  // One operation of each kind: public, learner and admin.
  await expect(page.getByText('/api/program/{id}', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/subscription/subscribe', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/admin/user/{id}', { exact: true }).first()).toBeVisible();

  expect(refused).toEqual([]);
  // Nothing from a CDN: every script, style and the document itself come from this site.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
});
