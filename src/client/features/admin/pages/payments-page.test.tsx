import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { apiUrl, listPage, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminPayment } from '@contract/payment.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RUPEE_INPUT_TEXTS } from '../utils/rupee-input.ts';
import { PaymentsPage } from './payments-page.tsx';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/save-file.ts', () => ({ saveFile }));

const LIST = on(endpoints.adminPaymentAll);

function payment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    _id: 'pay-row-000000001',
    subscription_id: 'sub-000000000001',
    amount: 2_966_016,
    status: 'paid',
    method: 'upi',
    invoice: {
      number: 'FT/26-27/000123',
      kind: 'invoice',
      issued_at: '2026-11-20T10:00:00.000Z',
      taxable_value: 2_513_573,
      cgst: 226_221,
      sgst: 226_222,
      igst: 0,
      total: 2_966_016,
    },
    resource_title: 'Pro Trader',
    discount: 533_884,
    coupon: 'DIWALI15',
    refunded: 0,
    refunds: [],
    razorpay_order_id: 'order_ABC123',
    razorpay_payment_id: 'pay_ABC123',
    created_on: '2026-11-20T09:58:00.000Z',
    paid_at: '2026-11-20T10:00:00.000Z',
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    flag: null,
    flag_note: null,
    terms_version: 2,
    refund_policy_version: 1,
    ...overrides,
  };
}

const paid = payment();
const partlyRefunded = payment({
  _id: 'pay-row-000000002',
  user_name: 'Ravi Kumar',
  user_email: 'ravi@example.in',
  amount: 500_000,
  method: 'card',
  discount: 0,
  coupon: null,
  status: 'partially_refunded',
  refunded: 100_000,
  invoice: { ...paid.invoice!, number: 'FT/26-27/000124', total: 500_000 },
  refunds: [
    {
      _id: 'refund-1',
      amount: 100_000,
      reason: 'Missed the first week',
      status: 'processed',
      created_on: '2026-11-21T10:00:00.000Z',
      credit_note: 'CN/26-27/000007',
    },
  ],
});
const open = payment({
  _id: 'pay-row-000000003',
  user_name: 'Meera Iyer',
  status: 'created',
  method: null,
  invoice: null,
  paid_at: null,
});
const refunded = payment({
  _id: 'pay-row-000000004',
  user_name: 'Kiran Das',
  status: 'refunded',
  refunded: 2_966_016,
});

const paidTwice = payment({
  _id: 'pay-row-000000005',
  user_name: 'Nisha Verma',
  status: 'superseded',
  invoice: null,
  razorpay_payment_id: 'pay_Second0001',
  flag: 'paid_twice',
  flag_note: 'Paid twice: payment pay-row-000000001 already paid this subscription. Refund pay_Second0001.',
});
const mismatch = payment({
  _id: 'pay-row-000000006',
  user_name: 'Arjun Mehta',
  status: 'created',
  invoice: null,
  razorpay_payment_id: null,
  paid_at: null,
  flag: 'amount_mismatch',
  flag_note: 'Amount mismatch: payment.captured reported payment pay_Odd0001 as 100 (subunits) in USD.',
});

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr')!;
}

function renderPayments() {
  return renderPage(<PaymentsPage />, { path: '/admin/payments' });
}

beforeEach(() => saveFile.mockReset());

