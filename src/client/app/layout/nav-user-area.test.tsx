import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { createSimOverview } from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavUserArea } from './nav-user-area.tsx';

const PROFILE = on(endpoints.profile);
const OVERVIEW = on(endpoints.simOverview);

describe('the signed-in menu', () => {
  beforeEach(() => setToken('learner-token'));

  it('offers the trading simulator to a user the simulator lets in', async () => {
    mockApi({
      [PROFILE]: { status: 200, body: createUser({ name: 'Asha Rao' }) },
      [OVERVIEW]: { status: 200, body: createSimOverview() },
    });
    const { user } = renderPage(<NavUserArea />);
    await user.click(await screen.findByRole('button', { name: /Asha Rao/ }));
    expect(await screen.findByRole('link', { name: 'Trading Simulator' })).toHaveAttribute(
      'href',
      '/simulator',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('leaves it out for a learner the simulator refuses', async () => {
    const sent = mockApi({
      [PROFILE]: { status: 200, body: createUser({ name: 'Asha Rao' }) },
      [OVERVIEW]: { status: 403, body: { message: MESSAGES.simulator.notAllowed } },
    });
    const { user } = renderPage(<NavUserArea />);
    await user.click(await screen.findByRole('button', { name: /Asha Rao/ }));
    await waitFor(() => expect(sent.some((request) => request.path.endsWith('/sim/overview'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Trading Simulator' })).toBeNull();
  });
});
