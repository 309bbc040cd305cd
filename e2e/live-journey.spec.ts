import { type APIRequestContext, expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { api, freeProgram, istDay, json, makeInstructor, weekdayOf } from './live.ts';
import { apiToken, E2E_ADMIN, registerLearner, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §20: the live-class journey, from a batch with a weekly series to a recording
// shown as a lesson. Its own program, batch and people per width, so the two run side by side.
test.describe.configure({ mode: 'parallel' });
// Two registrations, mails, waiting for a session to start, four pages with axe: a loaded 2-core machine.
test.setTimeout(300_000);

const DAY = 86_400_000;
const main = (page: Page) => page.locator('main');

/** The learner's feed, read by ical.js with the file's own VTIMEZONE, as a calendar app does. */
async function readFeed(request: APIRequestContext, token: string) {
  const feed = await json<{ feed_url: string }>(await api(request, token).get('/api/profile/calendar'), 200);
  const answer = await request.get(new URL(feed.feed_url).pathname);
  expect(answer.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
    };
  });
}

interface Setup {
  adminToken: string;
  programId: string;
  batchId: string;
  instructor: { email: string; password: string };
  learner: { email: string; password: string };
}

/** The admin's part: a FREE program, an instructor promoted from a registered account, a batch. */
async function setUp(request: APIRequestContext, width: number): Promise<Setup> {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = api(request, adminToken);
  const program = await freeProgram(
    request,
    adminToken,
    `Live Journey ${width} ${Date.now()} ${Math.round(Math.random() * 1e6)}`,
    true,
  );
  const instructor = await makeInstructor(request, adminToken, 'Ravi Iyer', `instructor-${width}`);
  const batch = await json<{ _id: string }>(
    await admin.post(`/api/admin/program/${program.id}/batch`, {
      name: 'Evening batch',
      starts_on: istDay(0),
      ends_on: istDay(60),
      capacity: 20,
      instructor_id: instructor.id,
    }),
    201,
  );
  const learner = await registerLearner(request, uniqueEmail(`live-learner-${width}`), 'Asha Rao');
  return { adminToken, programId: program.id, batchId: batch._id, instructor, learner };
}

