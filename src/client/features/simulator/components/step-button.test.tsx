import { deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { createSimAccount, SIM_ACCOUNT_ID } from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepButton } from './step-button.tsx';

const STEP = on(endpoints.simAccountStep, { id: SIM_ACCOUNT_ID });
const stepped: Reply = {
  status: 200,
  body: {
    account: createSimAccount({ sim_date: '2026-06-15' }),
    date: '2026-06-15',
    filled: 1,
    expired: 2,
    rejected: 0,
    squared_off: 0,
  },
};

describe('StepButton', () => {
  it('steps one day with the day on screen as its guard, and is disabled until the answer comes', async () => {
    const answer = deferred<Reply>();
    const sent = mockApi({ [STEP]: () => answer.promise });
    const { user } = renderPage(<StepButton account={createSimAccount()} />);
    const button = screen.getByRole('button', { name: /Next day/ });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'N');
    expect(button).toHaveTextContent('Next day N');
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    answer.resolve(stepped);
    expect(await screen.findByText('Moved to 15 Jun 2026: 1 order filled, 2 expired.')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ sim_date: '2026-06-12' });
  });

  it('steps on the N key, but not while the learner types in a field or holds a modifier', async () => {
    const sent = mockApi({ [STEP]: stepped });
    const { user } = renderPage(
      <>
        <label htmlFor="q">Quantity</label>
        <input id="q" />
        <StepButton account={createSimAccount()} />
      </>,
    );
    await user.click(screen.getByLabelText('Quantity'));
    await user.keyboard('n');
    await user.keyboard('{Control>}n{/Control}');
    expect(sent).toHaveLength(0);
    await user.click(document.body);
    await user.keyboard('n');
    expect(await screen.findByText(/Moved to 15 Jun 2026/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says so when there is no later day to step to', async () => {
    mockApi({ [STEP]: { status: 409, body: { message: MESSAGES.simulator.noNextDay } } });
    const { user } = renderPage(<StepButton account={createSimAccount()} />);
    await user.click(screen.getByRole('button', { name: /Next day/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.simulator.noNextDay);
  });

  it('is disabled once a challenge has ended', () => {
    mockApi({});
    renderPage(<StepButton account={createSimAccount({ mode: 'challenge', status: 'failed' })} />);
    expect(screen.getByRole('button', { name: /Next day/ })).toBeDisabled();
  });
});
