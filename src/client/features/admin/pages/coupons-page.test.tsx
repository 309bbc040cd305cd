import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { createProgram } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Coupon } from '@contract/payment.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CouponsPage } from './coupons-page.tsx';

const LIST = on(endpoints.adminCouponAll);
const PROGRAMS = on(endpoints.adminProgramAll);
const CONFIG = on(endpoints.paymentConfig);
const PAYMENTS_ON = {
  status: 200,
  body: { enabled: true, key_id: 'rzp_test_1', checkout_url: '/checkout.js', business_state_code: '36' },
};
const swing = createProgram({ _id: '22222222-2222-4222-8222-222222222222', title: 'Swing Trader' });

const percent: Coupon = {
  _id: 'coupon-00000001',
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  valid_from: '2026-10-31T18:30:00.000Z',
  valid_until: '2026-12-31T18:29:00.000Z',
  max_uses: null,
  uses: 42,
  program_ids: [],
  active: true,
  for_email: null,
  created_on: '2026-10-01T10:00:00.000Z',
};
const fixed: Coupon = {
  ...percent,
  _id: 'coupon-00000002',
  code: 'SWING500',
  kind: 'fixed',
  value: 50_000,
  max_uses: 100,
  uses: 3,
  program_ids: [swing._id],
  active: false,
};

async function rowOf(code: string): Promise<HTMLElement> {
  return (await screen.findByText(code)).closest('tr')!;
}

const personal: Coupon = {
  ...percent,
  _id: 'coupon-00000003',
  code: 'OFFER-7KQ2M9',
  value: 30,
  max_uses: 1,
  uses: 0,
  program_ids: [swing._id],
  for_email: 'asha.rao@example.in',
};

describe('CouponsPage', () => {
  it('shows the e-mail a personal offer coupon is for, Everyone for the others, and searches by it', async () => {
    const sent = mockApi({
      [LIST]: (request) =>
        request.url.includes('q=asha') ? listPage([personal]) : listPage([percent, personal]),
      [PROGRAMS]: listPage([swing]),
      [CONFIG]: PAYMENTS_ON,
    });
    const { user } = renderPage(<CouponsPage />, { path: '/admin/coupons' });

    expect(await screen.findByRole('columnheader', { name: 'For' })).toBeInTheDocument();
    expect(await rowOf('OFFER-7KQ2M9')).toHaveTextContent('asha.rao@example.in');
    expect(await rowOf('WELCOME10')).toHaveTextContent('Everyone');

    await user.type(screen.getByLabelText('Search coupons'), 'asha');
    await waitFor(() => expect(screen.queryByText('WELCOME10')).toBeNull());
    expect(sent.some((request) => request.url.includes('q=asha'))).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('lists codes with their value, IST validity, uses against the limit, programs and state', async () => {
    const sent = mockApi({
      [LIST]: listPage([percent, fixed]),
      [PROGRAMS]: listPage([swing]),
      [CONFIG]: PAYMENTS_ON,
    });
    renderPage(<CouponsPage />, { path: '/admin/coupons' });

    const welcome = await rowOf('WELCOME10');
    expect(welcome).toHaveTextContent('10 %');
    expect(welcome).toHaveTextContent('From 01 Nov 2026, 12:00 am');
    expect(welcome).toHaveTextContent('Until 31 Dec 2026, 11:59 pm');
    expect(welcome).toHaveTextContent('42 (no limit)');
    expect(welcome).toHaveTextContent('All');
    expect(within(welcome).getByText('Active')).toHaveClass('badge');
    expect(within(welcome).getByRole('button', { name: 'Deactivate coupon WELCOME10' })).toBeInTheDocument();

    const swingRow = await rowOf('SWING500');
    expect(swingRow).toHaveTextContent('₹500');
    expect(swingRow).toHaveTextContent('3 / 100');
    await waitFor(() => expect(swingRow).toHaveTextContent('Swing Trader'));
    expect(within(swingRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(swingRow).getByRole('button', { name: 'Activate coupon SWING500' })).toBeInTheDocument();
    expect(sent[0]?.url).toBe(apiUrl(endpoints.adminCouponAll, {}, 'page=1&limit=5'));
    await expectNoSeriousAxeViolations();
  });

  it('deactivates a coupon by saving it whole with active off, then reloads the list', async () => {
    let rows = [percent];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [PROGRAMS]: listPage([]),
      [CONFIG]: PAYMENTS_ON,
      [on(endpoints.adminCouponEdit, { id: percent._id })]: () => {
        rows = [{ ...percent, active: false }];
        return { status: 200, body: rows[0] };
      },
    });
    const { user } = renderPage(<CouponsPage />, { path: '/admin/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate coupon WELCOME10' }));

    expect(await screen.findByRole('dialog', { name: 'Deactivated!' })).toHaveTextContent(
      MESSAGES.paymentAdmin.couponDeactivated,
    );
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      valid_from: percent.valid_from,
      valid_until: percent.valid_until,
      max_uses: null,
      program_ids: [],
      active: false,
    });
    expect(
      await screen.findByRole('button', { name: 'Activate coupon WELCOME10', hidden: true }),
    ).toBeInTheDocument();
  });

  it('opens the Add Coupon and Edit Coupon dialogs', async () => {
    mockApi({ [LIST]: listPage([percent]), [PROGRAMS]: listPage([]), [CONFIG]: PAYMENTS_ON });
    const { user } = renderPage(<CouponsPage />, { path: '/admin/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Add Coupon' }));
    expect(screen.getByRole('dialog', { name: 'Add Coupon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit coupon WELCOME10' }));
    expect(screen.getByRole('dialog', { name: 'Edit Coupon' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('WELCOME10');
  });

  it('says online payment is off when the site takes no payment, and only then', async () => {
    const off = { enabled: false, key_id: null, checkout_url: null, business_state_code: null };
    mockApi({ [LIST]: listPage([percent]), [PROGRAMS]: listPage([]), [CONFIG]: { status: 200, body: off } });
    const first = renderPage(<CouponsPage />, { path: '/admin/coupons' });
    expect(await screen.findByText(MESSAGES.paymentAdmin.paymentsOff)).toBeInTheDocument();
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    first.unmount();

    mockApi({ [LIST]: listPage([percent]), [PROGRAMS]: listPage([]), [CONFIG]: PAYMENTS_ON });
    renderPage(<CouponsPage />, { path: '/admin/coupons' });
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentAdmin.paymentsOff)).toBeNull();
  });
});
