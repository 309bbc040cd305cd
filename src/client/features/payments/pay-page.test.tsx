import { setToken } from '@client/lib/session.ts';
import { createSubscription, createUser } from '@client/test/factories.ts';
import {
  apiUrl,
  mockApi,
  on,
  PAYMENT_OFF,
  PAYMENT_ON,
  type Reply,
  type SentRequest,
} from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Payment, PaymentQuote } from '@contract/payment.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PayPage } from './pay-page.tsx';
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from './razorpay-checkout.ts';

const PROFILE = on(endpoints.profile);
const MINE = on(endpoints.subscriptionAll);
const CONFIG = on(endpoints.paymentConfig);
const QUOTE = on(endpoints.paymentQuote);
const ORDER = on(endpoints.paymentOrder);

/** Ticks the checkout's box agreeing to the Terms and the Refund Policy (docs/product.md §19). */
async function agree(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel }));
}
const VERIFY = on(endpoints.paymentVerify);

const asha = createUser({ name: 'Asha Rao', email: 'asha@example.in' });
const SUBSCRIPTION_ID = '6f1c2d3e-0000-4000-8000-000000000004';
const pending = createSubscription({
  _id: SUBSCRIPTION_ID,
  resource_id: '7a2b3c4d-0000-4000-8000-000000000001',
  status: 'pending',
  offer_price: 35000,
  resource: { title: 'Pro Trader', image_path: null, offering_type: 'PAID', exists: true },
});

/** ₹35,000 in Telangana (the business's state): CGST + SGST 9 % each, to the paisa. */
const TELANGANA_QUOTE: PaymentQuote = {
  list_amount: 3_500_000,
  discount: 0,
  amount: 3_500_000,
  coupon: null,
  taxable_value: 2_966_102,
  cgst: 266_949,
  sgst: 266_949,
  igst: 0,
  total: 3_500_000,
};
/**
 * With DIWALI10 (10 % off), from Karnataka: IGST 18 % of ₹26,694.92 is ₹4,805.09 to the paisa, a
 * paisa over ₹31,500, which the invoice rounds off (ADR 056).
 */
const KARNATAKA_DIWALI_QUOTE: PaymentQuote = {
  list_amount: 3_500_000,
  discount: 350_000,
  amount: 3_150_000,
  coupon: 'DIWALI10',
  taxable_value: 2_669_492,
  cgst: 0,
  sgst: 0,
  igst: 480_509,
  total: 3_150_000,
};

function quoteFor(request: SentRequest): Reply {
  const body = request.body as { state_code: string; coupon?: string };
  if (body.coupon === 'DIWALI10') return { status: 200, body: KARNATAKA_DIWALI_QUOTE };
  if (body.coupon)
    return { status: 400, body: { message: MESSAGES.payments.couponNotFound, field: 'coupon' } };
  return { status: 200, body: TELANGANA_QUOTE };
}

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'pay-row-1',
    subscription_id: SUBSCRIPTION_ID,
    amount: 3_500_000,
    status: 'paid',
    method: 'upi',
    invoice: {
      number: 'FT/26-27/000001',
      kind: 'invoice',
      issued_at: '2026-11-23T10:00:00.000Z',
      taxable_value: 2_966_102,
      cgst: 266_949,
      sgst: 266_949,
      igst: 0,
      total: 3_500_000,
    },
    resource_title: 'Pro Trader',
    discount: 0,
    coupon: null,
    refunded: 0,
    refunds: [],
    razorpay_order_id: 'order_Fake0001',
    razorpay_payment_id: 'pay_Fake0001',
    created_on: '2026-11-23T10:00:00.000Z',
    paid_at: '2026-11-23T10:01:00.000Z',
    ...overrides,
  } as Payment;
}

/** A stand-in for Razorpay Checkout (window.Razorpay): remembers each checkout it was asked to open. */
function fakeCheckout() {
  const opened: { options: RazorpayOptions; fail: (response: RazorpayFailure) => void }[] = [];
  class FakeRazorpay {
    private failed: ((response: RazorpayFailure) => void)[] = [];
    constructor(readonly options: RazorpayOptions) {}
    on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
      this.failed.push(callback);
    }
    open() {
      const fail = (response: RazorpayFailure) => {
        for (const callback of this.failed) callback(response);
      };
      opened.push({ options: this.options, fail });
    }
    close() {}
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return opened;
}

/**
 * The scripts the page adds to <head>, kept out of the document (the test environment loads no
 * script): the test plays the browser and fires their load or error.
 */
