import { expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, test } from './support.ts';

test.describe.configure({ mode: 'parallel' });

const main = (page: Page) => page.locator('main');

async function signInAsAdmin(page: Page) {
  const token = await apiToken(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

const HEADER = 'question,multiple,option_1,option_2,option_3,option_4,option_5,option_6,correct,explanation';

test('an admin makes a question bank and imports it from CSV: line errors first, then the SEBI warning', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoReady(page, '/admin/banks');
  await expect(main(page).getByRole('heading', { name: 'Question Banks' })).toBeVisible();
  await expectNoViolations(page);

  const title = `Derivatives bank ${Date.now()}`;
  await main(page).getByRole('button', { name: 'Add Bank' }).click();
  const form = page.getByRole('dialog', { name: 'Add Bank' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Save' }).click();
  const added = page.getByRole('dialog').filter({ hasText: 'Question bank added.' });
  await added.getByRole('button', { name: 'OK' }).click();
  // The form closed before its outcome showed: focus is back on the button that opened it.
  await expect(main(page).getByRole('button', { name: 'Add Bank' })).toBeFocused();
  await main(page).getByRole('searchbox', { name: 'Search question banks' }).fill(title);
  await main(page).getByRole('link', { name: title }).click();
  await expect(main(page).getByRole('heading', { name: `Question Bank: ${title}` })).toBeVisible();

  // A bad file: nothing is imported, and each bad row says its line.
  const bad = [
    HEADER,
    'What does a call option give its buyer?,false,The right to buy,The duty to buy,,,,,1,',
    'A question with one option only,false,Only,,,,,,1,',
    'Which is an exchange?,false,NSE,A broker,,,,,5,',
  ].join('\n');
  await main(page)
    .getByLabel('Import questions from CSV')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const errors = main(page).getByRole('list', { name: 'Rows with errors' });
  await expect(errors).toContainText('Line 3');
  await expect(errors).toContainText('Line 4');
  await expect(main(page).getByRole('list', { name: 'Questions' }).locator(':scope > li')).toHaveCount(0);

  // A good file: imported, with a warning about a ticker next to a price (SEBI's 30-day rule).
  const good = [
    HEADER,
    'What does a call option give its buyer?,false,The right to buy,The duty to buy,,,,,1,A call is a right not a duty.',
    'If RELIANCE closed at ₹2950 what is the lot value?,false,Lot size times price,Price alone,,,,,1,',
  ].join('\n');
  await main(page)
    .getByLabel('Import questions from CSV')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(main(page).getByText('Imported 2 questions')).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Import warnings' })).toContainText('Line 3');
  await expect(main(page).getByRole('list', { name: 'Questions' }).locator(':scope > li')).toHaveCount(2);
  await expectNoViolations(page);
});

test('the admin Certificates page and its Issue Certificate dialog have no axe violations', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await gotoReady(page, '/admin/certificates');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await main(page).getByRole('button', { name: 'Issue Certificate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Certificate' });
  await expect(dialog.getByRole('searchbox', { name: 'Search learners' })).toBeFocused();
  await dialog.getByRole('searchbox', { name: 'Search learners' }).fill('admin');
  await expect(dialog.getByRole('group', { name: 'Learner' }).getByRole('radio').first()).toBeVisible();
  await expectNoViolations(page);
});
