import { documentNavigation } from '@client/lib/open-document.ts';
import { setToken } from '@client/lib/session.ts';
import { createProgram, createSubscription } from '@client/test/factories.ts';
import {
  apiUrl,
  deferred,
  mockApi,
  on,
  PAYMENT_OFF,
  PAYMENT_ON,
  type Reply,
} from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SubscribeButton } from './subscribe-button.tsx';

const SUBSCRIBE = on(endpoints.subscribe);
const MINE = on(endpoints.subscriptionAll);
const PAYMENT_CONFIG = on(endpoints.paymentConfig);
/** A signed-in learner's list with nothing in it: every signed-in render asks for it. */
const NONE_YET = { [MINE]: { status: 200, body: [] } };

const program = createProgram();

function renderButton(resource = program, resourceType: 'program' | 'service' = 'program') {
  return renderPage(<SubscribeButton resourceType={resourceType} resource={resource} />);
}

describe('SubscribeButton', () => {
  it('shows a disabled Currently Unavailable button, and no Subscribe, when the resource is unavailable', () => {
    const sent = mockApi({});
    renderButton(createProgram({ availability: 'no' }));

    expect(screen.getByRole('button', { name: MESSAGES.programs.unavailable })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks an anonymous visitor to register or log in without calling the API, and Login goes to /login', async () => {
    const sent = mockApi({});
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.authRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.subscriptions.authRequired);
    expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await findCurrentPath()).toBe('/login');
    expect(sent).toHaveLength(0);
  });

  it('subscribes a signed-in learner with the resource type and id, busy meanwhile, then offers My Subscriptions', async () => {
    setToken('learner-token');
    const answer = deferred<Reply>();
    const sent = mockApi({ ...NONE_YET, [SUBSCRIBE]: () => answer.promise, [PAYMENT_CONFIG]: PAYMENT_OFF });
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      method: 'POST',
      url: apiUrl(endpoints.subscribe),
      body: { resourceType: 'program', resourceId: program._id },
    });
    expect(posts[0]?.headers.get('Authorization')).toBe('Bearer learner-token');

    answer.resolve({
      status: 201,
      body: { message: MESSAGES.subscriptions.subscribedProgram, subscription: createSubscription() },
    });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.subscribedTitle });
    expect(dialog).toHaveTextContent(MESSAGES.subscriptions.subscribedProgram);
    // Without online payment the dialog is the spec's.
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: MESSAGES.subscriptions.goToMySubscriptions }),
    );
    expect(await findCurrentPath()).toBe('/mysubscriptions');
  });

  it("shows 'Subscription Failed' with the server's reason when the learner already subscribed", async () => {
    setToken('learner-token');
    mockApi({
      ...NONE_YET,
      [SUBSCRIBE]: {
        status: 409,
        body: { message: MESSAGES.subscriptions.alreadySubscribedService },
      },
    });
    const { user } = renderButton(createProgram({ title: 'Mentorship' }), 'service');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.failedTitle });
    expect(dialog).toHaveTextContent(MESSAGES.subscriptions.alreadySubscribedService);
    expect(screen.getByRole('button', { name: 'Subscribe', hidden: true })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('asks to log in again with the server’s reason when the stored session is refused', async () => {
    setToken('expired-token');
    mockApi({
      [MINE]: { status: 401, body: { message: MESSAGES.auth.sessionInvalid } },
      [SUBSCRIBE]: { status: 401, body: { message: MESSAGES.auth.sessionInvalid } },
    });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.authRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.auth.sessionInvalid);
  });

  it.each([
    ['active', MESSAGES.subscriptions.subscribedButton],
    ['pending', MESSAGES.subscriptions.pendingButton],
  ] as const)(
    'shows a learner with a %s subscription where it stands instead of Subscribe, linked to My Subscriptions',
    async (status, text) => {
      setToken('learner-token');
      const sent = mockApi({
        [MINE]: { status: 200, body: [createSubscription({ resource_id: program._id, status })] },
        [PAYMENT_CONFIG]: PAYMENT_OFF,
      });
      const { user } = renderButton();

      const link = await screen.findByRole('link', { name: text });
      expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
      await user.click(link);
      expect(await findCurrentPath()).toBe('/mysubscriptions');
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    },
  );

  it('offers Subscribe again after a refund in full', async () => {
    setToken('learner-token');
    mockApi({
      [MINE]: { status: 200, body: [createSubscription({ resource_id: program._id, status: 'refunded' })] },
    });
    renderButton();

    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('offers Subscribe again after a rejection, and for another program or a service of the same id', async () => {
    setToken('learner-token');
    mockApi({
      [MINE]: {
        status: 200,
        body: [
          createSubscription({ resource_id: program._id, status: 'rejected' }),
          createSubscription({ resource_id: program._id, resource_type: 'service', status: 'active' }),
        ],
      },
    });
    renderButton();

    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      screen.queryByRole('link', { name: MESSAGES.subscriptions.subscribedButton }),
    ).not.toBeInTheDocument();
  });

  it('offers Pay ₹X now beside Go to My Subscriptions after subscribing to a paid program when payment is on, and opens the pay page as a document', async () => {
    setToken('learner-token');
    const created = createSubscription({ _id: '6f1c2d3e-0000-4000-8000-000000000009', offer_price: 35000 });
    mockApi({
      ...NONE_YET,
      [SUBSCRIBE]: {
        status: 201,
        body: { message: MESSAGES.subscriptions.subscribedProgram, subscription: created },
      },
      [PAYMENT_CONFIG]: PAYMENT_ON,
    });
    const opened: string[] = [];
    const open = vi.spyOn(documentNavigation, 'open').mockImplementation((path) => {
      opened.push(path);
    });
    onTestFinished(() => open.mockRestore());
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.subscribedTitle });
    expect(
      within(dialog).getByRole('button', { name: MESSAGES.subscriptions.goToMySubscriptions }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹35,000 now' }));
    await vi.waitFor(() => expect(opened).toEqual([`/pay/${created._id}`]));
  });

  it('leads a pending paid subscription to paying when payment is on, not to "Awaiting approval"', async () => {
    setToken('learner-token');
    const pending = createSubscription({
      _id: '6f1c2d3e-0000-4000-8000-000000000010',
      resource_id: program._id,
      status: 'pending',
      offer_price: 35000,
    });
    mockApi({ [MINE]: { status: 200, body: [pending] }, [PAYMENT_CONFIG]: PAYMENT_ON });
    renderButton();

    const pay = await screen.findByRole('link', { name: 'Pay ₹35,000 now' });
    expect(pay).toHaveAttribute('href', `/pay/${pending._id}`);
    expect(
      screen.queryByRole('link', { name: MESSAGES.subscriptions.pendingButton }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('keeps "Awaiting approval" for a pending free subscription when payment is on: the team approves those', async () => {
    setToken('learner-token');
    const free = createProgram({ offering_type: 'FREE', offer_price: 0 });
    const pending = createSubscription({
      resource_id: free._id,
      status: 'pending',
      offer_price: 0,
      resource: { title: free.title, image_path: null, offering_type: 'FREE', exists: true },
    });
    mockApi({ [MINE]: { status: 200, body: [pending] }, [PAYMENT_CONFIG]: PAYMENT_ON });
    renderButton(free);

    expect(
      await screen.findByRole('link', { name: MESSAGES.subscriptions.pendingButton }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
  });

  const freeSubscription = (status: 'pending' | 'active') =>
    createSubscription({
      status,
      offer_price: 0,
      resource: { title: 'Financial Literacy', image_path: null, offering_type: 'FREE', exists: true },
    });

  it("keeps the spec's text after subscribing to a free program when payment is off, with no Pay button", async () => {
    setToken('learner-token');
    mockApi({
      ...NONE_YET,
      [SUBSCRIBE]: {
        status: 201,
        body: {
          message: MESSAGES.subscriptions.subscribedProgram,
          subscription: freeSubscription('pending'),
        },
      },
      [PAYMENT_CONFIG]: PAYMENT_OFF,
    });
    const { user } = renderButton(createProgram({ offering_type: 'FREE', offer_price: 0 }));

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.subscribedTitle });
    expect(dialog).toHaveTextContent(MESSAGES.subscriptions.subscribedProgram);
    expect(dialog).not.toHaveTextContent(MESSAGES.subscriptions.freeAwaitsApproval);
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it.each([
    ['pending', MESSAGES.subscriptions.freeAwaitsApproval],
    ['active', MESSAGES.subscriptions.freeOpenNow],
  ] as const)(
    'says what happens to a free program (%s) after subscribing when payment is on, with nothing to pay',
    async (status, note) => {
      setToken('learner-token');
      mockApi({
        ...NONE_YET,
        [SUBSCRIBE]: {
          status: 201,
          body: { message: MESSAGES.subscriptions.subscribedProgram, subscription: freeSubscription(status) },
        },
        [PAYMENT_CONFIG]: PAYMENT_ON,
      });
      const { user } = renderButton(createProgram({ offering_type: 'FREE', offer_price: 0 }));

      await user.click(await screen.findByRole('button', { name: 'Subscribe' }));

      const dialog = await screen.findByRole('dialog', { name: MESSAGES.subscriptions.subscribedTitle });
      expect(dialog).toHaveTextContent(`${MESSAGES.subscriptions.subscribedProgram} ${note}`);
      expect(within(dialog).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    },
  );
});
