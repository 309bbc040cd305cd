import { expect, type Page } from '@playwright/test';
import { apiToken, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');

for (const width of [390, 1280]) {
  test(`the profile's Calendar section gives the feed, a new address and the reminder switch at ${width} px`, async ({
    browser,
    request,
  }) => {
    // Registration, two feed fetches, a rotation and axe: more than the default 30 s on a loaded machine.
    test.slow();
    const learner = await registerLearner(request, uniqueEmail(`calendar-${width}`), 'Rohan Desai');
    const token = await apiToken(request, learner.email, learner.password);
    const page = await signedInPage(browser, token);
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/profile#calendar');
    const calendar = main(page).getByRole('region', { name: 'Calendar' });
    const address = calendar.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await address.inputValue();
    await expect(
      calendar.getByRole('link', { name: 'Subscribe in Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', first.replace(/^https?:\/\//, 'webcal://'));
    await expect(calendar.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/,
    );
    // The address is a calendar a real client can fetch.
    const feed = await request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    const reminders = calendar.getByRole('switch', { name: MESSAGES.liveCalendar.remindersLabel });
    await expect(reminders).toBeChecked();
    await reminders.click();
    await expect(calendar.getByText(MESSAGES.liveCalendar.remindersOff)).toBeVisible();
    await expect(reminders).not.toBeChecked();

    await calendar.getByRole('button', { name: 'Make a new address' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make a new address' }).click();
    await expect(calendar.getByText(MESSAGES.liveCalendar.rotated)).toBeVisible();
    await expect(address).not.toHaveValue(first);
    expect((await request.get(new URL(first).pathname)).status()).toBe(404);

    await page.screenshot({ path: `test-results/profile-calendar-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page);
  });
}
