import { createSubscription } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionsPage } from './subscriptions-page.tsx';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('@client/lib/save-file.ts', () => ({ saveFile }));

const LIST = on(endpoints.adminSubscriptionAll);

const pending = createSubscription({ _id: 'sub-pending-00001', user_name: 'Asha Rao', status: 'pending' });
/** The status change of Asha's pending subscription. */
const SET_PENDING_STATUS = on(endpoints.adminSubscriptionStatus, { id: pending._id });
const active = createSubscription({
  _id: 'sub-active-000002',
  user_name: 'Ravi Kumar',
  user_email: 'ravi@example.in',
  status: 'active',
});
const rejected = createSubscription({
  _id: 'sub-rejected-0003',
  user_name: 'Meera Iyer',
  user_email: 'meera@example.in',
  status: 'rejected',
});

function renderSubscriptions() {
  return renderPage(<SubscriptionsPage />, { path: '/admin/subscriptions' });
}

/** The table row of a learner's subscription, found by the learner's name. */
async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name);
  return cell.closest('tr')!;
}

const lists = (sent: SentRequest[]) => sent.filter((request) => request.method === 'GET');

describe('SubscriptionsPage', () => {
  it('asks for the first page of 5 and lets each row be approved or rejected unless it already is', async () => {
    const sent = mockApi({ [LIST]: listPage([pending, active, rejected], 12) });
    renderSubscriptions();

    const asha = await rowOf('Asha Rao');
    expect(within(asha).getByRole('button', { name: /^Approve/ })).toBeEnabled();
    expect(within(asha).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    expect(within(asha).getByText('Pending')).toBeInTheDocument();
    const ravi = await rowOf('Ravi Kumar');
    expect(within(ravi).getByRole('button', { name: /^Approve/ })).toBeDisabled();
    expect(within(ravi).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    const meera = await rowOf('Meera Iyer');
    expect(within(meera).getByRole('button', { name: /^Approve/ })).toBeEnabled();
    expect(within(meera).getByRole('button', { name: /^Reject/ })).toBeDisabled();

    expect(screen.getByRole('button', { name: 'Approve the subscription of Asha Rao' })).toBeInTheDocument();
    expect(sent[0]?.url).toBe(apiUrl(endpoints.adminSubscriptionAll, {}, 'page=1&limit=5'));
  });

  it('approves after the confirmation, sends the new status, says so and reloads the list', async () => {
    const approved = { ...pending, status: 'active' as const };
    let rows = [pending];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [SET_PENDING_STATUS]: () => {
        rows = [approved];
        return { status: 200, body: approved };
      },
    });
    const { user } = renderSubscriptions();

    await user.click(within(await rowOf('Asha Rao')).getByRole('button', { name: /^Approve/ }));

    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    expect(confirm).toHaveTextContent("Do you want to approve the subscription of Asha Rao to 'Pro Trader'?");
    await user.click(within(confirm).getByRole('button', { name: 'Yes, approve it!' }));

    expect(await screen.findByRole('dialog', { name: 'Approved!' })).toHaveTextContent(
      MESSAGES.admin.subscriptionApproved,
    );
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: apiUrl(endpoints.adminSubscriptionStatus, { id: 'sub-pending-00001' }),
        body: { status: 'active' },
      }),
    );
    await waitFor(() => expect(lists(sent)).toHaveLength(2));
    await waitFor(() => expect(screen.getByText('Active', { ignore: 'option, button' })).toBeInTheDocument());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const sent = mockApi({ [LIST]: listPage([pending]) });
    const { user } = renderSubscriptions();

    await user.click(within(await rowOf('Asha Rao')).getByRole('button', { name: /^Reject/ }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    expect(confirm).toHaveTextContent("Do you want to reject the subscription of Asha Rao to 'Pro Trader'?");
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.admin.confirmTitle })).toBeNull(),
    );
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows 'Failed to reject the subscription.' with the server's reason when the reject is refused", async () => {
    const sent = mockApi({
      [LIST]: listPage([pending]),
      [SET_PENDING_STATUS]: {
        status: 409,
        body: { message: MESSAGES.admin.subscriptionAlreadyRejected },
      },
    });
    const { user } = renderSubscriptions();

    await user.click(within(await rowOf('Asha Rao')).getByRole('button', { name: /^Reject/ }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, reject it!' }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.admin.rejectFailed} ${MESSAGES.admin.subscriptionAlreadyRejected}`,
    );
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'rejected' } });
  });

  it('offers the tax invoice of a subscription paid online, downloaded with the session', async () => {
    const paidOnline = createSubscription({
      _id: 'sub-paid-00000004',
      user_name: 'Kiran Das',
      status: 'active',
      invoice_number: 'FT/26-27/000123',
    });
    const sent = mockApi({
      [LIST]: listPage([paidOnline, pending]),
      [on(endpoints.invoicePdf, { number: 'FT/26-27/000123' })]: { status: 200, body: 'PDF' },
    });
    const { user } = renderSubscriptions();

    expect(within(await rowOf('Asha Rao')).queryByRole('button', { name: /^Download invoice/ })).toBeNull();
    await user.click(
      within(await rowOf('Kiran Das')).getByRole('button', { name: 'Download invoice FT/26-27/000123' }),
    );
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    expect(saveFile.mock.calls[0]?.[1]).toBe('invoice-FT-26-27-000123.pdf');
    const pdf = sent.find(
      (request) => request.path === apiUrl(endpoints.invoicePdf, { number: 'FT/26-27/000123' }),
    );
    expect(pdf?.method).toBe('GET');
  });

  it("says 'No subscriptions found' for an empty list", async () => {
    mockApi({ [LIST]: listPage([]) });
    renderSubscriptions();

    expect(await screen.findByText(MESSAGES.admin.noSubscriptions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch subscriptions' when the list cannot be loaded, and Access Denied for a 401", async () => {
    mockApi({ [LIST]: { status: 500, body: { message: 'boom' } } });
    const first = renderSubscriptions();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.fetchSubscriptionsFailed);
    first.unmount();

    mockApi({ [LIST]: { status: 401, body: { message: MESSAGES.auth.loginRequired } } });
    renderSubscriptions();
    expect(await screen.findByRole('heading', { name: MESSAGES.admin.accessDenied })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.admin.unauthorized);
  });
});
