import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { api, freeProgram, istDay, json, makeInstructor, weekdayOf } from './live.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §20.8: the staff side of live classes. An instructor's calendar of their
// batches' sessions (a week grid at 1280 px, a list of days at 390 px), the batch screen fitting
// a phone, the batch form's instructors, and an admin moving a subscription to another batch.
test.describe.configure({ mode: 'parallel' });
// Two registrations, four pages with axe, on a shared two-core machine.
test.setTimeout(180_000);

const main = (page: Page) => page.locator('main');

/**
 * A FREE program with three batches: the instructor's (with a class tomorrow at 7:30 pm IST and a
 * cancelled one at 9 pm), another with a seat and a class the instructor must not see, and a full
 * one. A learner is subscribed into the instructor's batch.
 */
async function setUp(request: APIRequestContext, width: number) {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = api(request, adminToken);
  const tag = `${width} ${Date.now()} ${Math.round(Math.random() * 1e6)}`;
  const program = await freeProgram(request, adminToken, `Live Staff ${tag}`, true);
  const instructor = await makeInstructor(request, adminToken, `Ravi Iyer ${width}`, 'staff-instructor');
  const addBatch = async (name: string, capacity: number, instructorId: string | null) =>
    json<{ _id: string }>(
      await admin.post(`/api/admin/program/${program.id}/batch`, {
        name: `${name} ${tag}`,
        starts_on: istDay(0),
        ends_on: istDay(60),
        capacity,
        instructor_id: instructorId,
      }),
      201,
    );
  const mine = await addBatch('Evening', 5, instructor.id);
  const other = await addBatch('Weekend', 3, null);
  const full = await addBatch('Morning', 1, null);
  const day = istDay(1);
  const session = (batchId: string, title: string, time: string) =>
    admin.post(`/api/admin/batch/${batchId}/session`, {
      title,
      starts_at: `${day}T${time}:00+05:30`,
      duration_minutes: 60,
    });
  const evening = await json<{ _id: string }>(await session(mine._id, 'Reading candles', '19:30'), 201);
  const cancelled = await json<{ _id: string }>(await session(mine._id, 'Option chain', '21:00'), 201);
  await json(await admin.delete(`/api/admin/session/${cancelled._id}`), 200);
  await json(await session(other._id, 'Another batch class', '18:00'), 201);

  const subscribe = async (name: string, batchId: string) => {
    const learner = await registerLearner(request, uniqueEmail('staff-learner'), name);
    const token = await apiToken(request, learner.email, learner.password);
    await json(
      await api(request, token).post('/api/subscription/subscribe', {
        resourceType: 'program',
        resourceId: program.id,
        batchId,
      }),
      201,
    );
    return learner;
  };
  const learner = await subscribe(`Asha Rao ${width}`, mine._id);
  await subscribe(`Meera Iyer ${width}`, full._id);
  return { adminToken, tag, program, instructor, batches: { mine, other, full }, day, evening, learner };
}

async function fits(page: Page, width: number) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`staff see their sessions on a calendar and an admin moves a subscription (${width} px)`, async ({
    browser,
    request,
  }) => {
    const setup = await setUp(request, width);

    // The instructor's calendar: this week, or the next when tomorrow is a Monday.
    const staff = await signedInPage(
      browser,
      await apiToken(request, setup.instructor.email, setup.instructor.password),
    );
    await staff.setViewportSize({ width, height: 900 });
    await gotoReady(staff, '/admin/live');
    const week = main(staff).getByRole('region', { name: 'Week' });
    if (weekdayOf(setup.day) === 1) await week.getByRole('button', { name: 'Next week' }).click();
    const calendar =
      width >= 992
        ? week.getByRole('table', { name: /^Sessions from/ })
        : week.getByRole('list', { name: 'Days of the week' });
    const link = calendar.getByRole('link', { name: 'Reading candles' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/admin/live/sessions/${setup.evening._id}`);
    // A grid's row of the hour, or the phone's entry (the innermost list item holding the link).
    const entry =
      width >= 992
        ? calendar.getByRole('row', { name: /^7 pm/ })
        : calendar
            .getByRole('listitem')
            .filter({ has: staff.getByRole('link', { name: 'Reading candles' }) })
            .last();
    await expect(entry).toContainText('7:30 pm–8:30 pm IST');
    await expect(entry).toContainText(`Evening ${setup.tag}`);
    await expect(entry).toContainText(`Ravi Iyer ${width}`);
    await expect(calendar.getByRole('link', { name: 'Option chain' })).toHaveClass(
      /text-decoration-line-through/,
    );
    await expect(calendar.getByText('Another batch class')).toHaveCount(0);
    await fits(staff, width);
    await expectNoViolations(staff);
    await staff.screenshot({ path: `test-results/live-staff-calendar-${width}.png`, fullPage: true });

    // The list view names the instructor too; a session opens its attendance page.
    await main(staff).getByRole('button', { name: 'List' }).click();
    const list = main(staff).getByRole('region', { name: 'Coming sessions' });
    await expect(list.getByRole('row', { name: /Reading candles/ })).toContainText(`Ravi Iyer ${width}`);
    await expectNoViolations(staff);
    await list.getByRole('link', { name: 'Reading candles' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/live/sessions/${setup.evening._id}$`));

    // The batch screen fits the phone's width.
    await gotoReady(staff, `/admin/live/batches/${setup.batches.mine._id}`);
    await expect(main(staff).getByRole('region', { name: 'Roster' })).toContainText(setup.learner.email);
    await fits(staff, width);
    await staff.screenshot({ path: `test-results/live-staff-batch-${width}.png`, fullPage: true });
    await staff.context().close();

    // The admin: the batch form offers instructors and admins, never a learner.
    const page = await signedInPage(browser, setup.adminToken);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, `/admin/programs/${setup.program.id}/curriculum`);
    await main(page)
      .getByRole('region', { name: MESSAGES.batches.heading })
      .getByRole('button', { name: 'Add Batch' })
      .click();
    const form = page.getByRole('dialog', { name: 'Add Batch' });
    const instructors = form.getByLabel('Instructor');
    await expect(instructors.getByRole('option', { name: `Ravi Iyer ${width} (instructor)` })).toHaveCount(1);
    await expect(instructors.getByRole('option', { name: new RegExp(`Asha Rao ${width}`) })).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The admin moves the learner's subscription to the other batch; the full one cannot be chosen.
    await gotoReady(page, '/admin/subscriptions');
    await main(page).getByRole('searchbox').fill(setup.learner.email);
    const row = main(page).getByRole('row', { name: new RegExp(`Asha Rao ${width}`) });
    await expect(row).toContainText(`Evening ${setup.tag}`);
    await row.getByRole('button', { name: /^Move/ }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.batches.moveTitle });
    const choice = dialog.getByLabel('Batch', { exact: true });
    await expect(
      choice.getByRole('option', { name: new RegExp(`^Morning ${setup.tag}.*full$`) }),
    ).toBeDisabled();
    await choice.selectOption({ label: `Weekend ${setup.tag} · starts ${istDay(0)} · 3 seats left` });
    await expectNoViolations(page);
    await page.screenshot({ path: `test-results/live-staff-move-${width}.png`, fullPage: false });
    const moved = page.waitForResponse((r) => r.url().includes('/batch') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Move' }).click();
    expect((await moved).status()).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(row).toContainText(`Weekend ${setup.tag}`);
    await fits(page, width);
    await page.context().close();
  });
}
