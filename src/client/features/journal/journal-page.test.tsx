import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { JournalStats, JournalSummary, JournalTradeSummary, WeeklyReview } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JournalPage } from './journal-page.tsx';

const ACCOUNT = '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f';

const summary: JournalSummary = {
  trades: 2,
  wins: 1,
  losses: 1,
  win_rate: '50.00',
  average_win: '150.00',
  average_loss: '-50.00',
  payoff_ratio: '3.00',
  expectancy: '50.00',
  expectancy_r: '0.50',
  trades_with_r: 2,
  profit_factor: '3.00',
  net_pnl: '100.00',
  largest_losing_run: 1,
  max_drawdown: '50.00',
};

const stats: JournalStats = {
  overall: summary,
  group: 'setup',
  groups: [{ key: 'Breakout', ...summary }],
  equity_r: [
    { trade_id: 't1', exit_date: '2026-05-05', r: '1.50' },
    { trade_id: 't2', exit_date: '2026-05-06', r: '1.00' },
  ],
};

const row: JournalTradeSummary = {
  _id: 't1',
  source: 'simulator',
  account_id: ACCOUNT,
  program_id: null,
  symbol: 'INFY',
  product: 'CNC',
  side: 'long',
  quantity: 10,
  entry_date: '2026-05-04',
  exit_date: '2026-05-05',
  entry_price: '100.00',
  exit_price: '119.00',
  brokerage: '40.00',
  pnl: '150.00',
  holding_days: 1,
  r_multiple: '1.50',
  setup: 'Breakout',
  plan_before_entry: true,
  has_picture: false,
  comments: 2,
};

const review: WeeklyReview = {
  _id: 'r1',
  program_id: 'p1',
  program_title: 'Pro Trader',
  learner_id: 'l1',
  mentor_name: 'Meera Mentor',
  week_start: '2026-05-04',
  rules_followed: true,
  risk_per_trade: false,
  journal_kept: true,
  note: 'Keep risk to 1 %.',
  created_on: '2026-05-11T10:00:00.000Z',
  acknowledged_at: null,
};

