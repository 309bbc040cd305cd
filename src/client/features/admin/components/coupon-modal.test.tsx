import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { createProgram } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Coupon } from '@contract/payment.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RUPEE_INPUT_TEXTS } from '../utils/rupee-input.ts';
import { COUPON_FORM_TEXTS, CouponModal } from './coupon-modal.tsx';

const ADD = on(endpoints.adminCouponAdd);
const PROGRAMS = on(endpoints.adminProgramAll);
const pro = createProgram({ _id: '11111111-1111-4111-8111-111111111111', title: 'Pro Trader' });
const swing = createProgram({ _id: '22222222-2222-4222-8222-222222222222', title: 'Swing Trader' });

const coupon: Coupon = {
  _id: 'coupon-00000001',
  code: 'DIWALI500',
  kind: 'fixed',
  value: 49_950,
  valid_from: '2026-10-31T18:30:00.000Z',
  valid_until: '2026-11-15T18:29:00.000Z',
  max_uses: 100,
  uses: 3,
  program_ids: [swing._id],
  active: true,
  for_email: null,
  created_on: '2026-10-01T10:00:00.000Z',
};

function renderModal(existing?: Coupon) {
  const onClose = vi.fn();
  const rendered = renderPage(<CouponModal {...(existing ? { coupon: existing } : {})} onClose={onClose} />, {
    path: '/admin/coupons',
  });
  return { ...rendered, onClose };
}

async function fillDates(
  user: ReturnType<typeof renderModal>['user'],
  modal: HTMLElement,
  from: string,
  until: string,
) {
  // A new code's dates start filled in (now and 30 days on): replace them.
  await user.clear(within(modal).getByLabelText('Valid from (IST)'));
  await fillIn(user, within(modal).getByLabelText('Valid from (IST)'), from);
  await user.clear(within(modal).getByLabelText('Valid until (IST)'));
  await fillIn(user, within(modal).getByLabelText('Valid until (IST)'), until);
}