async function look(page: Page, path: string, name: string, width: number) {
  await gotoReady(page, path);
  await page.screenshot({ path: `test-results/live-journey-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

for (const width of [1280, 390]) {
  test(`a batch's live classes, from the series to the recording (${width} px)`, async ({
    browser,
    request,
  }) => {
    const setup = await setUp(request, width);
    const admin = api(request, setup.adminToken);

    // The weekly series, two weekdays from the day after tomorrow, 19:30 IST, two weeks.
    const first = istDay(2);
    const series = await json<{ _id: string; starts_at: string }[]>(
      await admin.post(`/api/admin/batch/${setup.batchId}/session/series`, {
        title: 'Price action',
        weekdays: [weekdayOf(first), weekdayOf(istDay(4))],
        time: '19:30',
        duration_minutes: 60,
        weeks: 2,
        starts_on: first,
      }),
      201,
    );
    expect(series.length).toBeGreaterThanOrEqual(3);
    // A class starting in under two minutes (its join window is open), and one tomorrow.
    const soon = await json<{ _id: string; starts_at: string }>(
      await admin.post(`/api/admin/batch/${setup.batchId}/session`, {
        title: 'Opening bell',
        starts_at: new Date(Date.now() + 100_000).toISOString(),
        duration_minutes: 30,
      }),
      201,
    );
    const tomorrow = await json<{ _id: string }>(
      await admin.post(`/api/admin/batch/${setup.batchId}/session`, {
        title: 'Risk and position size',
        starts_at: new Date(Date.now() + DAY).toISOString(),
        duration_minutes: 60,
      }),
      201,
    );

    // The learner subscribes to the FREE program: active at once, in the batch.
    const learnerToken = await apiToken(request, setup.learner.email, setup.learner.password);
    const learner = api(request, learnerToken);
    await json(
      await learner.post('/api/subscription/subscribe', {
        resourceType: 'program',
        resourceId: setup.programId,
        batchId: setup.batchId,
      }),
      201,
    );

    // The feed: every session of the series in Asia/Kolkata, read by a real iCalendar parser.
    const before = await readFeed(request, learnerToken);
    const seriesEvents = before.filter((event) => event.summary === 'Price action');
    expect(seriesEvents).toHaveLength(series.length);
    for (const event of seriesEvents) expect(event.tzid).toBe('Asia/Kolkata');
    const moved = series[0]!;
    const movedBefore = before.find((event) => event.uid.startsWith(moved._id))!;
    expect(movedBefore.start.toISOString()).toBe(new Date(moved.starts_at).toISOString());

    // The schedule and a session page, as the learner sees them.
    const page = await signedInPage(browser, learnerToken);
    await page.setViewportSize({ width, height: 900 });
    await look(page, '/live', 'schedule', width);
    await expect(main(page).getByRole('link', { name: 'Price action' }).first()).toBeVisible();
    await look(page, `/live/${tomorrow._id}`, 'session-tomorrow', width);
    await expect(main(page).getByRole('button', { name: /^Opens at .* IST$/ })).toBeDisabled();
    await expect(main(page).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /ctz=Asia%2FKolkata/,
    );
    const refused = await request.get(`/api/live/${tomorrow._id}/join`, {
      headers: { Authorization: `Bearer ${learnerToken}` },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { opens_at?: string }).opens_at).toBeTruthy();

    // The admin moves a class an hour later: the learner gets the mail, the feed a higher SEQUENCE.
    const since = Date.now();
    const newStart = new Date(Date.parse(moved.starts_at) + 3_600_000).toISOString();
    await json(await admin.put(`/api/admin/session/${moved._id}`, { starts_at: newStart }), 200);
    await waitForMail(setup.learner.email, /Class moved: Price action/, since);
    const after = (await readFeed(request, learnerToken)).find((event) => event.uid === movedBefore.uid)!;
    expect(after.sequence).toBeGreaterThan(movedBefore.sequence);
    expect(after.start.toISOString()).toBe(new Date(newStart).toISOString());

    // Join in the window: the button takes the learner to the room, and the join is recorded.
    await look(page, `/live/${soon._id}`, 'session-open', width);
    // The room is out on the internet: the join redirect's answer is what is checked, not the room.
    const joined = page.waitForResponse((r) => r.url().includes(`/api/live/${soon._id}/join?ticket=`));
    await main(page).getByRole('button', { name: 'Join live class' }).click();
    const redirect = await joined;
    expect(redirect.status()).toBe(303);
    expect(redirect.headers().location).toMatch(/^https:\/\/meet\.jit\.si\/\S+/);
    const sheet = await json<{ rows: { email: string; joined: boolean }[] }>(
      await admin.get(`/api/admin/session/${soon._id}/attendance`),
      200,
    );
    expect(sheet.rows.find((row) => row.email === setup.learner.email)?.joined).toBe(true);

    // The instructor sees only their batch, and attaches a YouTube link once the class has started.
    const instructorToken = await apiToken(request, setup.instructor.email, setup.instructor.password);
    const mine = await json<{ _id: string }[]>(
      await api(request, instructorToken).get('/api/admin/instructor/batches'),
      200,
    );
    expect(mine.map((batch) => batch._id)).toEqual([setup.batchId]);
    const wait = Date.parse(soon.starts_at) - Date.now() + 2_000;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const staff = await signedInPage(browser, instructorToken);
    await staff.setViewportSize({ width, height: 900 });
    await gotoReady(staff, `/admin/live/batches/${setup.batchId}`);
    await main(staff)
      .getByRole('button', { name: /^Recording of Opening bell/ })
      .click();
    await main(staff)
      .getByLabel('Recording link (YouTube, Vimeo or Google Drive)')
      .fill('https://youtu.be/dQw4w9WgXcQ');
    await main(staff).getByRole('button', { name: 'Attach link' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(main(staff).getByText(/^Recording: Opening bell/)).toBeVisible();
    await staff.screenshot({ path: `test-results/live-journey-staff-${width}.png`, fullPage: true });
    await expectNoViolations(staff);
    await staff.context().close();

    // The learner sees the recording on the session page and as a lesson of the course.
    await look(page, `/live/${soon._id}`, 'session-recording', width);
    await main(page).getByRole('link', { name: 'Watch the recording' }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/${setup.programId}/`));
    await expect(
      main(page)
        .getByText(/Recording: Opening bell/)
        .first(),
    ).toBeVisible();
    await page.context().close();
  });
}
