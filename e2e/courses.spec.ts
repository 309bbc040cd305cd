import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { makeSampleVideo } from '../src/server/media/ffmpeg.ts';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test, uniqueEmail } from './support.ts';

const main = (page: Page) => page.locator('main');

/** A 6-second MP4 made by ffmpeg for this run: no video is committed. */
async function sampleVideo(): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-e2e-video-'));
  try {
    const file = path.join(dir, 'lesson.mp4');
    await makeSampleVideo(file, { seconds: 6, width: 320, height: 180, rate: 15 });
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

test('an admin builds a module with a video and an article, approves a learner, and the learner completes both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Options Basics ${Date.now()}`;
  const created = await request.post('/api/admin/program/add', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      title,
      tag: 'Options',
      description: 'Calls, puts and the Greeks, from the ground up.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 4999,
      offer_price: 2999,
      availability: 'yes',
      html_content: '<p>An introduction to options.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const programId = ((await created.json()) as { _id: string })._id;
  const learner = await registerLearner(request, uniqueEmail('course-learner'), 'Meera Iyer');
  const learnerToken = await apiToken(request, learner.email, learner.password);
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: programId },
  });
  expect(subscribed.status()).toBe(201);

  // The admin builds the module on the Curriculum screen.
  const admin = await signedInPage(browser, adminToken);
  await gotoReady(admin, `/admin/programs/${programId}/curriculum`);
  await main(admin).getByRole('button', { name: 'Add Module' }).click();
  const moduleForm = admin.getByRole('dialog', { name: 'Add Module' });
  await moduleForm.getByLabel('Title').fill('Week 1: Calls and puts');
  await moduleForm.getByRole('button', { name: 'Save' }).click();
  await expectAlert(admin, MESSAGES.courses.moduleAdded);

  await main(admin).getByRole('button', { name: 'Add Lesson to Week 1: Calls and puts' }).click();
  const videoForm = admin.getByRole('dialog', { name: 'Add Lesson' });
  await videoForm.getByLabel('Title').fill('What an option is');
  await videoForm.getByLabel('Kind').selectOption('Video');
  await videoForm
    .getByLabel('Video (MP4)')
    .setInputFiles({ name: 'what-an-option-is.mp4', mimeType: 'video/mp4', buffer: await sampleVideo() });
  // Uploaded, then transcoded to HLS by the job queue.
  await expect(videoForm.getByRole('status')).toContainText(MESSAGES.admin.mediaReady, { timeout: 60_000 });
  await videoForm.getByRole('button', { name: 'Save' }).click();
  await expectAlert(admin, MESSAGES.admin.lessonAdded);

  await main(admin).getByRole('button', { name: 'Add Lesson to Week 1: Calls and puts' }).click();
  const articleForm = admin.getByRole('dialog', { name: 'Add Lesson' });
  await articleForm.getByLabel('Title').fill('Calls and puts in one page');
  await articleForm.getByRole('button', { name: 'HTML', exact: true }).click();
  await articleForm
    .getByLabel('HTML Content')
    .fill('<p>A call gives the right to buy; a put gives the right to sell.</p>');
  await articleForm.getByRole('button', { name: 'Save' }).click();
  await expectAlert(admin, MESSAGES.admin.lessonAdded);
  await expect(
    main(admin).getByRole('list', { name: 'Lessons of Week 1: Calls and puts' }).locator('.fw-semibold'),
  ).toHaveText(['What an option is', 'Calls and puts in one page']);

  // Before approval the learner has no course to open.
  const learnerPage = await signedInPage(browser, learnerToken);
  await gotoReady(learnerPage, '/mysubscriptions');
  const card = main(learnerPage).getByRole('article', { name: title });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /learning/ })).toHaveCount(0);

  // The admin approves the subscription.
  await gotoReady(admin, '/admin/subscriptions');
  await main(admin).getByRole('searchbox', { name: 'Search subscriptions' }).fill(learner.email);
  const row = main(admin).getByRole('row').filter({ hasText: learner.email });
  await row.getByRole('button', { name: /Approve/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Yes, approve it!' }).click();
  await expectAlert(admin, MESSAGES.admin.subscriptionApproved);

  // The learner starts the course from My Subscriptions.
  await gotoReady(learnerPage, '/mysubscriptions');
  await expect(card.getByText('0% complete')).toBeVisible();
  await card.getByRole('link', { name: 'Start learning' }).click();
  await expect(main(learnerPage).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoViolations(learnerPage);
  await main(learnerPage).getByRole('link', { name: 'Start learning' }).click();

  // The video plays through hls.js to the end, which completes the lesson on the server.
  await expect(main(learnerPage).getByRole('heading', { level: 1, name: 'What an option is' })).toBeVisible();
  const video = main(learnerPage).locator('video');
  await expect(video).toHaveJSProperty('readyState', 4, { timeout: 20_000 });
  await expectNoViolations(learnerPage);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect(main(learnerPage).getByText('Completed ✓')).toBeVisible({ timeout: 30_000 });

  // Next: the article, marked complete by hand.
  await main(learnerPage).getByRole('link', { name: /Next/ }).click();
  await expect(
    main(learnerPage).getByRole('heading', { level: 1, name: 'Calls and puts in one page' }),
  ).toBeVisible();
  await expect(main(learnerPage).getByText('a put gives the right to sell')).toBeVisible();
  await expectNoViolations(learnerPage);
  await main(learnerPage).getByRole('button', { name: 'Mark as complete' }).click();
  await expect(main(learnerPage).getByText('Completed ✓')).toBeVisible();

  // My Subscriptions shows the progress.
  await gotoReady(learnerPage, '/mysubscriptions');
  await expect(card.getByText('100% complete')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue learning' })).toBeVisible();
  await admin.context().close();
  await learnerPage.context().close();
});

test('an anonymous visitor can watch a preview lesson, and is sent to log in for the others', async ({
  page,
}) => {
  await gotoReady(page, '/learn/pro-trader');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pro Trader Program' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Welcome: how this course works' }).click();
  await expect(page.locator('video')).toHaveJSProperty('readyState', 4, { timeout: 20_000 });
  await expectNoViolations(page);

  await gotoReady(page, '/learn/pro-trader');
  await expect(main(page).getByRole('link', { name: 'How Indian markets are organised' })).toHaveCount(0);
  await expect(main(page).getByText('How Indian markets are organised')).toBeVisible();
});

