import { expect } from '@playwright/test';
import { API_BASE, endpoints } from '../src/contract/endpoints.ts';
import { apiToken, E2E_ADMIN } from './mail.ts';
import { expectNoViolations, gotoReady, signedInPage, test, uniqueEmail } from './support.ts';

/** ADR 059, 064: a personal offer coupon says in admin Coupons whom it was made for. */
test('admin Coupons at 1280 px shows and finds a personal offer coupon by its e-mail, axe-clean', async ({
  browser,
  request,
}) => {
  const address = uniqueEmail('coupon-for');
  const signup = await request.post(`${API_BASE}${endpoints.offerSignup.path}`, {
    data: { name: 'Meera Iyer', email: address, course: 'Pro Trader' },
  });
  expect(signup.status()).toBe(201);

  const admin = await signedInPage(browser, await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password));
  await admin.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(admin, '/admin/coupons');
  await expect(admin.getByRole('columnheader', { name: 'For' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search coupons' }).fill(address.slice(0, -4));
  const row = admin.getByRole('row', { name: new RegExp(address) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/NEW30-[A-Z0-9]{10}/);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expectNoViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('coupons-for-1280.png'), fullPage: true });
});
