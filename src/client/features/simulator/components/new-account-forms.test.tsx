import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { createSimAccount, createSimOverview, SIM_PROGRAM_ID } from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewChallengeForm, NewReplayForm } from './new-account-forms.tsx';

const OTHER_PROGRAM = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

describe('NewReplayForm', () => {
  it('starts about a month back with ₹10,00,000, within the dates the learner may see', async () => {
    const created = createSimAccount({ start_date: '2026-09-24' });
    const sent = mockApi({ [on(endpoints.simAccountCreate)]: { status: 201, body: created } });
    const onCreated = vi.fn();
    const { user } = renderPage(<NewReplayForm overview={createSimOverview()} onCreated={onCreated} />);
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveValue('2026-09-24');
    expect(start).toHaveAttribute('min', '2025-01-01');
    expect(start).toHaveAttribute('max', '2026-10-24');
    expect(screen.getByText('From 01 Jan 2025 to 24 Oct 2026.')).toBeInTheDocument();
    expect(screen.getByLabelText('Starting capital')).toHaveValue('10,00,000');
    await user.click(screen.getByRole('button', { name: 'Create practice account' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      mode: 'replay',
      start_date: '2026-09-24',
      capital: '1000000.00',
      program_id: SIM_PROGRAM_ID,
    });
    await expectNoSeriousAxeViolations();
  });

  it('reads a capital typed with Indian grouping, and refuses one out of range without asking', async () => {
    const sent = mockApi({
      [on(endpoints.simAccountCreate)]: {
        status: 400,
        body: { message: MESSAGES.simulator.startDateOutOfRange },
      },
    });
    const { user } = renderPage(<NewReplayForm overview={createSimOverview()} onCreated={vi.fn()} />);
    const capital = screen.getByLabelText('Starting capital');
    await user.clear(capital);
    await user.type(capital, '5,000');
    await user.click(screen.getByRole('button', { name: 'Create practice account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Starting capital must be from ₹10,000 to ₹10,00,00,000.',
    );
    expect(sent).toHaveLength(0);
    await user.clear(capital);
    await user.type(capital, '250000.5');
    await user.tab();
    expect(capital).toHaveValue('2,50,000.50');
    await user.click(screen.getByRole('button', { name: 'Create practice account' }));
    expect(await screen.findByText(MESSAGES.simulator.startDateOutOfRange)).toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ capital: '250000.50' });
  });
});

describe('NewChallengeForm', () => {
  it("shows the chosen program's rules first and sends the program and the leaderboard name", async () => {
    const overview = createSimOverview();
    overview.programs.push({
      program_id: OTHER_PROGRAM,
      title: 'Swing Trader',
      brokerage: '0.00',
      challenge: {
        profit_target_percent: 8,
        max_daily_loss_percent: 4,
        max_total_loss_percent: 9,
        min_trading_days: 6,
      },
    });
    const created = createSimAccount({ mode: 'challenge' });
    const sent = mockApi({ [on(endpoints.simAccountCreate)]: { status: 201, body: created } });
    const onCreated = vi.fn();
    const { user } = renderPage(<NewChallengeForm overview={overview} onCreated={onCreated} />);
    const rules = () => within(screen.getByRole('list', { name: 'Challenge rules' }));
    expect(rules().getByText('Reach a profit of 10 % of the starting balance.')).toBeInTheDocument();
    expect(rules().getByText('Trade on at least 4 days.')).toBeInTheDocument();
    // It says, before the start, that the challenge is blind until it ends (docs/product.md §24).
    expect(screen.getByText(new RegExp(MESSAGES.simulator.blindStart))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Program'), 'Swing Trader');
    expect(rules().getByText('Reach a profit of 8 % of the starting balance.')).toBeInTheDocument();
    expect(
      rules().getByText('Never lose more than 4 % of the starting balance in one day.'),
    ).toBeInTheDocument();
    expect(rules().getByText('Never lose more than 9 % of the starting balance in all.')).toBeInTheDocument();
    expect(rules().getByText('Brokerage: ₹0.00 per executed order.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name on the leaderboard (optional)'), '  Bull Run  ');
    await user.click(screen.getByRole('button', { name: 'Start the challenge' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      mode: 'challenge',
      program_id: OTHER_PROGRAM,
      leaderboard_name: 'Bull Run',
    });
    expect(document.body.textContent).not.toMatch(/prize|reward/i);
  });

  it('leaves the name out to appear as Anonymous, and has no program choice with one program', async () => {
    const sent = mockApi({
      [on(endpoints.simAccountCreate)]: { status: 201, body: createSimAccount({ mode: 'challenge' }) },
    });
    const { user } = renderPage(<NewChallengeForm overview={createSimOverview()} onCreated={vi.fn()} />);
    expect(screen.queryByLabelText('Program')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the challenge' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ mode: 'challenge', program_id: SIM_PROGRAM_ID });
  });
});