/** A program whose first lesson is a 2-question quiz that hides its answers, then an article; a learner active on it. */
async function hiddenAnswersQuiz(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers: admin, data });
    expect(response.status(), url).toBe(201);
    return (await response.json()) as { _id: string };
  };
  const title = `Options Exam ${Date.now()}`;
  const program = await post('/api/admin/program/add', {
    title,
    tag: 'NISM',
    description: 'An exam that hides its answers.',
    image_path: '',
    offering_type: 'FREE',
    actual_price: 0,
    offer_price: 0,
    availability: 'yes',
    html_content: '<p>Exam.</p>',
  });
  const module = await post(`/api/admin/program/${program._id}/module`, {
    title: 'Exam',
    release_after_days: 0,
  });
  const bank = await post('/api/admin/bank', { title: `Options exam bank ${Date.now()}` });
  for (const n of [1, 2]) {
    await post(`/api/admin/bank/${bank._id}/question`, {
      text: `Exam question ${n}`,
      multiple: false,
      options: [
        { text: `Right ${n}`, correct: true },
        { text: `Wrong ${n}`, correct: false },
      ],
      explanation: '',
    });
  }
  const quiz = await post(`/api/admin/module/${module._id}/lesson`, {
    title: 'Final exam',
    kind: 'quiz',
    quiz: {
      bank_id: bank._id,
      questions: 2,
      time_limit_minutes: 10,
      pass_percent: 60,
      negative_mark: 0,
      attempts_allowed: null,
      show_answers: false,
      required: true,
    },
  });
  await post(`/api/admin/module/${module._id}/lesson`, {
    title: 'After the exam',
    kind: 'article',
    html_content: '<p>Well done.</p>',
  });
  const learner = await registerLearner(request, uniqueEmail('exam'), 'Exam Learner');
  const learnerToken = await apiToken(request, learner.email, learner.password);
  const subscribed = await request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: program._id },
  });
  expect(subscribed.status()).toBe(201);
  const subscriptionId = ((await subscribed.json()) as { subscription: { _id: string } }).subscription._id;
  await request.put(`/api/admin/subscription/${subscriptionId}`, {
    headers: admin,
    data: { status: 'active' },
  });
  return { programId: program._id, title, quizId: quiz._id, learnerToken };
}