function scriptsAddedToHead(): HTMLScriptElement[] {
  const added: HTMLScriptElement[] = [];
  const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
  onTestFinished(() => append.mockRestore());
  return added;
}

/** Types a business's legal name and billing address into the fields a GSTIN brings. */
async function fillBusiness(user: ReturnType<typeof renderPay>['user']) {
  await user.type(await screen.findByLabelText('Legal name of the business'), 'Acme Traders Private Limited');
  await user.type(screen.getByLabelText('Billing address'), 'Plot 7, Banjara Hills');
  await user.type(screen.getByLabelText('City or town'), 'Hyderabad');
  await user.type(screen.getByLabelText('PIN code'), '500034');
}

function renderPay() {
  return renderPage(<PayPage />, { path: `/pay/${SUBSCRIPTION_ID}`, route: '/pay/:subscriptionId' });
}

describe('PayPage', () => {
  it('sends a visitor without a token to /login without asking the API', async () => {
    const sent = mockApi({});
    renderPay();

    expect(await findCurrentPath()).toBe('/login');
    expect(sent).toHaveLength(0);
  });

  it('offers no payment, and says an admin will approve, when online payment is not enabled', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_OFF,
    });
    renderPay();

    expect(await screen.findByText(MESSAGES.payments.notEnabled)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pro Trader' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('State (for GST)')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('quotes the price with its CGST and SGST once the state is chosen, and a coupon lowers it before paying', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const { user } = renderPay();

    expect(await screen.findByRole('button', { name: 'Pay ₹35,000 now' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State (for GST)'), '36');

    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Price incl. GST').nextElementSibling).toHaveTextContent('₹35,000.00');
    expect(within(price).getByText('Taxable value').nextElementSibling).toHaveTextContent('₹29,661.02');
    expect(within(price).getByText('CGST (9%)').nextElementSibling).toHaveTextContent('₹2,669.49');
    expect(within(price).getByText('SGST (9%)').nextElementSibling).toHaveTextContent('₹2,669.49');
    expect(within(price).queryByText(/IGST/)).not.toBeInTheDocument();
    expect(within(price).queryByText('Round off')).not.toBeInTheDocument();
    expect(sent.find((request) => request.path === apiUrl(endpoints.paymentQuote))?.body).toEqual({
      subscription_id: SUBSCRIPTION_ID,
      state_code: '36',
    });

    await user.selectOptions(screen.getByLabelText('State (for GST)'), '29');
    await user.type(screen.getByLabelText('Coupon code'), 'diwali10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Discount (DIWALI10)')).toBeInTheDocument();
    const discounted = screen.getByRole('region', { name: 'Price' });
    expect(within(discounted).getByText('List price').nextElementSibling).toHaveTextContent('₹35,000.00');
    expect(within(discounted).getByText('Discount (DIWALI10)').nextElementSibling).toHaveTextContent(
      '-₹3,500.00',
    );
    expect(within(discounted).getByText('Price incl. GST').nextElementSibling).toHaveTextContent(
      '₹31,500.00',
    );
    expect(within(discounted).getByText('IGST (18%)').nextElementSibling).toHaveTextContent('₹4,805.09');
    expect(within(discounted).getByText('Round off').nextElementSibling).toHaveTextContent('-₹0.01');
    expect(screen.getByRole('button', { name: 'Pay ₹31,500 now' })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === apiUrl(endpoints.paymentQuote)).at(-1)?.body).toEqual({
      subscription_id: SUBSCRIPTION_ID,
      state_code: '29',
      coupon: 'DIWALI10',
    });
  });

  it('lists the states alphabetically, with the one chosen last time first', async () => {
    setToken('learner-token');
    localStorage.removeItem('checkout-last-state');
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const first = renderPay();
    const states = () =>
      within(screen.getByLabelText('State (for GST)'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await screen.findByRole('button', { name: 'Pay ₹35,000 now' });
    expect(states().slice(0, 4)).toEqual([
      'Choose your state',
      'Andaman and Nicobar Islands',
      'Andhra Pradesh',
      'Arunachal Pradesh',
    ]);
    await first.user.selectOptions(screen.getByLabelText('State (for GST)'), '29');
    // Chosen now, it stays in its place; the next checkout offers it first.
    expect(states()[1]).toBe('Andaman and Nicobar Islands');
    first.unmount();

    renderPay();
    await screen.findByRole('button', { name: 'Pay ₹35,000 now' });
    expect(states().slice(0, 3)).toEqual(['Choose your state', 'Karnataka', 'Andaman and Nicobar Islands']);
    expect(states().filter((name) => name === 'Karnataka')).toHaveLength(1);
    localStorage.removeItem('checkout-last-state');
  });

  it('shows a coupon the server refuses under the coupon field, and announces it', async () => {
    setToken('learner-token');
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await user.type(screen.getByLabelText('Coupon code'), 'NOSUCHCODE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const coupon = screen.getByLabelText('Coupon code');
    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'true'));
    expect(coupon).toHaveAccessibleDescription(MESSAGES.payments.couponNotFound);
    expect(coupon).toHaveFocus();
    expect(
      screen.getByText(MESSAGES.payments.couponNotFound, { selector: '[aria-live] *, [aria-live]' }),
    ).toBeInTheDocument();
    // Not shown as a form-wide error too.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires the unticked box agreeing to the Terms and the Refund Policy before an order is sent', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const { user } = renderPay();
    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    const box = await screen.findByRole('checkbox', { name: MESSAGES.legal.acceptTermsLabel });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Refund and Cancellation Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    await user.click(await screen.findByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(MESSAGES.legal.acceptTermsRequired);
    expect(sent.some((request) => request.path === apiUrl(endpoints.paymentOrder))).toBe(false);
  });

  it('asks for the state before anything is sent', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
    });
    const { user } = renderPay();

    await user.click(await screen.findByRole('button', { name: 'Pay ₹35,000 now' }));

    const state = screen.getByLabelText('State (for GST)');
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription('Choose your state.');
    expect(state).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a GSTIN whose check character is wrong, under its field', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await user.type(screen.getByLabelText('GSTIN (optional, for businesses)'), '36AABCF1234A1ZG');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));

    const gstin = screen.getByLabelText('GSTIN (optional, for businesses)');
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(/GSTIN is not valid/);
    expect(sent.some((request) => request.path === apiUrl(endpoints.paymentOrder))).toBe(false);
  });

  it("asks a buyer who types a GSTIN for the business's legal name and billing address, under each field, before anything is sent", async () => {
    setToken('learner-token');
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    // ₹35,000 without a GSTIN: the invoice needs no address (under ₹50,000 taxable).
    expect(screen.queryByLabelText('Billing address')).not.toBeInTheDocument();
    const gstin = screen.getByLabelText('GSTIN (optional, for businesses)');
    await user.type(gstin, '36AABCF1234A1ZF');
    expect(screen.getByRole('group', { name: 'Your business' })).toHaveAccessibleDescription(
      'Printed on the tax invoice as registered under your GSTIN.',
    );
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));

    const legalName = screen.getByLabelText('Legal name of the business');
    expect(legalName).toHaveAttribute('aria-invalid', 'true');
    expect(legalName).toHaveAccessibleDescription(MESSAGES.payments.legalNameRequired);
    expect(legalName).toHaveFocus();
    expect(screen.getByLabelText('Billing address')).toHaveAccessibleDescription(
      `${MESSAGES.payments.addressRequired} Building, street and area.`,
    );
    expect(screen.getByLabelText('City or town')).toHaveAccessibleDescription(MESSAGES.payments.cityRequired);
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(MESSAGES.payments.pincodeRequired);

    await fillBusiness(user);
    const pincode = screen.getByLabelText('PIN code');
    await user.clear(pincode);
    await user.type(pincode, '050034');
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    expect(pincode).toHaveAccessibleDescription(MESSAGES.payments.pincodeInvalid);
    expect(pincode).toHaveFocus();
    expect(screen.getByLabelText('Legal name of the business')).not.toHaveAttribute('aria-invalid');
    expect(sent.some((request) => request.path === apiUrl(endpoints.paymentOrder))).toBe(false);

    // Without the GSTIN the business's fields go again.
    await user.clear(gstin);
    expect(screen.queryByLabelText('Legal name of the business')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Billing address')).not.toBeInTheDocument();
  });

  it('asks a buyer without a GSTIN for a billing address once the quoted taxable value is ₹50,000 or more, and puts the server’s refusal under its field', async () => {
    setToken('learner-token');
    // ₹70,000 within the state: ₹59,322.04 taxable.
    const large: PaymentQuote = {
      ...TELANGANA_QUOTE,
      list_amount: 7_000_000,
      amount: 7_000_000,
      taxable_value: 5_932_204,
      cgst: 533_898,
      sgst: 533_898,
      total: 7_000_000,
    };
    const orders: SentRequest[] = [];
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [{ ...pending, offer_price: 70_000 }] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: { status: 200, body: large },
      [ORDER]: (request) => {
        orders.push(request);
        return { status: 400, body: { message: MESSAGES.payments.addressRequired, field: 'address' } };
      },
    });
    const { user } = renderPay();

    expect(await screen.findByRole('button', { name: 'Pay ₹70,000 now' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Billing address')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State (for GST)'), '36');
    const group = await screen.findByRole('group', { name: 'Your billing address' });
    expect(group).toHaveAccessibleDescription(
      'A tax invoice of ₹50,000 or more before GST must show your address.',
    );
    expect(screen.queryByLabelText('Legal name of the business')).not.toBeInTheDocument();

    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹70,000 now' }));
    const address = screen.getByLabelText('Billing address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(orders).toHaveLength(0);

    await user.type(address, 'Flat 3, Jubilee Hills');
    await user.type(screen.getByLabelText('City or town'), 'Hyderabad');
    await user.type(screen.getByLabelText('PIN code'), '500033');
    await user.click(screen.getByRole('button', { name: 'Pay ₹70,000 now' }));

    await waitFor(() => expect(address).toHaveAccessibleDescription(/^Enter the billing address/));
    expect(orders[0]?.body).toEqual({
      subscription_id: SUBSCRIPTION_ID,
      state_code: '36',
      address: 'Flat 3, Jubilee Hills',
      city: 'Hyderabad',
      pincode: '500033',
      accept_terms: true,
    });
    expect(address).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens Checkout with the order, verifies what it hands back, and says the subscription is active', async () => {
    setToken('learner-token');
    const opened = fakeCheckout();
    const success: RazorpaySuccess = {
      razorpay_order_id: 'order_Fake0001',
      razorpay_payment_id: 'pay_Fake0001',
      razorpay_signature: 'a'.repeat(64),
    };
    let listAfterPaying = [pending];
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: () => ({ status: 200, body: listAfterPaying }),
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
      [VERIFY]: () => {
        listAfterPaying = [{ ...pending, status: 'active', invoice_number: 'FT/26-27/000001' }];
        return { status: 200, body: { message: MESSAGES.payments.paid, payment: payment() } };
      },
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await user.type(screen.getByLabelText('GSTIN (optional, for businesses)'), '36aabcf1234a1zf');
    await fillBusiness(user);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(sent.find((request) => request.path === apiUrl(endpoints.paymentOrder))?.body).toEqual({
      subscription_id: SUBSCRIPTION_ID,
      state_code: '36',
      gstin: '36AABCF1234A1ZF',
      legal_name: 'Acme Traders Private Limited',
      address: 'Plot 7, Banjara Hills',
      city: 'Hyderabad',
      pincode: '500034',
      accept_terms: true,
    });
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_fintrain',
      order_id: 'order_Fake0001',
      amount: 3_500_000,
      currency: 'INR',
      description: 'Pro Trader',
      prefill: { name: 'Asha Rao', email: 'asha@example.in' },
      theme: { color: '#0f766e' },
    });

    options.handler(success);

    const heading = await screen.findByRole('heading', { name: MESSAGES.payments.paid });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent.find((request) => request.path === apiUrl(endpoints.paymentVerify))?.body).toEqual(success);
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      `/learn/${pending.resource_id}`,
    );
    expect(screen.getByRole('link', { name: MESSAGES.subscriptions.goToMySubscriptions })).toHaveAttribute(
      'href',
      '/mysubscriptions',
    );
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    // My Subscriptions is asked again: the subscription is active now.
    await waitFor(() =>
      expect(sent.filter((request) => request.path === apiUrl(endpoints.subscriptionAll))).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: MESSAGES.payments.paid })).toBeInTheDocument();
  });

  it('shows a verify answer that the payment does not keep the subscription active without a tick or Start learning', async () => {
    setToken('learner-token');
    const opened = fakeCheckout();
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
      [VERIFY]: {
        status: 200,
        body: {
          message: MESSAGES.payments.paymentHeld,
          payment: payment({ status: 'superseded', invoice: null }),
        },
      },
    });
    const { user } = renderPay();
    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({
      razorpay_order_id: 'order_Fake0001',
      razorpay_payment_id: 'pay_Fake0001',
      razorpay_signature: 'a'.repeat(64),
    });

    const heading = await screen.findByRole('heading', { name: MESSAGES.payments.paymentHeld });
    expect(heading.closest('section')).toHaveClass('border-warning');
    expect(screen.queryByRole('link', { name: 'Start learning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    expect(
      screen.getByRole('link', { name: MESSAGES.subscriptions.goToMySubscriptions }),
    ).toBeInTheDocument();
  });

  it('shows why a payment failed, and Try again opens Checkout once more for the same order', async () => {
    setToken('learner-token');
    const opened = fakeCheckout();
    const sent = mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(opened).toHaveLength(1));

    opened[0]!.fail({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined the payment.' } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.payments.paymentFailed);
    expect(alert).toHaveTextContent('Your bank declined the payment.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await user.click(retry);

    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]!.options.order_id).toBe('order_Fake0001');
    expect(sent.filter((request) => request.path === apiUrl(endpoints.paymentOrder))).toHaveLength(2);
    expect(sent.some((request) => request.path === apiUrl(endpoints.paymentVerify))).toBe(false);
  });

  it('gives focus back to Pay when the learner closes Checkout without paying', async () => {
    setToken('learner-token');
    const opened = fakeCheckout();
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
    });
    const { user } = renderPay();

    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(opened).toHaveLength(1));

    opened[0]!.options.modal.ondismiss();

    const pay = screen.getByRole('button', { name: 'Pay ₹35,000 now' });
    await waitFor(() => expect(pay).not.toHaveAttribute('aria-disabled'));
    expect(pay).toHaveFocus();
  });

  it('says so when the subscription is not the learner’s', async () => {
    setToken('learner-token');
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [] },
      [CONFIG]: PAYMENT_ON,
    });
    renderPay();

    expect(await screen.findByText(MESSAGES.payments.subscriptionNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it("adds Checkout's script from the configured address only when the learner pays", async () => {
    setToken('learner-token');
    const checkoutUrl = 'https://checkout.razorpay.com/v1/checkout.js';
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
    });
    const { user } = renderPay();

    const added = scriptsAddedToHead();
    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    expect(added).toHaveLength(0);

    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(added.map((script) => script.src)).toEqual([checkoutUrl]));
    // The browser runs it: it defines window.Razorpay.
    const opened = fakeCheckout();
    added[0]!.dispatchEvent(new Event('load'));

    await waitFor(() => expect(opened).toHaveLength(1));
  });

  it('says the payment window could not be opened when the script does not load, and Pay works again', async () => {
    setToken('learner-token');
    const checkoutUrl = 'https://checkout.razorpay.com/v1/checkout.js';
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [pending] },
      [CONFIG]: PAYMENT_ON,
      [QUOTE]: quoteFor,
      [ORDER]: {
        status: 200,
        body: { order_id: 'order_Fake0001', amount: 3_500_000, currency: 'INR', key_id: 'rzp_test_fintrain' },
      },
    });
    const { user } = renderPay();

    const added = scriptsAddedToHead();
    await user.selectOptions(await screen.findByLabelText('State (for GST)'), '36');
    await screen.findByRole('region', { name: 'Price' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(added.map((script) => script.src)).toEqual([checkoutUrl]));
    added[0]!.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payments.checkoutLoadFailed);
    expect(screen.getByRole('button', { name: 'Pay ₹35,000 now' })).not.toHaveAttribute('aria-disabled');
    // The next try adds the script again.
    await user.click(screen.getByRole('button', { name: 'Pay ₹35,000 now' }));
    await waitFor(() => expect(added).toHaveLength(2));
    added[1]!.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay ₹35,000 now' })).not.toHaveAttribute('aria-disabled'),
    );
  });

  it.each([
    ['an active one', { status: 'active' as const }, MESSAGES.payments.alreadyActive],
    ['a rejected one', { status: 'rejected' as const }, MESSAGES.payments.notPending],
    [
      'a free one',
      {
        offer_price: 0,
        resource: { title: 'Pro Trader', image_path: null, offering_type: 'FREE' as const, exists: true },
      },
      MESSAGES.payments.free,
    ],
    [
      'one for a program no longer offered',
      { resource: { title: 'Pro Trader', image_path: null, offering_type: 'PAID' as const, exists: false } },
      MESSAGES.payments.noLongerOffered,
    ],
  ])('offers no payment for %s, and says why', async (_label, overrides, text) => {
    setToken('learner-token');
    mockApi({
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [{ ...pending, ...overrides }] },
      [CONFIG]: PAYMENT_ON,
    });
    renderPay();

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('State (for GST)')).not.toBeInTheDocument();
  });
});
