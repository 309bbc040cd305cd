import { getToken, setToken } from '@client/lib/session.ts';
import { createSubscription, createUser } from '@client/test/factories.ts';
import { apiUrl, mockApi, on, PAYMENT_OFF, PAYMENT_ON, type Reply } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { invoiceFileName } from '@contract/payment.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MySubscriptionsPage } from './my-subscriptions-page.tsx';

/** The next live class panel asks for the schedule (docs/product.md §20.8): none here. */
const NO_LIVE_CLASSES = { [on(endpoints.liveUpcoming)]: { status: 200, body: [] } };

const PROFILE = on(endpoints.profile);
const MINE = on(endpoints.subscriptionAll);
const COURSES = on(endpoints.courseProgress);
const NO_COURSES: Reply = { status: 200, body: [] };
const PAYMENT_CONFIG = on(endpoints.paymentConfig);

const asha = createUser({ name: 'Asha Rao', email: 'asha@example.in' });
const proTrader = createSubscription({ _id: 'sub-0001', status: 'active' });
const mentorship = createSubscription({
  _id: 'sub-0002',
  resource_type: 'service',
  resource: { title: 'One-to-one Mentorship', image_path: null, offering_type: 'PAID', exists: true },
});

function renderMine() {
  return renderPage(<MySubscriptionsPage />, { path: '/mysubscriptions' });
}

