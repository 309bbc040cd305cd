import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoReady, MESSAGES, seededProgram, test } from './support.ts';

// Every test stands alone (own page, own e-mail addresses): let both workers share this file.
test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface PublicPage {
  name: string;
  /** The address, or how to find it (a program's id is only known once the seed is in place). */
  path: string | ((page: Page) => Promise<string>);
  /** What shows once the page has loaded its data. */
  ready: (page: Page) => Locator;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.locator('#contact').getByRole('button', { name: 'Send Message' }),
  },
  { name: 'about', path: '/about', ready: (page) => page.getByRole('region', { name: 'Our Vision' }) },
  {
    name: 'programs',
    path: '/programs',
    ready: (page) => page.getByRole('article', { name: 'Wealth Management' }),
  },
  {
    name: 'program detail',
    path: async (page) => `/programs/${(await seededProgram(page, 'Swing Trader Program'))._id}`,
    ready: (page) => page.locator('.program-content'),
  },
  {
    name: 'pro trader marketing',
    path: '/pro-trader-program',
    ready: (page) => h1(page, 'Pro Trader Program'),
  },
  { name: 'services', path: '/services', ready: (page) => page.getByText('Coming Soon!') },
  {
    // Rendered in the browser (its locks depend on the visitor): an anonymous visitor's outline.
    name: 'course home',
    path: async (page) => `/learn/${(await seededProgram(page, 'Swing Trader Program'))._id}`,
    ready: (page) => h1(page, 'Swing Trader Program'),
  },
  {
    // Rendered in the browser; signed in, it is scanned in simulator.spec.ts (it needs market data).
    name: 'simulator',
    path: '/simulator',
    ready: (page) => page.getByRole('note').getByText(MESSAGES.simulator.compliance),
  },
  { name: 'not found', path: '/no-such-page', ready: (page) => h1(page, 'Page not found') },
];

/** Scans the page and fails with a readable list of every serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious, `Accessibility violations:\n${report}`).toEqual([]);
}

async function openLoaded(page: Page, publicPage: PublicPage) {
  const path = typeof publicPage.path === 'string' ? publicPage.path : await publicPage.path(page);
  await gotoReady(page, path);
  await expect(publicPage.ready(page)).toBeVisible();
  await expect(page.getByText(MESSAGES.generic.loading, { exact: true })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.programs.loading, { exact: true })).toHaveCount(0);
}

test.describe('accessibility at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const publicPage of PUBLIC_PAGES) {
    test(`the ${publicPage.name} page has no serious or critical WCAG 2.1 AA violations`, async ({
      page,
    }) => {
      await openLoaded(page, publicPage);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('accessibility at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const publicPage of PUBLIC_PAGES.filter(({ name }) => name === 'home' || name === 'programs')) {
    test(`the ${publicPage.name} page has no serious or critical WCAG 2.1 AA violations`, async ({
      page,
    }) => {
      await openLoaded(page, publicPage);
      await expectNoSeriousViolations(page);
    });
  }
});
