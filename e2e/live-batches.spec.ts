import { expect, type Page } from '@playwright/test';
import { freeProgram } from './live.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §20.1: an admin adds a batch, a learner sees it on the program page and subscribes into it.
test.describe.configure({ mode: 'parallel' });
// A whole journey on two pages, with two axe scans, on a shared two-core machine.
test.setTimeout(120_000);

const main = (page: Page) => page.locator('main');
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

for (const width of [1280, 390]) {
  test(`an admin adds a batch and a learner subscribes into it from the program page (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const adminToken = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.addInitScript((value) => localStorage.setItem('token', value), adminToken);
    const program = await freeProgram(
      page.request,
      adminToken,
      `Live Batch Lab ${Date.now()} ${Math.round(Math.random() * 1e6)}`,
    );
    const starts = isoDay(10);

    // The admin: the program's Batches section, the one form, the list.
    await gotoReady(page, `/admin/programs/${program.id}/curriculum`);
    const section = main(page).getByRole('region', { name: MESSAGES.batches.heading });
    await expect(section.getByText('No batches yet')).toBeVisible();
    await section.getByRole('button', { name: 'Add Batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Batch' });
    await dialog.getByLabel('Name').fill('Evening batch');
    await dialog.getByLabel('Start date').fill(starts);
    await dialog.getByLabel('End date').fill(isoDay(66));
    await dialog.getByLabel('Capacity (seats)').fill('2');
    await page.screenshot({ path: `test-results/live-batches-admin-form-${width}.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const row = section.getByRole('row', { name: /Evening batch/ });
    await expect(row).toContainText('0 / 2');
    await expectNoViolations(page);
    await page.screenshot({ path: `test-results/live-batches-admin-${width}.png`, fullPage: true });

    // The learner: the program page lists the batch with its seats, and Subscribe takes one.
    const learner = await registerLearner(page.request, uniqueEmail('batch'), 'Batch Learner');
    const learnerPage = await signedInPage(
      browser,
      await apiToken(page.request, learner.email, learner.password),
    );
    await learnerPage.setViewportSize({ width, height: 900 });
    await gotoReady(learnerPage, `/programs/${program.id}`);
    const picker = learnerPage.getByRole('group', { name: MESSAGES.batches.pick });
    const option = picker.getByRole('radio', { name: /Evening batch/ });
    await expect(option).toBeChecked();
    await expect(picker).toContainText(MESSAGES.batches.startsOn(shown(starts)));
    await expect(picker).toContainText(MESSAGES.batches.seatsLeft(2));
    await expectNoViolations(learnerPage);
    await learnerPage.screenshot({ path: `test-results/live-batches-program-${width}.png`, fullPage: false });

    const subscribed = learnerPage.waitForResponse((r) => r.url().endsWith('/api/subscription/subscribe'));
    await main(learnerPage).getByRole('button', { name: 'Subscribe' }).first().click();
    const answer = await subscribed;
    expect(answer.status()).toBe(201);
    expect(
      ((await answer.json()) as { subscription: { batch: { name: string } } }).subscription.batch.name,
    ).toBe('Evening batch');
    await expect(
      learnerPage.getByRole('dialog').getByRole('heading', { name: MESSAGES.subscriptions.subscribedTitle }),
    ).toBeVisible();
    await learnerPage.context().close();

    // The admin's list counts the seat.
    await page.reload();
    await expect(
      main(page)
        .getByRole('region', { name: MESSAGES.batches.heading })
        .getByRole('row', { name: /Evening batch/ }),
    ).toContainText('1 / 2');
  });
}
