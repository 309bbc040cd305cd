import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import {
  createSimAccount,
  createSimChallenge,
  SIM_ACCOUNT_ID,
  SIM_PROGRAM_ID,
} from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChallengePanel } from './challenge-panel.tsx';

const LEADERBOARD = on(endpoints.simLeaderboard);
const board = {
  status: 200,
  body: {
    program_id: SIM_PROGRAM_ID,
    program_title: 'Pro Trader',
    entries: [
      { rank: 1, name: 'Bull Run', return_percent: '12.35', status: 'passed', trading_days: 5, mine: false },
      { rank: 2, name: 'Anonymous', return_percent: '2.50', status: 'active', trading_days: 3, mine: true },
      { rank: 3, name: 'Bear Hug', return_percent: '-3.10', status: 'failed', trading_days: 2, mine: false },
    ],
  },
};

function bar(name: RegExp) {
  return screen.getByRole('progressbar', { name });
}

describe('ChallengePanel', () => {
  it('shows each rule as a labelled progress bar with its amounts', async () => {
    mockApi({ [LEADERBOARD]: board });
    const challenge = createSimChallenge({ total_loss: '75000.00', worst_daily_loss: '45000.00' });
    renderPage(
      <ChallengePanel account={createSimAccount({ mode: 'challenge', challenge })} challenge={challenge} />,
    );
    expect(bar(/Profit target \(10.00 %\)/)).toHaveAttribute('aria-valuenow', '25');
    expect(bar(/Profit target/)).toHaveAttribute('aria-valuetext', '25 %: ₹25,000.00 of ₹1,00,000.00');
    expect(bar(/Worst daily loss/)).toHaveAttribute('aria-valuenow', '90');
    expect(bar(/Total loss/)).toHaveAttribute('aria-valuenow', '75');
    expect(bar(/Trading days/)).toHaveAttribute('aria-valuetext', '75 %: 3 of 4 days');
    expect(await screen.findByText('Bull Run')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows no progress for a loss towards the profit target', () => {
    mockApi({ [LEADERBOARD]: board });
    const challenge = createSimChallenge({ profit: '-5000.00' });
    renderPage(
      <ChallengePanel account={createSimAccount({ mode: 'challenge', challenge })} challenge={challenge} />,
    );
    expect(bar(/Profit target/)).toHaveAttribute('aria-valuenow', '0');
  });

  it('links a passed challenge to its certificate', () => {
    mockApi({ [LEADERBOARD]: board });
    const challenge = createSimChallenge({
      ended_on: '2026-07-03',
      certificate_id: 'K7M2Q9XH4RTA',
      verify_url: 'https://fintrain.in/verify/K7M2Q9XH4RTA',
    });
    renderPage(
      <ChallengePanel
        account={createSimAccount({ mode: 'challenge', status: 'passed', challenge })}
        challenge={challenge}
      />,
    );
    expect(screen.getByText('Challenge passed on 03 Jul 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View your certificate/ })).toHaveAttribute(
      'href',
      'https://fintrain.in/verify/K7M2Q9XH4RTA',
    );
  });

  it('names the rule a failed challenge broke', () => {
    mockApi({ [LEADERBOARD]: board });
    const challenge = createSimChallenge({ failed_rule: 'max_daily_loss', ended_on: '2026-06-20' });
    renderPage(
      <ChallengePanel
        account={createSimAccount({ mode: 'challenge', status: 'failed', challenge })}
        challenge={challenge}
      />,
    );
    expect(screen.getByText('Challenge failed on 20 Jun 2026.')).toBeInTheDocument();
    expect(screen.getByText(/broke the maximum daily loss/)).toBeInTheDocument();
  });

  it("ranks the program's attempts by return, marks the learner's own, and speaks of no prize", async () => {
    const sent = mockApi({ [LEADERBOARD]: board });
    const challenge = createSimChallenge();
    renderPage(
      <ChallengePanel account={createSimAccount({ mode: 'challenge', challenge })} challenge={challenge} />,
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Bull Run+12.35 %Passed5',
      '2AnonymousYou+2.50 %Active3',
      '3Bear Hug-3.10 %Failed2',
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(sent[0]?.url).toBe(`/api/sim/leaderboard?program=${SIM_PROGRAM_ID}`);
    expect(screen.getByRole('heading', { name: 'Leaderboard: Pro Trader' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/prize|reward|win ₹/i);
  });

  it('saves the leaderboard name, and an empty one as Anonymous', async () => {
    const sent = mockApi({
      [LEADERBOARD]: board,
      [on(endpoints.simAccountLeaderboardName, { id: SIM_ACCOUNT_ID })]: (request) => ({
        status: 200,
        body: createSimAccount({
          mode: 'challenge',
          challenge: createSimChallenge(),
          leaderboard_name: (request.body as { leaderboard_name: string | null }).leaderboard_name,
        }),
      }),
    });
    const challenge = createSimChallenge();
    const { user } = renderPage(
      <ChallengePanel
        account={createSimAccount({ mode: 'challenge', challenge, leaderboard_name: 'Old' })}
        challenge={challenge}
      />,
    );
    const field = screen.getByLabelText('Your name on the leaderboard');
    expect(field).toHaveValue('Old');
    await user.clear(field);
    await user.type(field, 'Nifty Ninja');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The leaderboard shows this attempt as Nifty Ninja.')).toBeInTheDocument();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('The leaderboard shows this attempt as Anonymous.')).toBeInTheDocument();
    const puts = sent.filter((request) => request.method === 'PUT').map((request) => request.body);
    expect(puts).toEqual([{ leaderboard_name: 'Nifty Ninja' }, { leaderboard_name: null }]);
  });
});