test('during a quiz attempt only the questions can be navigated, leaving asks first, and a hidden-answers result says which were wrong', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { programId, title, quizId, learnerToken } = await hiddenAnswersQuiz(request);
  const learner = await signedInPage(browser, learnerToken);
  await gotoReady(learner, `/learn/${programId}/${quizId}`);
  await expect(main(learner).getByRole('navigation', { name: 'Previous and next lesson' })).toBeVisible();
  await main(learner).getByRole('button', { name: 'Start quiz' }).click();
  await expect(main(learner).getByRole('heading', { name: 'Question 1 of 2' })).toBeFocused();
  await expect(main(learner).getByRole('navigation', { name: 'Previous and next lesson' })).toHaveCount(0);
  await expect(main(learner).getByRole('heading', { name: 'Course content' })).toHaveCount(0);
  await expect(main(learner).getByText(/The course content is hidden while you take the quiz/)).toBeVisible();
  for (const width of [390, 1280]) {
    await learner.setViewportSize({ width, height: 900 });
    await learner.screenshot({ path: test.info().outputPath(`quiz-attempt-${width}.png`), fullPage: true });
    await expectNoViolations(learner);
  }

  // A link back to the course asks first; Cancel stays on the attempt.
  await main(learner).getByRole('link', { name: title }).click();
  const leave = learner.getByRole('dialog', { name: 'Leave the quiz?' });
  await expect(leave).toBeVisible();
  await expectNoViolations(learner);
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(main(learner).getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  expect(new URL(learner.url()).pathname).toBe(`/learn/${programId}/${quizId}`);

  // One right, one wrong: the result names the wrong question, not its right option.
  for (const n of [1, 2]) {
    const question = main(learner).getByRole('group', { name: /^Exam question \d$/ });
    const number = (await question.locator('legend').textContent())?.match(/\d/)?.[0];
    const choice = n === 1 ? `Right ${number}` : `Wrong ${number}`;
    await question.getByRole('radio', { name: choice }).check();
    await expect(main(learner).getByText('Saved')).toBeVisible();
    if (n === 1) await main(learner).getByRole('button', { name: 'Next question' }).click();
  }
  await main(learner).getByRole('button', { name: 'Submit quiz' }).click();
  await learner
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(main(learner).getByRole('heading', { name: 'Result: not passed' })).toBeVisible();
  await expect(main(learner).getByText('1 of 2 questions were not answered correctly.')).toBeVisible();
  await expect(main(learner).getByRole('heading', { name: 'Question 1: Correct' })).toBeVisible();
  await expect(main(learner).getByRole('heading', { name: 'Question 2: Wrong' })).toBeVisible();
  await expect(main(learner).getByText(/Correct answer/)).toHaveCount(0);
  await expect(main(learner).getByRole('navigation', { name: 'Previous and next lesson' })).toBeVisible();
  for (const width of [390, 1280]) {
    await learner.setViewportSize({ width, height: 900 });
    await learner.screenshot({ path: test.info().outputPath(`quiz-result-${width}.png`), fullPage: true });
    await expectNoViolations(learner);
  }
  await learner.context().close();
});
