import { getToken, setToken } from '@client/lib/session.ts';
import { createSubscription, createUser } from '@client/test/factories.ts';
import { apiUrl, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MySubscriptionsPage } from './my-subscriptions-page.tsx';

const PROFILE = on(endpoints.profile);
const MINE = on(endpoints.subscriptionAll);

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
    const sent = mockApi({});
    renderMine();

    expect(await findCurrentPath()).toBe('/login');
    expect(sent).toHaveLength(0);
  });

  it('removes a token the API refuses (401) and goes to /login', async () => {
    setToken('expired-token');
    mockApi({
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
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader, mentorship] },
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
    mockApi({ [PROFILE]: { status: 200, body: asha }, [MINE]: { status: 200, body: [] } });
    renderMine();

    expect(await screen.findByText(MESSAGES.subscriptions.noPrograms)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch subscriptions' with Try again, which asks once more", async () => {
    setToken('learner-token');
    let reply: Reply = { status: 500, body: { message: 'Database down' } };
    const sent = mockApi({ [PROFILE]: { status: 200, body: asha }, [MINE]: () => reply });
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
});
