import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { gotoReady, MESSAGES, test } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');

/** A program of its own with modules 'Basics' (two articles) and 'Charts', made through the API. */
async function programWithCurriculum(page: Page) {
  const token = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const headers = { Authorization: `Bearer ${token}` };
  const title = `Curriculum Lab ${Date.now()} ${Math.round(Math.random() * 1e6)}`;
  const program = await page.request.post('/api/admin/program/add', {
    headers,
    data: {
      title,
      tag: 'Lab',
      description: 'A program for the curriculum tests.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 1000,
      offer_price: 500,
      availability: 'no',
      html_content: '',
    },
  });
  expect(program.status()).toBe(201);
  const { _id: programId } = (await program.json()) as { _id: string };
  const addModule = async (moduleTitle: string) => {
    const answer = await page.request.post(`/api/admin/program/${programId}/module`, {
      headers,
      data: { title: moduleTitle, release_after_days: 0 },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { _id: string })._id;
  };
  const basics = await addModule('Basics');
  await addModule('Charts');
  for (const lessonTitle of ['Candles', 'Volume']) {
    const answer = await page.request.post(`/api/admin/module/${basics}/lesson`, {
      headers,
      data: { title: lessonTitle, kind: 'article', html_content: `<p>About ${lessonTitle}</p>` },
    });
    expect(answer.status()).toBe(201);
  }
  return { programId, title };
}

const moduleHeadings = (page: Page) =>
  main(page).getByRole('list', { name: 'Modules' }).getByRole('heading', { level: 2 });

test('the curriculum screen opens from the programs list and has no WCAG 2.1 AA violations', async ({
  page,
}) => {
  const { title } = await programWithCurriculum(page);
  await gotoReady(page, '/admin/programs');
  await main(page).getByRole('searchbox', { name: 'Search programs' }).fill(title);
  await main(page)
    .getByRole('link', { name: `Curriculum ${title}` })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: `Curriculum: ${title}` })).toBeVisible();
  await expect(moduleHeadings(page)).toHaveText(['1. Basics', '2. Charts']);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  // docs/product.md §11: no violation at all on the new pages, whatever its impact.
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await main(page).getByRole('button', { name: 'Add Lesson to Charts' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Lesson' });
  await expect(modal).toBeVisible();
  const inModal = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('.modal')
    .analyze();
  expect(inModal.violations.map((v) => v.id)).toEqual([]);

  // A quiz lesson's settings (docs/product.md §12.4), with the NISM Series VIII preset.
  await modal.getByLabel('Kind').selectOption('Quiz');
  await modal.getByRole('button', { name: 'Use NISM Series VIII mock preset' }).click();
  await expect(modal.getByLabel('Questions to draw')).toHaveValue('100');
  await expect(modal.getByLabel('Time limit (minutes)')).toHaveValue('120');
  const quizForm = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('.modal')
    .analyze();
  expect(quizForm.violations.map((v) => v.id)).toEqual([]);
});

test('modules and lessons reorder by drag and by keyboard, and the order is kept', async ({ page }) => {
  const { programId } = await programWithCurriculum(page);
  await gotoReady(page, `/admin/programs/${programId}/curriculum`);
  await expect(moduleHeadings(page)).toHaveText(['1. Basics', '2. Charts']);

  const charts = main(page).locator('.curriculum-module').filter({ hasText: '2. Charts' });
  const basicsCard = main(page).locator('.curriculum-module').filter({ hasText: '1. Basics' });
  await charts.locator('.card-header').dragTo(basicsCard.locator('.card-header'));
  await expect(moduleHeadings(page)).toHaveText(['1. Charts', '2. Basics']);

  const up = main(page).getByRole('button', { name: 'Move lesson Volume up' });
  await up.focus();
  // The move shows at once; the screen then reads the curriculum again. Wait for that read, so the
  // drag below does not start while the list re-renders under the mouse.
  const reread = page.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().endsWith('/curriculum'),
  );
  await page.keyboard.press('Enter');
  await reread;
  const lessons = main(page).getByRole('list', { name: 'Lessons of Basics' }).locator('.fw-semibold');
  await expect(lessons).toHaveText(['Volume', 'Candles']);
  await expect(up).toBeFocused();

  // A lesson dragged onto another module goes last in it. The move shows at once; wait for the
  // server's answer before reloading, or the reload can cancel it.
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/admin/lesson/'),
  );
  await main(page)
    .locator('.curriculum-lesson')
    .filter({ hasText: 'Candles' })
    .dragTo(main(page).locator('.curriculum-module').filter({ hasText: '1. Charts' }).locator('.card-body'));
  await expect(
    main(page).getByRole('list', { name: 'Lessons of Charts' }).locator('.fw-semibold'),
  ).toHaveText(['Candles']);
  expect((await moved).status()).toBe(200);

  await page.reload();
  await expect(moduleHeadings(page)).toHaveText(['1. Charts', '2. Basics']);
  await expect(
    main(page).getByRole('list', { name: 'Lessons of Basics' }).locator('.fw-semibold'),
  ).toHaveText(['Volume']);
});

test("a file lesson's upload is ready at once, and previews as a learner sees it", async ({ page }) => {
  const { programId } = await programWithCurriculum(page);
  await gotoReady(page, `/admin/programs/${programId}/curriculum`);
  await main(page).getByRole('button', { name: 'Add Lesson to Charts' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Lesson' });
  await modal.getByLabel('Title').fill('Cheat sheet');
  await modal.getByLabel('Kind').selectOption('File');
  await modal.getByLabel('File (PDF, XLSX or CSV)').setInputFiles({
    name: 'cheat-sheet.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(modal.getByRole('status')).toContainText(`cheat-sheet.pdf: ${MESSAGES.admin.mediaReady}`);
  await modal.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog').filter({ hasText: MESSAGES.admin.lessonAdded });
  await done.getByRole('button', { name: 'OK' }).click();

  await main(page).getByRole('button', { name: 'Preview as learner lesson Cheat sheet' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview as learner' });
  await expect(preview.getByRole('link', { name: 'Download the file' })).toHaveAttribute(
    'href',
    /\/api\/media\/.+\/download\?/,
  );
});