describe('PaymentsPage', () => {
  it('lists each payment: learner, program, amount and coupon, method, status, refunds, IST date, documents', async () => {
    const sent = mockApi({ [LIST]: listPage([paid, partlyRefunded, open, refunded], 9) });
    renderPayments();

    const asha = await rowOf('Asha Rao');
    expect(asha).toHaveTextContent('asha@example.in');
    expect(asha).toHaveTextContent('Pro Trader');
    expect(asha).toHaveTextContent('₹29,660.16');
    expect(asha).toHaveTextContent('−₹5,338.84 (DIWALI15)');
    expect(asha).toHaveTextContent('UPI');
    expect(within(asha).getByText('Paid')).toHaveClass('badge');
    // 10:00 UTC is 3:30 pm in India.
    expect(asha).toHaveTextContent('20 Nov 2026, 3:30 pm');
    expect(
      within(asha).getByRole('button', { name: 'Download invoice FT/26-27/000123' }),
    ).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: /^Refund/ })).toBeInTheDocument();

    const ravi = await rowOf('Ravi Kumar');
    expect(ravi).toHaveTextContent('Card');
    expect(ravi).toHaveTextContent('Partly refunded');
    expect(ravi).toHaveTextContent('Refunded ₹1,000.00');
    expect(
      within(ravi).getByRole('button', { name: 'Download credit note CN/26-27/000007' }),
    ).toBeInTheDocument();

    // Nothing was taken yet, or everything was given back: no Refund.
    const meera = await rowOf('Meera Iyer');
    expect(meera).toHaveTextContent('Awaiting payment');
    expect(within(meera).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(within(meera).queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(within(await rowOf('Kiran Das')).queryByRole('button', { name: /^Refund/ })).toBeNull();

    expect(screen.getByRole('heading', { name: 'Payments' }).parentElement).toHaveTextContent('Total: 9');
    expect(sent[0]?.url).toBe(apiUrl(endpoints.adminPaymentAll, {}, 'page=1&limit=5'));
    await expectNoSeriousAxeViolations();
  });

  it('flags a payment that waits for an admin with what happened, and offers a refund only where money was taken', async () => {
    mockApi({ [LIST]: listPage([paidTwice, mismatch]) });
    renderPayments();
    const nisha = await rowOf('Nisha Verma');
    expect(within(nisha).getByText('Paid twice: refund')).toHaveClass('badge');
    expect(nisha).toHaveTextContent(paidTwice.flag_note!);
    expect(
      within(nisha).getByRole('button', { name: /^Refund the payment of Nisha Verma/ }),
    ).toBeInTheDocument();
    const arjun = await rowOf('Arjun Mehta');
    expect(within(arjun).getByText('Amount mismatch: check in Razorpay')).toHaveClass('badge');
    expect(arjun).toHaveTextContent(mismatch.flag_note!);
    expect(within(arjun).queryByRole('button', { name: /^Refund/ })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('downloads an invoice with the session and saves it under its file name', async () => {
    mockApi({
      [LIST]: listPage([paid]),
      [on(endpoints.invoicePdf, { number: 'FT/26-27/000123' })]: { status: 200, body: 'PDF' },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Download invoice FT/26-27/000123' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]?.[1]).toBe('invoice-FT-26-27-000123.pdf');
    expect(saveFile.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
  });

  it('says why an invoice could not be downloaded', async () => {
    mockApi({
      [LIST]: listPage([paid]),
      [on(endpoints.invoicePdf, { number: 'FT/26-27/000123' })]: {
        status: 404,
        body: { message: MESSAGES.payments.invoiceNotFound },
      },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Download invoice FT/26-27/000123' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.paymentAdmin.invoiceFailed} ${MESSAGES.payments.invoiceNotFound}`,
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('refunds what is left by default, as integer paise, and reloads the list', async () => {
    let rows = [partlyRefunded];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [on(endpoints.adminPaymentRefund, { id: partlyRefunded._id })]: (request) => {
        rows = [{ ...partlyRefunded, status: 'refunded', refunded: 500_000 }];
        return {
          status: 201,
          body: { ...partlyRefunded, refunded: 100_000 + (request.body as { amount: number }).amount },
        };
      },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: /^Refund the payment of Ravi Kumar/ }));

    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('4000');
    expect(amount).toHaveFocus();
    expect(dialog).toHaveTextContent('Up to ₹4,000.00');
    await expectNoSeriousAxeViolations();
    await fillIn(user, within(dialog).getByLabelText('Reason'), 'Course cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByRole('dialog', { name: 'Refunded!' })).toHaveTextContent(
      MESSAGES.paymentAdmin.refundDone,
    );
    expect(screen.queryByRole('dialog', { name: 'Refund payment' })).toBeNull();
    const refunds = sent.filter((request) => request.method === 'POST');
    expect(refunds).toEqual([
      expect.objectContaining({
        url: apiUrl(endpoints.adminPaymentRefund, { id: partlyRefunded._id }),
        body: { amount: 400_000, reason: 'Course cancelled' },
      }),
    ]);
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET')).toHaveLength(2));
    expect(await screen.findByText('Refunded ₹5,000.00')).toBeInTheDocument();
  });

  it.each([
    ['1,234.50', 123_450],
    ['1234.5', 123_450],
    ['0.07', 7],
  ])('sends %s rupees as %i paise', async (typed, paise) => {
    const sent = mockApi({
      [LIST]: listPage([paid]),
      [on(endpoints.adminPaymentRefund, { id: paid._id })]: { status: 201, body: paid },
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: /^Refund the payment of Asha Rao/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await fillIn(user, within(dialog).getByLabelText('Amount (₹)'), typed);
    await fillIn(user, within(dialog).getByLabelText('Reason'), 'Partial refund');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByRole('dialog', { name: 'Refunded!' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      amount: paise,
      reason: 'Partial refund',
    });
  });

  it.each([
    ['4000.01', MESSAGES.payments.refundTooLarge],
    ['12.345', RUPEE_INPUT_TEXTS.tooPrecise],
    ['abc', RUPEE_INPUT_TEXTS.notAmount],
    ['0', RUPEE_INPUT_TEXTS.zero],
  ])('refuses %s before sending anything, next to the field', async (typed, error) => {
    const sent = mockApi({ [LIST]: listPage([partlyRefunded]) });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: /^Refund the payment of Ravi Kumar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await fillIn(user, amount, typed);
    await fillIn(user, within(dialog).getByLabelText('Reason'), 'Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(amount).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('requires a reason', async () => {
    const sent = mockApi({ [LIST]: listPage([paid]) });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: /^Refund the payment of Asha Rao/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await fillIn(user, within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription(MESSAGES.paymentAdmin.reasonRequired);
    expect(reason).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const reply: Reply = { status: 409, body: { message: MESSAGES.payments.refundTooLarge } };
    mockApi({
      [LIST]: listPage([paid]),
      [on(endpoints.adminPaymentRefund, { id: paid._id })]: reply,
    });
    const { user } = renderPayments();
    await user.click(await screen.findByRole('button', { name: /^Refund the payment of Asha Rao/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await fillIn(user, within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.payments.refundTooLarge);
    expect(screen.getByRole('dialog', { name: 'Refund payment' })).toBeInTheDocument();
  });

  it('says so when there are no payments', async () => {
    mockApi({ [LIST]: listPage([]) });
    renderPayments();
    expect(await screen.findByText(MESSAGES.paymentAdmin.noPayments)).toBeInTheDocument();
  });

  it('says online payment is off, not a failure, when the API has no payments to give (404)', async () => {
    mockApi({ [LIST]: { status: 404, body: { message: MESSAGES.payments.notEnabled } } });
    renderPayments();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentAdmin.paymentsOff);
    expect(screen.queryByText(MESSAGES.paymentAdmin.fetchPaymentsFailed)).toBeNull();
  });

  it('says so when the payments cannot be loaded', async () => {
    mockApi({ [LIST]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderPayments();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentAdmin.fetchPaymentsFailed);
  });
});