describe('JournalPage', () => {
  it('shows the statistics with the R curve, the trades, and acknowledges a weekly review', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.journalStats)]: { status: 200, body: stats },
      [on(endpoints.journalAll)]: { status: 200, body: [row], headers: { 'x-total-count': '1' } },
      [on(endpoints.journalReviews)]: { status: 200, body: [review] },
      [on(endpoints.simAccountAll)]: {
        status: 200,
        body: [{ _id: ACCOUNT, mode: 'replay', start_date: '2026-05-04', status: 'active' }],
      },
      [on(endpoints.journalReviewAck, { id: 'r1' })]: {
        status: 200,
        body: { ...review, acknowledged_at: '2026-05-12T10:00:00.000Z' },
      },
    });
    renderPage(<JournalPage />, { path: `/journal?account_id=${ACCOUNT}`, route: '/journal' });
    expect(await screen.findByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Equity curve in R over 2 trades, ending at 1.00 R/ }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Long 10 INFY' });
    expect(link).toHaveAttribute('href', '/journal/t1');
    // Days read as the site writes dates, in the table, the filter and the reviews.
    expect(within(link.closest('tr')!).getByText('05 May 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'Practice from 04 May 2026' })).toHaveLength(2);
    expect(screen.getByText('Week of 04 May 2026 · Pro Trader · Meera Mentor')).toBeInTheDocument();
    // The simulator's link chooses the account.
    expect(sent.find((request) => request.path === '/api/journal')?.url).toContain(`account_id=${ACCOUNT}`);
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(sent.some((request) => request.path === '/api/journal/review/r1/ack')).toBe(true),
    );
    await expectNoSeriousAxeViolations();
  });

  it('says that a running blind challenge joins the journal when it ends, and says nothing without one', async () => {
    setToken('learner-token');
    const accounts = [
      { _id: ACCOUNT, mode: 'challenge', start_date: 'Day 1', status: 'active', blind: true },
    ];
    mockApi({
      [on(endpoints.journalStats)]: { status: 200, body: { ...stats, equity_r: [], groups: [] } },
      [on(endpoints.journalAll)]: { status: 200, body: [], headers: { 'x-total-count': '0' } },
      [on(endpoints.journalReviews)]: { status: 200, body: [] },
      [on(endpoints.simAccountAll)]: () => ({ status: 200, body: accounts }),
    });
    const { unmount } = renderPage(<JournalPage />, { path: '/journal', route: '/journal' });
    expect(await screen.findByText(MESSAGES.journal.blindWaits)).toBeInTheDocument();
    unmount();
    accounts[0]!.blind = false;
    renderPage(<JournalPage />, { path: '/journal', route: '/journal' });
    await screen.findByRole('heading', { name: 'Statistics' });
    await screen.findByRole('form', { name: 'Plan a trade before you enter' });
    expect(screen.queryByText(MESSAGES.journal.blindWaits)).toBeNull();
  });

  it('offers no plan form when no account is open, and says where to open one', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.journalStats)]: { status: 200, body: { ...stats, equity_r: [], groups: [] } },
      [on(endpoints.journalAll)]: { status: 200, body: [], headers: { 'x-total-count': '0' } },
      [on(endpoints.journalReviews)]: { status: 200, body: [] },
      [on(endpoints.simAccountAll)]: {
        status: 200,
        body: [{ _id: ACCOUNT, mode: 'challenge', start_date: '2026-05-04', status: 'passed' }],
      },
    });
    renderPage(<JournalPage />, { path: '/journal', route: '/journal' });
    const note = await screen.findByText(MESSAGES.journal.planNeedsAccount, { exact: false });
    expect(within(note).getByRole('link', { name: 'Open the simulator' })).toHaveAttribute(
      'href',
      '/simulator',
    );
    expect(screen.queryByRole('form', { name: 'Plan a trade before you enter' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('sends the plan written before entry, with its stop', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.journalStats)]: { status: 200, body: { ...stats, equity_r: [], groups: [] } },
      [on(endpoints.journalAll)]: { status: 200, body: [], headers: { 'x-total-count': '0' } },
      [on(endpoints.journalReviews)]: { status: 200, body: [] },
      [on(endpoints.simAccountAll)]: {
        status: 200,
        body: [{ _id: ACCOUNT, mode: 'challenge', start_date: '2026-05-04', status: 'active' }],
      },
      [on(endpoints.journalPlan)]: (request) => ({
        status: 200,
        body: { ...(request.body as object), saved_at: '2026-05-04T10:00:00.000Z' },
      }),
    });
    renderPage(<JournalPage />, { path: '/journal', route: '/journal' });
    const plan = await screen.findByRole('form', { name: 'Plan a trade before you enter' });
    await userEvent.type(within(plan).getByRole('textbox', { name: 'Symbol' }), 'infy');
    await userEvent.type(
      within(plan).getByRole('textbox', { name: 'Plan and reasoning' }),
      'Breakout above 100.',
    );
    await userEvent.type(within(plan).getByRole('textbox', { name: 'Planned stop (₹)' }), '95.00');
    await userEvent.click(within(plan).getByRole('button', { name: 'Save plan' }));
    await within(plan).findByText(/Your plan is saved/);
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      account_id: ACCOUNT,
      symbol: 'infy',
      product: 'CNC',
      plan: 'Breakout above 100.',
      planned_stop: '95.00',
      planned_target: null,
    });
  });
});

describe('JournalPage’s trade by hand', () => {
  it('adds a trade taken outside the simulator, and says when the exit comes before the entry', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.journalStats)]: { status: 200, body: { ...stats, equity_r: [], groups: [] } },
      [on(endpoints.journalAll)]: { status: 200, body: [], headers: { 'x-total-count': '0' } },
      [on(endpoints.journalReviews)]: { status: 200, body: [] },
      [on(endpoints.simAccountAll)]: { status: 403, body: { message: 'No simulator.' } },
      [on(endpoints.journalAdd)]: { status: 201, body: {} },
    });
    renderPage(<JournalPage />, { path: '/journal', route: '/journal' });
    await userEvent.click(await screen.findByText('Add a trade taken outside the simulator'));
    const form = screen.getByRole('form', { name: 'Add a trade by hand' });
    const fill = async (label: string, value: string) => {
      const input = within(form).getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, value);
    };
    await fill('Symbol', 'tcs');
    await fill('Quantity', '2');
    await fill('Entry date', '2026-04-03');
    await fill('Exit date', '2026-04-01');
    await fill('Entry price (₹)', '3000.00');
    await fill('Exit price (₹)', '3100.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add trade' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Exit date')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    await fill('Exit date', '2026-04-05');
    await userEvent.click(within(form).getByRole('button', { name: 'Add trade' }));
    await within(form).findByText('The trade is added to your journal.');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      program_id: null,
      symbol: 'tcs',
      side: 'long',
      quantity: 2,
      entry_date: '2026-04-03',
      exit_date: '2026-04-05',
      entry_price: '3000.00',
      exit_price: '3100.50',
      brokerage: '0.00',
    });
  });
});
