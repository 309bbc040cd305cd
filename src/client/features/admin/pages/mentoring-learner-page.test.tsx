import { setToken } from '@client/lib/session.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { JournalStats, WeeklyReview } from '@contract/journal.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MentoringLearnerPage } from './mentoring-learner-page.tsx';

const PROGRAM = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';
const LEARNER = '6f1d2a7e-3b0c-4f5e-9a1b-2c3d4e5f6a7b';

const empty: JournalStats = {
  overall: {
    trades: 0,
    wins: 0,
    losses: 0,
    win_rate: '0.00',
    average_win: null,
    average_loss: null,
    payoff_ratio: null,
    expectancy: null,
    expectancy_r: null,
    trades_with_r: 0,
    profit_factor: null,
    net_pnl: '0.00',
    largest_losing_run: 0,
    max_drawdown: '0.00',
  },
  group: 'setup',
  groups: [],
  equity_r: [],
};

describe('MentoringLearnerPage', () => {
  it('writes a weekly review from the checklist and signs the learner off', async () => {
    setToken('mentor-token');
    const learnerUrl = { id: LEARNER };
    const sent = mockApi({
      [on(endpoints.adminMentorLearners)]: {
        status: 200,
        body: [
          {
            learner_id: LEARNER,
            learner_name: 'Asha Learner',
            program_id: PROGRAM,
            program_title: 'Pro Trader',
            trades: 0,
            unreviewed: 0,
            last_review_week: null,
            review_due: true,
            signed_off: false,
          },
        ],
      },
      [on(endpoints.adminMentorStats, learnerUrl)]: { status: 200, body: empty },
      [on(endpoints.adminMentorJournal, learnerUrl)]: {
        status: 200,
        body: [],
        headers: { 'x-total-count': '0' },
      },
      [on(endpoints.adminMentorReviews, learnerUrl)]: { status: 200, body: [] },
      [on(endpoints.adminMentorReviewAdd, learnerUrl)]: (request) => ({
        status: 201,
        body: {
          _id: 'r1',
          program_title: 'Pro Trader',
          learner_id: LEARNER,
          mentor_name: 'M',
          created_on: '2026-06-10T00:00:00.000Z',
          acknowledged_at: null,
          ...(request.body as object),
        } as WeeklyReview,
      }),
      [on(endpoints.adminMentorSignOff, learnerUrl)]: { status: 200, body: {} },
    });
    renderPage(<MentoringLearnerPage />, {
      path: `/admin/mentoring/${PROGRAM}/${LEARNER}`,
      route: '/admin/mentoring/:programId/:learnerId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Learner' })).toBeInTheDocument();
    const week = screen.getByLabelText('Week starting (Monday)');
    await userEvent.clear(week);
    await userEvent.type(week, '2026-06-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rules followed' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Journal kept up' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Keep risk at 1 %.');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await screen.findByText(/The weekly review is saved/);
    expect(sent.find((request) => request.path.endsWith('/review'))?.body).toEqual({
      program_id: PROGRAM,
      week_start: '2026-06-01',
      rules_followed: true,
      risk_per_trade: false,
      journal_kept: true,
      note: 'Keep risk at 1 %.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign off' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path.endsWith('/signoff'))?.body).toEqual({
        program_id: PROGRAM,
        signed_off: true,
      }),
    );
  });
});
