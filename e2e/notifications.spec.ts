import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §21: the bell. A live class that moves puts a notice in its learners' bell (the
// live-session-changed job), beside the live area's own mail. Its own program and people per width.
test.describe.configure({ mode: 'parallel' });
// Two registrations, jobs and mails, three pages with axe: a loaded 2-core machine.
test.setTimeout(180_000);

const DAY = 86_400_000;
const IST_MS = 330 * 60_000;
const istDay = (offset: number) => new Date(Date.now() + IST_MS + offset * DAY).toISOString().slice(0, 10);

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
  };
}

async function json<T>(answer: { status(): number; json(): Promise<unknown> }, status: number): Promise<T> {
  expect(answer.status()).toBe(status);
  return (await answer.json()) as T;
}

/** A FREE program with a batch and a session tomorrow, and a learner in the batch. */
async function learnerWithClass(request: APIRequestContext, width: number) {
  const admin = api(request, await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  const program = await json<{ _id: string }>(
    await admin.post('/api/admin/program/add', {
      title: `Bell ${width} ${Date.now()} ${Math.round(Math.random() * 1e6)}`,
      tag: 'Live',
      description: 'Evening live classes in batches.',
      image_path: '',
      offering_type: 'FREE',
      actual_price: 0,
      offer_price: 0,
      availability: 'yes',
      auto_activate_free: true,
      html_content: '<p>Two evening classes a week.</p>',
    }),
    201,
  );
  const batch = await json<{ _id: string }>(
    await admin.post(`/api/admin/program/${program._id}/batch`, {
      name: 'Evening batch',
      starts_on: istDay(0),
      ends_on: istDay(60),
      capacity: 20,
    }),
    201,
  );
  const session = await json<{ _id: string; starts_at: string }>(
    await admin.post(`/api/admin/batch/${batch._id}/session`, {
      title: 'Price action',
      starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
      duration_minutes: 60,
    }),
    201,
  );
  const learner = await registerLearner(request, uniqueEmail(`bell-${width}`), 'Asha Rao');
  const token = await apiToken(request, learner.email, learner.password);
  await json(
    await api(request, token).post('/api/subscription/subscribe', {
      resourceType: 'program',
      resourceId: program._id,
      batchId: batch._id,
    }),
    201,
  );
  /** The admin moves the class an hour later; resolves once the learner was told (mail and bell). */
  const move = async () => {
    const since = Date.now();
    const startsAt = new Date(Date.parse(session.starts_at) + 3_600_000).toISOString();
    session.starts_at = startsAt;
    await json(await admin.put(`/api/admin/session/${session._id}`, { starts_at: startsAt }), 200);
    await waitForMail(learner.email, /Class moved: Price action/, since);
  };
  return { token, session, move };
}

async function look(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/notifications-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

for (const width of [1280, 390]) {
  test(`a moved class shows in the bell, opens, and is marked read (${width} px)`, async ({
    browser,
    request,
  }) => {
    const { token, session, move } = await learnerWithClass(request, width);
    await move();
    await move();

    const page = await signedInPage(browser, token);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/mysubscriptions');
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Latest notifications' });
    const notices = panel.getByRole('link', { name: 'Unread: Class moved: Price action' });
    await expect(notices).toHaveCount(2);
    await look(page, 'panel', width);

    // Opening one takes the learner to the class, and marks that one read.
    await notices.first().click();
    await expect(page).toHaveURL(new RegExp(`/live/${session._id}$`));
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    // The page lists both, the one opened as read; "Mark all as read" empties the count.
    await gotoReady(page, '/notifications');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Class moved: Price action', exact: true })).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Unread: Class moved: Price action' })).toHaveCount(1);
    await look(page, 'page', width);
    await main.getByRole('button', { name: MESSAGES.notifications.markAllRead }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Class moved: Price action', exact: true })).toHaveCount(2);

    // The e-mail choices on the profile.
    await gotoReady(page, '/profile#notifications');
    const section = main.getByRole('region', { name: 'Notifications' });
    await section
      .getByRole('group', { name: 'Replies to my threads' })
      .getByRole('radio', { name: 'Daily digest' })
      .check();
    await expect(section.getByText(MESSAGES.notifications.preferencesSaved)).toBeVisible();
    await look(page, 'profile', width);
    await page.context().close();
  });
}
