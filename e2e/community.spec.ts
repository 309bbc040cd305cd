import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner, waitForMail } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

// docs/product.md §22: two learners discuss in their program's space (a picture in a post) and
// under a lesson, an instructor answers and the answer is accepted, a tip-like post is held, a
// report reaches the queue and a moderator decides; each is told in the bell and by e-mail (§21);
// a learner of another program sees nothing. Its own program and people per width, so the two run
// side by side.
test.describe.configure({ mode: 'parallel' });
test.setTimeout(300_000);

const IST_MS = 330 * 60_000;
const istDay = (offset: number) =>
  new Date(Date.now() + IST_MS + offset * 86_400_000).toISOString().slice(0, 10);
const main = (page: Page) => page.locator('main');

/** A 640×360 PNG of ffmpeg's test pattern, made for this run: no picture is committed. */
function samplePicture(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-e2e-community-'));
  try {
    const file = path.join(dir, 'sheet.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360',
      '-frames:v',
      '1',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The member's bell counts `unread`; its panel holds the notice titled `title`, which leads to
 * `target`. The panel is looked at (axe included) when `shot` is given.
 */
async function followNotice(
  page: Page,
  unread: number,
  title: string,
  target: string,
  shot?: [string, number],
) {
  await page.getByRole('button', { name: `Notifications, ${unread} unread` }).click();
  const notice = page
    .getByRole('region', { name: 'Latest notifications' })
    .getByRole('link', { name: `Unread: ${title}` });
  await expect(notice).toBeVisible();
  if (shot) await look(page, shot[0], shot[1]);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data?: unknown) =>
      request.post(url, { headers, ...(data === undefined ? {} : { data }) }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
  };
}

async function json<T>(answer: { status(): number; json(): Promise<unknown> }, status: number): Promise<T> {
  expect(answer.status()).toBe(status);
  return (await answer.json()) as T;
}

type Person = { email: string; password: string; token: string };

async function person(request: APIRequestContext, label: string, name: string): Promise<Person> {
  const account = await registerLearner(request, uniqueEmail(label), name);
  return { ...account, token: await apiToken(request, account.email, account.password) };
}

/** The admin's part: a FREE program with a lesson, an instructor's batch, two learners in it and one outside. */
async function setUp(request: APIRequestContext, width: number) {
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = api(request, adminToken);
  const program = await json<{ _id: string }>(
    await admin.post('/api/admin/program/add', {
      title: `Community ${width} ${Date.now()} ${Math.round(Math.random() * 1e6)}`,
      tag: 'Community',
      description: 'A program with a community space.',
      image_path: '',
      offering_type: 'FREE',
      actual_price: 0,
      offer_price: 0,
      availability: 'yes',
      auto_activate_free: true,
      html_content: '<p>Learn together.</p>',
    }),
    201,
  );
  const module = await json<{ _id: string }>(
    await admin.post(`/api/admin/program/${program._id}/module`, { title: 'Risk first' }),
    201,
  );
  const lesson = await json<{ _id: string }>(
    await admin.post(`/api/admin/module/${module._id}/lesson`, {
      title: 'Stop-losses',
      kind: 'article',
      html_content: '<p>A stop-loss limits what one trade can cost.</p>',
    }),
    201,
  );
  const teacher = await person(request, `teacher-${width}`, 'Ravi Iyer');
  const profile = await json<Record<string, unknown> & { _id: string }>(
    await api(request, teacher.token).get('/api/profile'),
    200,
  );
  await json(
    await admin.put(`/api/admin/user/${profile._id}`, {
      name: profile.name,
      email: profile.email,
      mobile: profile.mobile ?? '',
      status: profile.status,
      role: 'instructor',
    }),
    200,
  );
  const batch = await json<{ _id: string }>(
    await admin.post(`/api/admin/program/${program._id}/batch`, {
      name: 'Evening batch',
      starts_on: istDay(0),
      ends_on: istDay(60),
      capacity: 20,
      instructor_id: profile._id,
    }),
    201,
  );
  const asha = await person(request, `asha-${width}`, 'Asha Rao');
  const meera = await person(request, `meera-${width}`, 'Meera Nair');
  for (const learner of [asha, meera]) {
    await json(
      await api(request, learner.token).post('/api/subscription/subscribe', {
        resourceType: 'program',
        resourceId: program._id,
        batchId: batch._id,
      }),
      201,
    );
  }
  const outsider = await person(request, `outsider-${width}`, 'Kiran Das');
  return { programId: program._id, lessonId: lesson._id, teacher, asha, meera, outsider };
}

async function open(browser: Browser, token: string, width: number) {
  const page = await signedInPage(browser, token);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

async function look(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/community-${name}-${width}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoViolations(page);
}

for (const width of [1280, 390]) {
  test(`learners discuss, an instructor answers, a tip is held and a report is decided (${width} px)`, async ({
    browser,
    request,
  }) => {
    const setup = await setUp(request, width);
    const space = `/community/${setup.programId}`;

    // Asha starts a thread in the space, with a picture of her sheet; the notice is there.
    const asha = await open(browser, setup.asha.token, width);
    await gotoReady(asha, space);
    await expect(main(asha).getByText(MESSAGES.community.notice.noAdvice)).toBeVisible();
    await expect(main(asha).getByText(MESSAGES.community.emptySpace)).toBeVisible();
    await look(asha, 'space-empty', width);
    await main(asha).getByLabel('Title').fill('Position sizing in the replay');
    await main(asha).getByLabel('Your text').fill('How much of my capital should one trade risk?');
    await main(asha).getByRole('button', { name: 'Add picture' }).click();
    await main(asha)
      .getByLabel(/^Picture/)
      .setInputFiles({ name: 'sheet.png', mimeType: 'image/png', buffer: samplePicture() });
    await main(asha).getByRole('textbox', { name: 'Short description' }).fill('My position-size sheet');
    await main(asha).getByRole('button', { name: 'Insert picture' }).click();
    await expect(main(asha).getByRole('img', { name: 'My position-size sheet' })).toBeVisible();
    await look(asha, 'picture-added', width);
    await main(asha).getByRole('button', { name: 'Post thread' }).click();
    await expect(main(asha).getByRole('heading', { name: 'Position sizing in the replay' })).toBeVisible();
    const threadUrl = new URL(asha.url()).pathname;
    const shown = main(asha)
      .getByRole('article')
      .first()
      .getByRole('img', { name: 'My position-size sheet' });
    await expect(shown).toHaveAttribute('src', /^\/api\/media\/images\/[0-9a-f-]{36}\/1200\.jpg$/);
    await expect(shown).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Drawn within the post's column, whatever the width of the screen.
    const drawn = await shown.evaluate((img) => img.getBoundingClientRect().width);
    expect(drawn).toBeLessThanOrEqual(Math.min(640, width));
    await look(asha, 'thread-picture', width);

    // Meera replies and upvotes; Asha sees the reply.
    const meera = await open(browser, setup.meera.token, width);
    await gotoReady(meera, threadUrl);
    await main(meera).getByLabel('Your text').fill('I keep it to 1% of my capital.');
    const replied = Date.now();
    await main(meera).getByRole('button', { name: 'Post reply' }).click();
    await expect(main(meera).getByText('Your reply is posted.')).toBeVisible();
    await main(meera)
      .getByRole('button', { name: /^Upvote · 0/ })
      .first()
      .click();
    await expect(
      main(meera)
        .getByRole('button', { name: /^Upvote · 1/ })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');
    // Asha is told: in the bell, which leads to the thread, and by e-mail with the thread's link.
    const replyNotice = 'Meera Nair replied to "Position sizing in the replay"';
    const replyMail = await waitForMail(setup.asha.email, /^Meera Nair replied to/, replied);
    expect(replyMail.subject).toBe(replyNotice);
    expect(replyMail.text).toContain(threadUrl);
    await gotoReady(asha, space);
    await followNotice(asha, 1, replyNotice, threadUrl, ['bell', width]);
    await expect(main(asha).getByText('I keep it to 1% of my capital.')).toBeVisible();

    // Under the lesson, Asha asks; the instructor answers; Asha accepts the answer.
    await gotoReady(asha, `/learn/${setup.programId}/${setup.lessonId}`);
    await main(asha).getByRole('button', { name: 'Ask a question' }).click();
    await main(asha).getByLabel('Title').fill('Where do I put my stop?');
    await main(asha).getByLabel('Your text').fill('Above or below the last swing?');
    await main(asha).getByRole('button', { name: 'Post question' }).click();
    const question = main(asha).getByRole('link', { name: 'Where do I put my stop?' });
    await expect(question).toBeVisible();
    await look(asha, 'lesson-questions', width);
    const questionUrl = await question.getAttribute('href');
    const teacher = await open(browser, setup.teacher.token, width);
    await gotoReady(teacher, questionUrl!);
    await main(teacher)
      .getByLabel('Your text')
      .fill('Beyond the swing that proves your idea wrong, sized so the loss is 1%.');
    await main(teacher).getByRole('button', { name: 'Post reply' }).click();
    await expect(main(teacher).getByText('Your reply is posted.')).toBeVisible();
    await gotoReady(asha, questionUrl!);
    const accepted = Date.now();
    await main(asha).getByRole('button', { name: 'Accept answer' }).click();
    await expect(main(asha).getByText('Accepted answer', { exact: true })).toBeVisible();
    await expect(main(asha).getByRole('article').nth(1)).toHaveAttribute('aria-label', 'Reply by Ravi Iyer');
    await look(asha, 'thread-accepted', width);

    // The instructor is told the answer was accepted: bell and e-mail.
    const acceptedNotice = 'Your answer was accepted in "Where do I put my stop?"';
    const acceptedMail = await waitForMail(setup.teacher.email, /^Your answer was accepted/, accepted);
    expect(acceptedMail.subject).toBe(acceptedNotice);
    expect(acceptedMail.text).toContain(questionUrl!);
    await gotoReady(teacher, space);
    await followNotice(teacher, 1, acceptedNotice, questionUrl!);
    await expect(main(teacher).getByText('Accepted answer', { exact: true })).toBeVisible();

    // Meera posts a tip: it is held, shown to her as waiting, and to nobody else.
    await gotoReady(meera, space);
    await main(meera).getByLabel('Title').fill('Monday special');
    await main(meera).getByLabel('Your text').fill('This one is a sure shot, buy at open.');
    await main(meera).getByRole('button', { name: 'Post thread' }).click();
    await expect(
      main(meera)
        .getByText(/waiting for review: /)
        .first(),
    ).toBeVisible();
    await gotoReady(meera, space);
    await expect(main(meera).getByText(/^waiting for review: /)).toBeVisible();
    await look(meera, 'space-held', width);
    await gotoReady(asha, space);
    await expect(main(asha).getByRole('link', { name: 'Position sizing in the replay' })).toBeVisible();
    await expect(main(asha).getByText('Monday special')).toHaveCount(0);
    await look(asha, 'space', width);

    // Asha reports Meera's reply.
    await gotoReady(asha, threadUrl);
    await main(asha).getByRole('button', { name: 'Report' }).click();
    await asha.getByRole('dialog').getByRole('textbox').fill('Pushes a fixed rule as advice');
    await asha.getByRole('dialog').getByRole('button', { name: 'Report' }).click();
    await expect(asha.getByRole('dialog')).toContainText(MESSAGES.community.reported);
    await asha.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // The instructor works the queue: both posts are there; the tip is deleted, the report approved.
    await gotoReady(teacher, '/admin/moderation');
    const entries = main(teacher)
      .getByRole('listitem')
      .filter({ hasText: /Held:|Reported/ });
    await expect(entries).toHaveCount(2);
    await look(teacher, 'moderation', width);
    const tip = entries.filter({ hasText: 'sure shot' });
    await tip.getByLabel('Note (kept in the audit log)').fill('A stock tip');
    await tip.getByRole('button', { name: 'Delete' }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: MESSAGES.admin.confirmDelete }).click();
    await expect(teacher.getByRole('dialog')).toContainText(MESSAGES.community.decided.delete);
    await teacher.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const reported = entries.filter({ hasText: 'Pushes a fixed rule as advice' });
    const decided = Date.now();
    await reported.getByRole('button', { name: 'Approve' }).click();
    await expect(teacher.getByRole('dialog')).toContainText(MESSAGES.community.decided.approve);
    await teacher.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(main(teacher).getByText(MESSAGES.community.emptyQueue)).toBeVisible();

    // Meera is told both decisions: the approval leads to the thread, by bell and by e-mail.
    const approvedNotice = 'Your post in "Position sizing in the replay" was approved and is now published';
    const approvedMail = await waitForMail(setup.meera.email, /was approved and is now published$/, decided);
    expect(approvedMail.subject).toBe(approvedNotice);
    expect(approvedMail.text).toContain(threadUrl);
    await gotoReady(meera, space);
    await followNotice(meera, 2, approvedNotice, threadUrl);
    await expect(main(meera).getByText('I keep it to 1% of my capital.')).toBeVisible();
    await expect(meera.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

    // A learner of another program sees nothing of it.
    const refused = await api(request, setup.outsider.token).get(`/api/community/${setup.programId}/threads`);
    expect(refused.status()).toBe(403);
    const outsider = await open(browser, setup.outsider.token, width);
    await gotoReady(outsider, space);
    await expect(main(outsider).getByRole('alert')).toHaveText(MESSAGES.community.noAccess);
    await expect(main(outsider).getByText('Position sizing in the replay')).toHaveCount(0);

    for (const page of [asha, meera, teacher, outsider]) await page.context().close();
  });
}
