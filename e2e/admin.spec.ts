import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN, registerLearner } from './mail.ts';
import { gotoReady, MESSAGES, test, uniqueEmail } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');

async function signInAs(page: Page, email: string, password: string) {
  const token = await apiToken(page.request, email, password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  return token;
}

const signInAsAdmin = (page: Page) => signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);

/** Confirms the SweetAlert2 dialog titled `title` with the button `button`. */
async function confirmDialog(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

test('the admin sees the dashboard numbers and the subscriptions chart', async ({ page }) => {
  await signInAsAdmin(page);
  const analytics = await (
    await page.request.get('/api/admin/analytics', {
      headers: {
        authorization: `Bearer ${await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password)}`,
      },
    })
  ).json();
  await gotoReady(page, '/admin/dashboard');
  await expect(main(page).getByRole('heading', { level: 1, name: MESSAGES.admin.welcomeBack })).toBeVisible();
  for (const label of [
    'Subscribed Programs',
    'Subscribed Services',
    'Pending Amount',
    'Approved Amount',
    'Total Programs',
    'Total Services',
    'Total Users',
    'Active Users',
  ]) {
    await expect(main(page).getByRole('heading', { name: label })).toBeVisible();
  }
  // The counters end on the server's numbers (after their 1.5 s animation).
  await expect(main(page).getByText(String(analytics.totalPrograms), { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('heading', { name: MESSAGES.admin.chartTitle })).toBeVisible();
  const hasChart = analytics.subscriptionChartData.datasets.some((d: { data: number[] }) =>
    d.data.some((n) => n > 0),
  );
  if (hasChart) {
    const canvas = main(page).locator('canvas');
    await expect(canvas).toBeVisible();
    expect(Math.round((await canvas.boundingBox())?.height ?? 0)).toBe(300);
  } else {
    await expect(main(page).getByText(MESSAGES.admin.noChartData)).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the admin adds, edits, searches, pages and deletes a user', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const marker = uniqueEmail('adminadd').split('@')[0]!;
  const email = `${marker}@e2e.fintrain.test`;
  // Five more users with the same marker, so the search has two pages.
  for (let i = 1; i <= 5; i += 1) {
    const added = await page.request.post('/api/admin/user/add', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Paged Learner ${i}`,
        email: `${marker}.${i}@e2e.fintrain.test`,
        password: 'a sturdy passphrase',
      },
    });
    expect(added.status()).toBe(201);
  }
  await gotoReady(page, '/admin/users');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Name').fill('Added By Admin');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Mobile').fill('9123456780');
  await add.getByLabel('Password').fill('a sturdy passphrase');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, MESSAGES.admin.userAdded);

  const search = main(page).getByRole('searchbox', { name: 'Search users' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name or email');
  await search.fill(marker.toUpperCase());
  await expect(main(page).locator('.admin-count')).toHaveText('Total: 6');
  const row = main(page).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('ID')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Password')).toHaveCount(0);
  await edit.getByLabel('Name').fill('Edited By Admin');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, MESSAGES.admin.userUpdated);
  await expect(row).toContainText('Edited By Admin');
  await expect(row).toContainText('Inactive');

  // Paging: six matches make two pages of five; changing the search goes back to page 1.
  const pages = main(page).getByRole('navigation', { name: 'Users pages' });
  await expect(main(page).locator('tbody tr')).toHaveCount(5);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).locator('tbody tr')).toHaveCount(1);
  await expect(main(page).locator('tbody tr').first().locator('td').first()).toHaveText('6');
  await search.fill(email);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).locator('.admin-count')).toHaveText('Total: 1');

  await row.getByRole('button', { name: /Delete/ }).click();
  const remove = page.getByRole('dialog', { name: 'Delete User' });
  await expect(remove).toContainText(MESSAGES.admin.deleteUserQuestion);
  await remove.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, MESSAGES.admin.confirmTitle, MESSAGES.admin.confirmDelete);
  await expectAlert(page, MESSAGES.admin.userDeleted);
  await expect(main(page).getByText(MESSAGES.admin.noUsers)).toBeVisible();
});

test('the admin adds a program with HTML content and previews it', async ({ page }) => {
  await signInAsAdmin(page);
  await gotoReady(page, '/admin/programs');
  const title = `Options Workshop ${Date.now()}`;
  await main(page).getByRole('button', { name: 'Add Program' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Program' });
  await modal.getByLabel('Title').fill(title);
  await modal.getByLabel('Tag').fill('Derivatives');
  await modal.getByLabel('Actual Price').fill('9999');
  await modal.getByLabel('Offer Price').fill('4999');
  await modal.getByLabel('Type').selectOption('PAID');
  await modal.getByRole('switch', { name: 'Availability' }).check();
  await modal.getByRole('button', { name: 'HTML', exact: true }).click();
  await expect(modal.getByLabel('HTML Content')).toHaveAttribute('rows', '4');
  await modal
    .getByLabel('HTML Content')
    .fill('<h3>Week 1</h3><p>Calls and puts</p><img src="x" onerror="window.__pwned = true">');

  await modal.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: MESSAGES.admin.htmlPreviewTitle });
  await expect(preview.getByRole('heading', { name: 'Week 1' })).toBeVisible();
  await expect(preview.getByText('Calls and puts')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await preview.getByRole('button', { name: 'Close', exact: true }).click();

  await modal.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, MESSAGES.admin.programAdded);
  await main(page).getByRole('searchbox', { name: 'Search programs' }).fill(title);
  const row = main(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('₹4,999');

  // Visitors see it, with the stored HTML already cleaned.
  const listed = (await (await page.request.get('/api/program/all')).json()) as {
    title: string;
    html_content: string;
  }[];
  const stored = listed.find((program) => program.title === title);
  expect(stored?.html_content).not.toContain('onerror');
});

test("the admin approves a learner's subscription and the learner sees it active", async ({
  browser,
  page,
}) => {
  const learner = await registerLearner(page.request, uniqueEmail('approve'), 'Approval Learner');
  const learnerToken = await apiToken(page.request, learner.email, learner.password);
  const programs = (await (await page.request.get('/api/program/all')).json()) as {
    _id: string;
    title: string;
  }[];
  const swing = programs.find((program) => program.title === 'Swing Trader Program')!;
  const subscribed = await page.request.post('/api/subscription/subscribe', {
    headers: { authorization: `Bearer ${learnerToken}` },
    data: { resourceType: 'program', resourceId: swing._id },
  });
  expect(subscribed.status()).toBe(201);

  await signInAsAdmin(page);
  await gotoReady(page, '/admin/subscriptions');
  const search = main(page).getByRole('searchbox', { name: 'Search subscriptions' });
  await expect(search).toHaveAttribute('placeholder', 'Search by user ID, resource type, or resource ID');
  await search.fill(learner.email);
  const row = main(page).getByRole('row').filter({ hasText: learner.email });
  await expect(row).toHaveClass(/table-warning/);
  await expect(row.getByRole('button', { name: /Reject/ })).toBeEnabled();
  await row.getByRole('button', { name: /Approve/ }).click();
  await confirmDialog(page, MESSAGES.admin.confirmTitle, 'Yes, approve it!');
  await expectAlert(page, MESSAGES.admin.subscriptionApproved);
  await expect(row).toHaveClass(/table-success/);
  await expect(row.getByRole('button', { name: /Approve/ })).toBeDisabled();

  const learnerPage = await browser.newPage();
  await learnerPage.addInitScript((value) => localStorage.setItem('token', value), learnerToken);
  await gotoReady(learnerPage, '/mysubscriptions');
  const card = learnerPage.locator('main').getByRole('article', { name: 'Swing Trader Program' });
  await expect(card.getByText('Active', { exact: true })).toHaveClass(/bg-success/);
  await learnerPage.close();
});

test('the admin deletes a contact message', async ({ page }) => {
  const marker = `e2e-${Date.now()}`;
  const sent = await page.request.post('/api/contact/submit', {
    data: {
      name: 'Contact Sender',
      email: uniqueEmail('contact'),
      subject: 'Batches',
      message: `Delete me ${marker}`,
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page);
  await gotoReady(page, '/admin/contacts');
  await main(page).getByRole('searchbox', { name: 'Search contact messages' }).fill(marker);
  const row = main(page).getByRole('row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Delete/ }).click();
  await confirmDialog(page, MESSAGES.admin.confirmTitle, MESSAGES.admin.confirmDelete);
  await expectAlert(page, MESSAGES.admin.contactDeleted);
  await expect(main(page).getByText(MESSAGES.admin.noContacts)).toBeVisible();
});

test('a learner visiting the admin dashboard sees the permission message', async ({ page }) => {
  const learner = await registerLearner(page.request, uniqueEmail('notadmin'));
  await signInAs(page, learner.email, learner.password);
  await gotoReady(page, '/admin/dashboard');
  await expect(main(page).getByText(MESSAGES.admin.noPermission)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: MESSAGES.admin.welcomeBack })).toHaveCount(0);
});
