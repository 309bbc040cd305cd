import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, MESSAGES, signedInPage, test } from './support.ts';

const main = (page: Page) => page.locator('main');

/** A 1600×900 PNG of ffmpeg's test pattern, made for this run: no picture is committed. */
function samplePicture(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'fintrain-e2e-picture-'));
  try {
    const file = path.join(dir, 'candles.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1600x900',
      '-frames:v',
      '1',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const VIDEO_SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** The suite runs without the internet: the player's frame gets a small page of its own. */
async function stubPlayer(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><main><p>Player</p></main></body></html>',
    }),
  );
}

test('an admin writes a lesson in the editor with a heading, a list, a link, a picture and a video, and a learner on a phone reads it', async ({
  browser,
}) => {
  // Two browser contexts, an upload resized by ffmpeg and two axe runs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const token = await apiToken((await browser.newContext()).request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = await signedInPage(browser, token);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await stubPlayer(admin);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Authoring Lab ${Date.now()}`;
  const program = await admin.request.post('/api/admin/program/add', {
    headers,
    data: {
      title,
      tag: 'Lab',
      description: 'A program for the editor test.',
      image_path: '',
      offering_type: 'FREE',
      actual_price: 0,
      offer_price: 0,
      availability: 'yes',
      html_content: '',
    },
  });
  expect(program.status()).toBe(201);
  const { _id: programId } = (await program.json()) as { _id: string };
  const module = await admin.request.post(`/api/admin/program/${programId}/module`, {
    headers,
    data: { title: 'Basics', release_after_days: 0 },
  });
  expect(module.status()).toBe(201);

  await gotoReady(admin, `/admin/programs/${programId}/curriculum`);
  await main(admin).getByRole('button', { name: 'Add Lesson to Basics' }).click();
  const form = admin.getByRole('dialog', { name: 'Add Lesson' });
  await form.getByLabel('Title').fill('Reading candles');
  await form.getByLabel('Free preview').check();
  const editor = form.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await admin.keyboard.type('Candles at a glance');
  await form.getByRole('button', { name: 'Heading', exact: true }).click();
  await admin.keyboard.press('End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('Each candle shows four prices. Read more at NSE');
  for (let i = 0; i < 3; i++) await admin.keyboard.press('Shift+ArrowLeft');
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByLabel('Link address').fill('https://www.nseindia.com');
  await form.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor.getByRole('link', { name: 'NSE' })).toBeVisible();
  // Back in the editor with the cursor after the link (not replacing the selected word).
  await editor.press('End');
  await editor.press('Enter');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  await admin.keyboard.type('Open and close');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type('High and low');
  await admin.keyboard.press('Enter');
  await admin.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Picture', exact: true }).click();
  await form.getByLabel('Picture description (for screen readers)').fill('A green and a red candle');
  await form
    .getByLabel('Picture file (JPEG, PNG or WebP)')
    .setInputFiles({ name: 'candles.png', mimeType: 'image/png', buffer: samplePicture() });
  await expect(editor.getByRole('img', { name: 'A green and a red candle' })).toBeVisible();
  // An embedded video: a watch address becomes YouTube's no-cookie player (ADR 065).
  await form.getByRole('button', { name: 'Video', exact: true }).click();
  await form.getByLabel('YouTube or Vimeo address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await form.getByLabel('Video title (for screen readers)').fill('How to read a candle');
  await form.getByRole('button', { name: 'Insert video' }).click();
  await expect(editor.locator('iframe[title="How to read a candle"]')).toHaveAttribute('src', VIDEO_SRC);
  await expect(editor.getByRole('heading', { level: 2, name: 'Candles at a glance' })).toBeVisible();
  await expectNoViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('dialog').filter({ hasText: MESSAGES.admin.lessonAdded })).toBeVisible();

  // What was stored is what the editor wrote: the sanitiser kept every part of it.
  const curriculum = await admin.request.get(`/api/admin/program/${programId}/curriculum`, { headers });
  const lesson = (
    (await curriculum.json()) as { modules: { lessons: { _id: string; html_content: string }[] }[] }
  ).modules[0]?.lessons[0];
  expect(lesson?.html_content).toMatch(
    /^<h2>Candles at a glance<\/h2><p>Each candle shows four prices\. Read more at <a href="https:\/\/www\.nseindia\.com" target="_blank" rel="noopener noreferrer">NSE<\/a><\/p><ul><li><p>Open and close<\/p><\/li><li><p>High and low<\/p><\/li><\/ul><picture><source type="image\/webp" srcset="\/api\/media\/images\/[0-9a-f-]{36}\/400\.webp 400w, .+" sizes=".+" \/><img src="\/api\/media\/images\/[0-9a-f-]{36}\/1200\.jpg" alt="A green and a red candle" width="1600" height="900" \/><\/picture><div class="ratio ratio-16x9"><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="How to read a candle" allow=".+" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation"><\/iframe><\/div>/,
  );

  // A visitor on a phone reads the free preview.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await stubPlayer(phone);
  await gotoReady(phone, `/learn/${programId}/${lesson?._id}`);
  const content = main(phone);
  await expect(content.getByRole('heading', { level: 2, name: 'Candles at a glance' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'NSE' })).toHaveAttribute(
    'href',
    'https://www.nseindia.com',
  );
  await expect(content.getByRole('listitem').filter({ hasText: 'High and low' })).toBeVisible();
  const picture = content.getByRole('img', { name: 'A green and a red candle' });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty('complete', true);
  // The phone took a WebP copy, not the JPEG fallback, and it fits the screen.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await picture.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  // The page's DOMPurify kept the player with its fixed attributes, in a box that fits the screen.
  const video = content.locator('.ratio.ratio-16x9 > iframe');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', VIDEO_SRC);
  await expect(video).toHaveAttribute('title', 'How to read a candle');
  await expect(video).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect(video).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await video.scrollIntoViewIfNeeded();
  expect((await video.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expectNoViolations(phone);
  await phone.screenshot({ path: test.info().outputPath('lesson-390.png'), fullPage: true });
});

test('on a phone the program form uploads a picture with a preview, and its editor has no WCAG 2.1 AA violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken((await browser.newContext()).request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = await signedInPage(browser, token);
  await admin.setViewportSize({ width: 390, height: 844 });
  await gotoReady(admin, '/admin/programs');
  await main(admin).getByRole('button', { name: 'Add Program' }).click();
  const form = admin.getByRole('dialog', { name: 'Add Program' });
  await form
    .getByLabel('Upload a picture (JPEG, PNG or WebP)')
    .setInputFiles({ name: 'candles.png', mimeType: 'image/png', buffer: samplePicture() });
  await expect(form.getByLabel('Image Path')).toHaveValue(/^\/api\/media\/images\/[0-9a-f-]{36}\/1200\.jpg$/);
  const preview = form.getByRole('img', { name: 'Program picture' });
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  await expect(form.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expectNoViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('program-form-390.png'), fullPage: true });
});
