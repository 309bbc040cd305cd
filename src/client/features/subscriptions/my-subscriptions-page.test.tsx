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
const COURSES = on(endpoints.courseProgress);
const NO_COURSES: Reply = { status: 200, body: [] };

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
      [COURSES]: NO_COURSES,
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
    mockApi({
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
      [PROFILE]: { status: 200, body: asha },
      [MINE]: { status: 200, body: [proTrader, swing, pending] },
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
});