describe('CouponModal', () => {
  it('starts a new code valid from this minute in India time to the same minute 30 days on', () => {
    mockApi({ [PROGRAMS]: listPage([]) });
    renderModal();
    const modal = screen.getByRole('dialog', { name: 'Add Coupon' });
    const from = within(modal).getByLabelText<HTMLInputElement>('Valid from (IST)').value;
    const until = within(modal).getByLabelText<HTMLInputElement>('Valid until (IST)').value;
    const ist = (text: string) => Date.parse(`${text}:00+05:30`);
    expect(Math.abs(ist(from) - Date.now())).toBeLessThan(2 * 60_000);
    expect(ist(until) - ist(from)).toBe(30 * 86_400_000);
  });

  it('sends a fixed amount typed in rupees as paise, and IST times as ISO with +05:30', async () => {
    const sent = mockApi({ [PROGRAMS]: listPage([pro, swing]), [ADD]: { status: 201, body: coupon } });
    const { user, onClose } = renderModal();

    const modal = screen.getByRole('dialog', { name: 'Add Coupon' });
    await fillIn(user, within(modal).getByLabelText('Code'), 'diwali500');
    await user.selectOptions(within(modal).getByLabelText('Kind'), 'fixed');
    await fillIn(user, within(modal).getByLabelText('Value (₹)'), '1,499.50');
    await fillDates(user, modal, '2026-11-01T00:00', '2026-11-15T23:59');
    await fillIn(user, within(modal).getByLabelText('Maximum uses'), '100');
    await user.click(await within(modal).findByRole('checkbox', { name: 'Swing Trader' }));
    await expectNoSeriousAxeViolations();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.paymentAdmin.couponAdded,
    );
    expect(onClose).toHaveBeenCalledOnce();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.url).toBe(apiUrl(endpoints.adminCouponAdd));
    expect(post?.body).toEqual({
      code: 'diwali500',
      kind: 'fixed',
      value: 149_950,
      valid_from: '2026-11-01T00:00:00+05:30',
      valid_until: '2026-11-15T23:59:00+05:30',
      max_uses: 100,
      program_ids: [swing._id],
      active: true,
    });
  });

  it('sends a percentage as it is, and no limit and every program when left empty', async () => {
    const sent = mockApi({ [PROGRAMS]: listPage([pro]), [ADD]: { status: 201, body: coupon } });
    const { user } = renderModal();
    const modal = screen.getByRole('dialog', { name: 'Add Coupon' });
    expect(within(modal).getByLabelText('Kind')).toHaveDisplayValue('Percentage');
    await fillIn(user, within(modal).getByLabelText('Code'), 'NEWYEAR');
    await fillIn(user, within(modal).getByLabelText('Value (%)'), '15');
    await fillDates(user, modal, '2026-12-31T18:00', '2027-01-02T09:30');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      kind: 'percent',
      value: 15,
      valid_from: '2026-12-31T18:00:00+05:30',
      valid_until: '2027-01-02T09:30:00+05:30',
      max_uses: null,
      program_ids: [],
    });
  });

  it('refuses what it cannot convert before sending, next to each field', async () => {
    const sent = mockApi({ [PROGRAMS]: listPage([]) });
    const { user } = renderModal();
    const modal = screen.getByRole('dialog', { name: 'Add Coupon' });
    await user.selectOptions(within(modal).getByLabelText('Kind'), 'fixed');
    await fillIn(user, within(modal).getByLabelText('Value (₹)'), '10.505');
    await fillIn(user, within(modal).getByLabelText('Maximum uses'), 'many');
    await user.clear(within(modal).getByLabelText('Valid from (IST)'));
    await fillIn(user, within(modal).getByLabelText('Valid from (IST)'), '2026-11-01T00:00');
    await user.clear(within(modal).getByLabelText('Valid until (IST)'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const value = within(modal).getByLabelText('Value (₹)');
    expect(value).toHaveAccessibleDescription(expect.stringContaining(RUPEE_INPUT_TEXTS.tooPrecise));
    expect(value).toHaveFocus();
    expect(within(modal).getByLabelText('Valid until (IST)')).toHaveAccessibleDescription(
      COUPON_FORM_TEXTS.date,
    );
    expect(within(modal).getByLabelText('Maximum uses')).toHaveAccessibleDescription(
      expect.stringContaining(COUPON_FORM_TEXTS.maxUses),
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.selectOptions(within(modal).getByLabelText('Kind'), 'percent');
    await user.clear(within(modal).getByLabelText('Value (%)'));
    await fillIn(user, within(modal).getByLabelText('Value (%)'), '12.5');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByLabelText('Value (%)')).toHaveAccessibleDescription(
      expect.stringContaining(COUPON_FORM_TEXTS.percent),
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    mockApi({
      [PROGRAMS]: listPage([]),
      [ADD]: { status: 409, body: { message: MESSAGES.payments.couponCodeTaken } },
    });
    const { user, onClose } = renderModal();
    const modal = screen.getByRole('dialog', { name: 'Add Coupon' });
    await fillIn(user, within(modal).getByLabelText('Code'), 'TAKEN');
    await fillIn(user, within(modal).getByLabelText('Value (%)'), '10');
    await fillDates(user, modal, '2026-11-01T00:00', '2026-11-02T00:00');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(MESSAGES.payments.couponCodeTaken);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a coupon: shows paise as rupees and UTC instants as IST, and saves to its id', async () => {
    const sent = mockApi({
      [PROGRAMS]: listPage([pro, swing]),
      [on(endpoints.adminCouponEdit, { id: coupon._id })]: { status: 200, body: coupon },
    });
    const { user } = renderModal(coupon);
    const modal = screen.getByRole('dialog', { name: 'Edit Coupon' });
    expect(within(modal).getByLabelText('Code')).toHaveValue('DIWALI500');
    expect(within(modal).getByLabelText('Value (₹)')).toHaveValue('499.50');
    expect(within(modal).getByLabelText('Valid from (IST)')).toHaveValue('2026-11-01T00:00');
    expect(within(modal).getByLabelText('Valid until (IST)')).toHaveValue('2026-11-15T23:59');
    expect(within(modal).getByLabelText('Maximum uses')).toHaveValue('100');
    expect(await within(modal).findByRole('checkbox', { name: 'Swing Trader' })).toBeChecked();
    expect(within(modal).getByRole('checkbox', { name: 'Pro Trader' })).not.toBeChecked();
    await user.click(within(modal).getByRole('switch', { name: 'Active' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.paymentAdmin.couponUpdated,
    );
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(apiUrl(endpoints.adminCouponEdit, { id: coupon._id }));
    expect(put?.body).toEqual({
      code: 'DIWALI500',
      kind: 'fixed',
      value: 49_950,
      valid_from: '2026-11-01T00:00:00+05:30',
      valid_until: '2026-11-15T23:59:00+05:30',
      max_uses: 100,
      program_ids: [swing._id],
      active: false,
    });
  });
});
