import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, test as base, expect, type Page, type Route } from '@playwright/test';
import { RECOVERABLE_ERROR_LOG } from '../src/client/app/recoverable-errors.ts';
import type { Program } from '../src/contract/program.ts';

export { MESSAGES } from '../src/contract/messages.ts';

/** What React reported recovering from (a hydration mismatch above all) since last taken. */
let recoveredErrors: string[] = [];
const watchedPages = new WeakSet<Page>();

/** Collects what the app logs when React threw away a render and made it again (ADR 041). */
function watchForRecoveredErrors(page: Page) {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(RECOVERABLE_ERROR_LOG))
      recoveredErrors.push(`${page.url()}: ${message.text()}`);
  });
}

/** The errors React recovered from since the last call, and forgets them. */
export function takeRecoveredErrors(): string[] {
  const taken = recoveredErrors;
  recoveredErrors = [];
  return taken;
}

/**
 * Playwright's `test`, failing any test in whose pages React reported a hydration mismatch (or
 * another error it recovered from by rendering again): the server's HTML and the browser's first
 * render must agree. Pages of the test's own context are watched from their creation, pages of
 * contexts a test makes itself from `gotoReady` on.
 */
export const test = base.extend<{ failOnRecoveredErrors: undefined }>({
  context: async ({ context }, use) => {
    context.on('page', watchForRecoveredErrors);
    await use(context);
  },
  failOnRecoveredErrors: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture destructures.
    async ({}, use) => {
      recoveredErrors = [];
      await use(undefined);
      expect(takeRecoveredErrors(), 'React recovered from errors (hydration mismatches?)').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `path` and waits past the 1 s start-up loader (which stays in the page, hidden) until the
 * page is on screen and the app has taken it over (hydrated, or rendered on a client-only page).
 * Returns the document's response, for status and header checks.
 */
export async function gotoReady(page: Page, path: string) {
  watchForRecoveredErrors(page);
  const response = await page.goto(path);
  await expect(page.locator('.startup-loader')).toBeHidden();
  await expect(page.locator('main#main-content')).toBeVisible();
  // The server's HTML is on screen before the app runs: a click before it hydrates would be lost.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(takeRecoveredErrors(), `React recovered from errors hydrating ${path}`).toEqual([]);
  return response;
}

/**
 * Shows `path` the way a click on a link inside the site does: the page loads (server-rendered)
 * at /services, which reads no data, then the app navigates on the client, so `path`'s data is
 * fetched by the browser (where `page.route` can hold, fail or replace it). The server renders a
 * first page with its data already in it, so only this way reaches the client's loading and error
 * states.
 */
export async function gotoClientSide(page: Page, path: string) {
  await gotoReady(page, '/services');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** An address no other test (or earlier run) uses: tests share one server and database. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${randomUUID().slice(0, 12)}@e2e.fintrain.test`;
}

/** The seeded programs, read from the API the page itself uses. */
export async function seededPrograms(page: Page): Promise<Program[]> {
  const response = await page.request.get('/api/program/all');
  expect(response.status()).toBe(200);
  return (await response.json()) as Program[];
}

/** The seeded program with this title; fails the test when the seed does not have it. */
export async function seededProgram(page: Page, title: string): Promise<Program> {
  const program = (await seededPrograms(page)).find((candidate) => candidate.title === title);
  if (!program) throw new Error(`The seed has no program titled '${title}'.`);
  return program;
}

/** A program as the API would send it, for routes that fulfil requests with made-up data. */
export function programFixture(overrides: Partial<Program> = {}): Program {
  return {
    _id: randomUUID(),
    title: 'Options Basics Workshop',
    tag: 'options',
    description: 'Calls, puts and premiums explained on Nifty examples.',
    image_path: '/images/programs/pro-trader.svg',
    offering_type: 'PAID',
    actual_price: 9999,
    offer_price: 4999,
    availability: 'yes',
    html_content: '<p>Workshop outline.</p>',
    slug: null,
    created_on: '2025-01-15T10:00:00.000Z',
    auto_activate_free: false,
    ...overrides,
  };
}

/** Answers a routed API request with JSON. */
export function fulfilJson(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** A promise with its resolve function, to hold a routed request until the test lets it go. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A page signed in as the holder of `token`, in a browser context of its own per person (axe
 * needs one made by newContext); downloads are accepted, for invoices and certificates.
 */
export async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return page;
}

/** No axe violations (WCAG 2.1 A and AA) on the page as it is now, each listed with its elements. */
export async function expectNoViolations(page: Page) {
  // Colours are judged once CSS transitions have ended: a button the pointer just left fades back
  // over 0.15 s, and its colours halfway are no one's design (spinners' infinite animations stay).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
