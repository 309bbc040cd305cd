import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, signedInPage, test } from './support.ts';

// docs/product.md §14.9, the admin's screens: a bhavcopy imported with its progress and skipped-row report,
// the market status that follows it, and a program's simulator settings saved and shown again.

const main = (page: Page) => page.locator('main');

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * Two days ago as a classic bhavcopy writes it ('21-NOV-2026'). Bars that recent lie inside the
 * 30-day lag, so no learner (nor another spec's replay or challenge) ever sees them.
 */
function recentDay(): string {
  const day = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  return `${String(day.getUTCDate()).padStart(2, '0')}-${MONTHS[day.getUTCMonth()]}-${day.getUTCFullYear()}`;
}

/** A classic bhavcopy: two good EQ rows, one SME row (series SM, passed over: only EQ, BE and BZ are imported) and one with high below low. */
function bhavcopy(prefix: string): string {
  const date = recentDay();
  const row = (symbol: string, series: string, open: string, high: string, low: string, close: string) =>
    `${symbol},${series},${open},${high},${low},${close},${close},99.00,1000,100000.00,${date},10,INE000000000,`;
  return [
    'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN',
    row(`${prefix}A`, 'EQ', '100.00', '110.00', '95.00', '105.50'),
    row(`${prefix}B`, 'EQ', '2000.00', '2100.00', '1990.00', '2050.25'),
    row(`${prefix}C`, 'SM', '10.00', '11.00', '9.00', '10.50'),
    row(`${prefix}D`, 'EQ', '100.00', '90.00', '110.00', '100.00'),
  ].join('\n');
}

async function addProgram(request: APIRequestContext, token: string, title: string) {
  const added = await request.post('/api/admin/program/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      tag: 'Trading',
      description: 'Practice on delayed prices.',
      image_path: '',
      offering_type: 'PAID',
      actual_price: 999,
      offer_price: 499,
      availability: 'yes',
      html_content: '<p>Simulator practice.</p>',
    },
  });
  expect(added.status()).toBe(201);
}

test('an admin imports a bhavcopy, sees its counts, skipped row and the new status, and sets up a program’s simulator', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const admin = await signedInPage(browser, token);
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const fileName = `cm${prefix}bhav.csv`;

  await gotoReady(admin, '/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Market data' }).click();
  await expect(admin).toHaveURL('/admin/market');
  const status = main(admin).getByRole('region', { name: 'Status' });
  await expect(status.getByText('Symbols')).toBeVisible();
  await expect(status).not.toContainText(fileName);

  await main(admin)
    .getByLabel('Bhavcopy CSV files')
    .setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(bhavcopy(prefix)),
    });
  await main(admin).getByRole('button', { name: 'Import' }).click();

  const file = main(admin).getByRole('region', { name: new RegExp(`^${fileName}`) });
  await expect(file.getByText('Imported: 2 instruments, 2 bars, 1 skipped row.')).toBeVisible();
  // Exact: the table of rows passed over by series and reason is another one.
  const skipped = file.getByRole('table', { name: `Skipped rows in ${fileName}`, exact: true });
  await expect(skipped.getByRole('row')).toHaveCount(2);
  await expect(skipped.getByRole('row').nth(1).getByRole('cell')).toHaveText(['5', 'high below low']);
  await expect(main(admin).getByText('1 file imported.')).toBeVisible();

  // The status is asked for again: the last import is this file, its day beyond what learners see.
  await expect(status).toContainText(`${fileName},`);
  await expect(status).toContainText('4 rows, 2 instruments, 2 bars, 1 skipped');
  await expectNoViolations(admin);

  // A program's simulator settings: the defaults, then saved, and still there after a reload.
  const title = `Simulator Desk ${prefix}`;
  await addProgram(request, token, title);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Programs' }).click();
  await main(admin).getByRole('searchbox', { name: 'Search programs' }).fill(title);
  const row = main(admin).getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Simulator ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Simulator settings: ${title}` });
  await expect(dialog.getByText(/Never saved: these are the defaults/)).toBeVisible();
  await expect(dialog.getByLabel('Brokerage per executed order (₹)')).toHaveValue('20.00');
  await expect(dialog.getByRole('switch', { name: 'Simulator enabled' })).not.toBeChecked();

  await dialog.getByLabel('Brokerage per executed order (₹)').fill('20.505');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('An amount in rupees has at most two decimals (paise).')).toBeVisible();

  await dialog.getByRole('switch', { name: 'Simulator enabled' }).check();
  await dialog.getByLabel('Brokerage per executed order (₹)').fill('15.5');
  await dialog.getByLabel('Profit target (%)').fill('8');
  await dialog.getByLabel('Maximum daily loss (%)').fill('3');
  await dialog.getByLabel('Maximum total loss (%)').fill('6');
  await dialog.getByLabel('Minimum trading days').fill('5');
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('dialog', { name: 'Saved!' })).toContainText('Simulator settings saved.');
  await admin.getByRole('dialog', { name: 'Saved!' }).getByRole('button', { name: 'OK' }).click();

  await admin.reload();
  await main(admin).getByRole('searchbox', { name: 'Search programs' }).fill(title);
  await main(admin)
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Simulator ${title}` })
    .click();
  await expect(dialog.getByText(/^Last saved .* IST\.$/)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Simulator enabled' })).toBeChecked();
  await expect(dialog.getByLabel('Brokerage per executed order (₹)')).toHaveValue('15.50');
  await expect(dialog.getByLabel('Profit target (%)')).toHaveValue('8');
  await expect(dialog.getByLabel('Maximum daily loss (%)')).toHaveValue('3');
  await expect(dialog.getByLabel('Maximum total loss (%)')).toHaveValue('6');
  await expect(dialog.getByLabel('Minimum trading days')).toHaveValue('5');
});