describe('MySubscriptionsPage', () => {
  it('sends a visitor without a token to /login without asking the API', async () => {
    const sent = mockApi({ ...NO_LIVE_CLASSES });
    renderMine();

    expect(await findCurrentPath()).toBe('/login');
    expect(sent).toHaveLength(0);
  });

  it('removes a token the API refuses (401) and goes to /login', async () => {
    setToken('expired-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 401, body: { message: MESSAGES.auth.sessionInvalid } },
    });
    renderMine();

    expect(await findCurrentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('removes the token and goes to /login when the profile is refused (401), whatever its message says', async () => {
    setToken('expired-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 401, body: { message: 'Any wording at all' } },
      [MINE]: { status: 200, body: [proTrader] },
    });
    renderMine();

    expect(await findCurrentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it("shows the learner's name and e-mail and their program subscriptions, and Services shows the rest", async () => {
    setToken('learner-token');
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader, mentorship] },
      [PAYMENT_CONFIG]: PAYMENT_OFF,
    });
    const { user } = renderMine();

    expect(await screen.findByRole('heading', { name: 'My Subscriptions' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    const programs = screen.getByRole('region', { name: 'Program subscriptions' });
    expect(within(programs).getByRole('heading', { name: 'Pro Trader' })).toBeInTheDocument();
    expect(within(programs).queryByText('One-to-one Mentorship')).not.toBeInTheDocument();
    expect(
      sent
        .find((request) => request.path === apiUrl(endpoints.subscriptionAll))
        ?.headers.get('Authorization'),
    ).toBe('Bearer learner-token');

    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-pressed', 'true');
    const services = screen.getByRole('region', { name: 'Service subscriptions' });
    expect(within(services).getByRole('heading', { name: 'One-to-one Mentorship' })).toBeInTheDocument();
  });

  it("says 'You have no program subscriptions yet.' for a learner without any", async () => {
    setToken('learner-token');
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [] },
    });
    renderMine();

    expect(await screen.findByText(MESSAGES.subscriptions.noPrograms)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch subscriptions' with Try again, which asks once more", async () => {
    setToken('learner-token');
    let reply: Reply = { status: 500, body: { message: 'Database down' } };
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: () => reply,
    });
    const { user } = renderMine();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.fetchSubscriptionsFailed);
    expect(getToken()).toBe('learner-token');

    reply = { status: 200, body: [proTrader] };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pro Trader' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.filter((request) => request.path === apiUrl(endpoints.subscriptionAll))).toHaveLength(2),
    );
  });

  it('gives an active program Start learning or Continue learning with its progress, from one request', async () => {
    setToken('learner-token');
    const swing = createSubscription({
      _id: 'sub-0003',
      status: 'active',
      resource_id: 'program-swing',
      resource: { title: 'Swing Trader', image_path: null, offering_type: 'PAID', exists: true },
    });
    const pending = createSubscription({
      _id: 'sub-0004',
      status: 'pending',
      resource_id: 'program-wealth',
      resource: { title: 'Wealth Management', image_path: null, offering_type: 'PAID', exists: true },
    });
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader, swing, pending] },
      [PAYMENT_CONFIG]: PAYMENT_OFF,
      [COURSES]: {
        status: 200,
        body: [
          { program_id: proTrader.resource_id, slug: 'pro-trader', progress_percent: 40, started: true },
          { program_id: 'program-swing', slug: null, progress_percent: 0, started: false },
        ],
      },
    });
    renderMine();

    const continuing = await screen.findByRole('article', { name: 'Pro Trader' });
    expect(within(continuing).getByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      '/learn/pro-trader',
    );
    expect(within(continuing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(continuing).getByText('40% complete')).toBeInTheDocument();
    const starting = screen.getByRole('article', { name: 'Swing Trader' });
    expect(within(starting).getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      // A program without a slug is opened by its id.
      '/learn/program-swing',
    );
    expect(within(starting).getByText('0% complete')).toBeInTheDocument();
    // A pending subscription has no course to open yet; View is still there.
    const waiting = screen.getByRole('article', { name: 'Wealth Management' });
    expect(within(waiting).queryByRole('link', { name: /learning/ })).not.toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === apiUrl(endpoints.courseProgress))).toHaveLength(1);
  });

  it('offers Pay ₹X now only on a pending paid subscription when online payment is on, as a link that loads the pay page', async () => {
    setToken('learner-token');
    const awaiting = createSubscription({
      _id: '6f1c2d3e-0000-4000-8000-000000000004',
      status: 'pending',
      offer_price: 150000,
      resource: { title: 'Wealth Management', image_path: null, offering_type: 'PAID', exists: true },
    });
    const free = createSubscription({
      _id: 'sub-0005',
      status: 'pending',
      offer_price: 0,
      resource: { title: 'Financial Literacy', image_path: null, offering_type: 'FREE', exists: true },
    });
    const rejected = createSubscription({
      _id: 'sub-0006',
      status: 'rejected',
      resource: { title: 'Swing Trader', image_path: null, offering_type: 'PAID', exists: true },
    });
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader, awaiting, free, rejected] },
      [PAYMENT_CONFIG]: PAYMENT_ON,
    });
    renderMine();

    const card = await screen.findByRole('article', { name: 'Wealth Management' });
    const pay = await within(card).findByRole('link', { name: 'Pay ₹1,50,000 now' });
    expect(pay).toHaveAttribute('href', `/pay/${awaiting._id}`);
    for (const title of ['Pro Trader', 'Financial Literacy', 'Swing Trader']) {
      const other = screen.getByRole('article', { name: title });
      expect(within(other).queryByRole('link', { name: /^Pay / }), title).not.toBeInTheDocument();
    }
    // The spec's View stays on the card.
    expect(within(card).getByRole('link', { name: 'View' })).toBeInTheDocument();
  });

  it('shows no payment button anywhere when online payment is not enabled', async () => {
    setToken('learner-token');
    const awaiting = createSubscription({ _id: 'sub-0004', status: 'pending' });
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [awaiting] },
      [PAYMENT_CONFIG]: PAYMENT_OFF,
    });
    renderMine();

    const card = await screen.findByRole('article', { name: 'Pro Trader' });
    await waitFor(() =>
      expect(sent.some((request) => request.path === apiUrl(endpoints.paymentConfig))).toBe(true),
    );
    expect(within(card).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it('does not ask about payment when nothing awaits payment', async () => {
    setToken('learner-token');
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader] },
    });
    renderMine();

    expect(await screen.findByRole('article', { name: 'Pro Trader' })).toBeInTheDocument();
    expect(sent.some((request) => request.path === apiUrl(endpoints.paymentConfig))).toBe(false);
  });

  it('offers Download invoice on a paid subscription, which saves the PDF fetched with the session under its number', async () => {
    setToken('learner-token');
    const number = 'FT/26-27/000123';
    const paid = createSubscription({ _id: 'sub-0007', status: 'active', invoice_number: number });
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [paid] },
      [on(endpoints.invoicePdf, { number })]: {
        status: 200,
        body: '%PDF-1.7 invoice',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    const saved: { href: string; download: string }[] = [];
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    onTestFinished(() => click.mockRestore());
    const { user } = renderMine();

    const card = await screen.findByRole('article', { name: 'Pro Trader' });
    await user.click(within(card).getByRole('button', { name: 'Download invoice' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice', download: invoiceFileName(number) }]));
    const request = sent.find((row) => row.path === apiUrl(endpoints.invoicePdf, { number }));
    expect(request?.headers.get('Authorization')).toBe('Bearer learner-token');
    const blob = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(await blob[0].text()).toContain('%PDF-1.7 invoice');
  });

  it('shows a refunded subscription as Refunded with what was paid, what came back and each credit note to download', async () => {
    setToken('learner-token');
    const note = 'CN/26-27/000002';
    const refunded = createSubscription({
      _id: 'sub-0009',
      status: 'refunded',
      offer_price: 35000,
      invoice_number: 'FT/26-27/000123',
      payment: {
        amount: 2_975_000,
        refunded: 2_975_000,
        paid_at: '2026-11-20T10:00:00.000Z',
        refunds: [
          { amount: 975_050, processed_on: '2026-11-21T10:00:00.000Z', credit_note: 'CN/26-27/000001' },
          { amount: 1_999_950, processed_on: '2026-11-22T10:00:00.000Z', credit_note: note },
        ],
      },
    });
    const sent = mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [refunded] },
      [on(endpoints.invoicePdf, { number: note })]: {
        status: 200,
        body: '%PDF-1.7 credit note',
        headers: { 'Content-Type': 'application/pdf' },
      },
    });
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:note'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    onTestFinished(() => click.mockRestore());
    const { user } = renderMine();

    const card = await screen.findByRole('article', { name: 'Pro Trader' });
    expect(within(card).getByText('Refunded', { selector: '.badge' })).toBeInTheDocument();
    expect(within(card).queryByText('Rejected')).toBeNull();
    expect(within(card).getByText('Paid').nextElementSibling).toHaveTextContent('₹29,750');
    expect(within(card).getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹29,750',
    );
    expect(within(card).queryByText('₹35,000')).toBeNull();
    const refunds = within(card).getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('₹9,750.50 refunded on 21 Nov 2026');
    expect(refunds).toHaveTextContent('₹19,999.50 refunded on 22 Nov 2026');
    const downloads = within(refunds).getAllByRole('button', { name: 'Download credit note' });
    expect(downloads).toHaveLength(2);
    await user.click(downloads[1]!);
    await waitFor(() =>
      expect(sent.some((row) => row.path === apiUrl(endpoints.invoicePdf, { number: note }))).toBe(true),
    );
  });

  it("shows the server's reason in an alert when the invoice cannot be downloaded, and saves nothing", async () => {
    setToken('learner-token');
    const number = 'FT/26-27/000124';
    mockApi({
      ...NO_LIVE_CLASSES,
      [COURSES]: NO_COURSES,
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [createSubscription({ status: 'active', invoice_number: number })] },
      [on(endpoints.invoicePdf, { number })]: {
        status: 404,
        body: { message: MESSAGES.payments.invoiceNotFound },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    onTestFinished(() => click.mockRestore());
    const { user } = renderMine();

    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));

    const alert = await screen.findByRole('dialog', { name: 'Error!' });
    expect(alert).toHaveTextContent(MESSAGES.payments.invoiceNotFound);
    expect(click).not.toHaveBeenCalled();
  });
});
