import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { createSimOverview } from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatorLink } from './simulator-link.tsx';

describe('SimulatorLink', () => {
  it('leads a user the simulator lets in to /simulator', async () => {
    setToken('learner-token');
    mockApi({ [on(endpoints.simOverview)]: { status: 200, body: createSimOverview() } });
    renderPage(<SimulatorLink />);
    expect(await screen.findByRole('link', { name: 'Open the trading simulator' })).toHaveAttribute(
      'href',
      '/simulator',
    );
  });

  it('shows nothing to a learner the simulator refuses', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.simOverview)]: { status: 403, body: { message: MESSAGES.simulator.notAllowed } },
    });
    const { container } = renderPage(<SimulatorLink />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
