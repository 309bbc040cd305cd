import { setToken } from '@client/lib/session.ts';
import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import {
  createSimAccount,
  createSimChallenge,
  createSimOrder,
  createSimOverview,
  SIM_ACCOUNT_ID,
  SIM_PROGRAM_ID,
} from '@client/test/sim-factories.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatorPage } from './simulator-page.tsx';

// The chart library draws on a canvas jsdom does not have: a stand-in records what the page asks
// it to draw (the series' data and the markers), which is what this page decides.
const drawn = vi.hoisted(() => ({ markers: [] as unknown[], candles: [] as unknown[] }));
vi.mock('./load-charts.ts', () => ({
  loadCharts: async () => {
    const series = (kind: string) => ({
      setData: (data: unknown[]) => {
        if (kind === 'candles') drawn.candles = data;
      },
      priceScale: () => ({ applyOptions: () => undefined }),
    });
    return {
      ColorType: { Solid: 'solid' },
      CandlestickSeries: 'candles',
      HistogramSeries: 'histogram',
      LineSeries: 'line',
      AreaSeries: 'area',
      createChart: () => ({
        addSeries: (kind: string) => series(kind),
        timeScale: () => ({ fitContent: () => undefined }),
        panes: () => [],
        remove: () => undefined,
      }),
      createSeriesMarkers: (_series: unknown, markers: unknown[]) => {
        drawn.markers = markers;
      },
    };
  },
}));

const PROFILE = on(endpoints.profile);
const LEADERBOARD = { program_id: SIM_PROGRAM_ID, program_title: 'Pro Trader', entries: [] };
const learner = { status: 200, body: createUser() };

beforeEach(() => {
  setToken('learner-token');
  drawn.markers = [];
  drawn.candles = [];
});

describe('SimulatorPage', () => {
  it('tells a learner without access who may use it and points to the programs, under the compliance line', async () => {
    mockApi({
      [PROFILE]: learner,
      [on(endpoints.simOverview)]: { status: 403, body: { message: MESSAGES.simulator.notAllowed } },
      [on(endpoints.simulatorPrograms)]: {
        status: 200,
        body: [
          { _id: 'p1', title: 'Pro Trader Program', slug: 'pro-trader' },
          { _id: '7b1e0c52-0000-4000-8000-000000000009', title: 'Options Desk', slug: null },
        ],
      },
    });
    renderPage(<SimulatorPage />, { path: '/simulator' });
    expect(await screen.findByText(MESSAGES.simulator.notAllowed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', '/programs');
    // It names the programs that include it, each a link to its page.
    expect(await screen.findByRole('link', { name: 'Pro Trader Program' })).toHaveAttribute(
      'href',
      '/programs/pro-trader',
    );
    expect(screen.getByRole('link', { name: 'Options Desk' })).toHaveAttribute(
      'href',
      '/programs/7b1e0c52-0000-4000-8000-000000000009',
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Prices delayed by at least 30 days. For education only; not investment advice.',
    );
    expect(document.title).toBe('Trading Simulator | FinTrain Academy');
  });

  it("lists the learner's accounts with the forms to start one, under the compliance line", async () => {
    mockApi({
      [PROFILE]: learner,
      [on(endpoints.simOverview)]: { status: 200, body: createSimOverview() },
      [on(endpoints.simAccountAll)]: {
        status: 200,
        body: [
          {
            _id: SIM_ACCOUNT_ID,
            mode: 'replay',
            status: 'active',
            program_title: 'Pro Trader',
            start_date: '2026-05-04',
            sim_date: '2026-06-12',
            starting_capital: '1000000.00',
            equity: '1012345.60',
            created_on: '2026-11-23T10:00:00.000Z',
          },
        ],
      },
    });
    renderPage(<SimulatorPage />, { path: '/simulator' });
    const link = await screen.findByRole('link', { name: 'Practice account from 04 May 2026' });
    expect(link).toHaveAttribute('href', `/simulator?account=${SIM_ACCOUNT_ID}`);
    expect(screen.getByText(/Equity ₹10,12,345.60 of ₹10,00,000.00/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New practice account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start a challenge' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(MESSAGES.simulator.compliance);
    await expectNoSeriousAxeViolations();
  });

  it('shows an account: summary, positions, orders with fills marked on the chart, and the equity curve', async () => {
    const account = createSimAccount({
      sim_date: '2026-06-12',
      cash: '985000.00',
      available_cash: '984000.00',
      equity: '1001060.00',
      realised_pnl: '60.00',
      max_drawdown_percent: '1.25',
      positions: [
        {
          symbol: 'INFY',
          product: 'CNC',
          quantity: 10,
          average_price: '1500.00',
          market_price: '1606.00',
          unrealised_pnl: '1060.00',
        },
      ],
    });
    const orders = [
      createSimOrder({
        _id: 'a1',
        status: 'filled',
        closed_date: '2026-06-01',
        fill_price: '100.00',
        brokerage: '20.00',
        realised_pnl: '-20.00',
      }),
      createSimOrder({
        _id: 'a2',
        side: 'sell',
        status: 'filled',
        closed_date: '2026-06-05',
        fill_price: '110.00',
        brokerage: '20.00',
        realised_pnl: '80.00',
      }),
      createSimOrder({ _id: 'a3', status: 'open', type: 'limit', limit_price: '1450.00', validity: 'GTC' }),
      createSimOrder({
        _id: 'a4',
        status: 'rejected',
        closed_date: '2026-06-08',
        reason: 'Not enough cash for this order, including brokerage.',
      }),
    ];
    const sent = mockApi({
      [PROFILE]: learner,
      [on(endpoints.simOverview)]: { status: 200, body: createSimOverview() },
      [on(endpoints.simAccount, { id: SIM_ACCOUNT_ID })]: { status: 200, body: account },
      [on(endpoints.simOrderAll)]: { status: 200, body: orders },
      [on(endpoints.simBars, { symbol: 'INFY' })]: {
        status: 200,
        body: [
          {
            date: '2026-06-11',
            open: '1590.00',
            high: '1610.00',
            low: '1585.00',
            close: '1600.00',
            volume: 1000,
          },
          {
            date: '2026-06-12',
            open: '1600.00',
            high: '1612.00',
            low: '1598.00',
            close: '1606.00',
            volume: 1200,
          },
        ],
      },
      [on(endpoints.simAccountEquity, { id: SIM_ACCOUNT_ID })]: {
        status: 200,
        body: [
          { date: '2026-06-11', equity: '1000000.00', cash: '1000000.00' },
          { date: '2026-06-12', equity: '1001060.00', cash: '985000.00' },
        ],
      },
    });
    renderPage(<SimulatorPage />, { path: `/simulator?account=${SIM_ACCOUNT_ID}`, route: '/simulator' });
    expect(await screen.findByRole('heading', { name: /Practice account/ })).toBeInTheDocument();
    const summary = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Sim date')).toBe('12 Jun 2026');
    expect(summary('Available cash')).toBe('₹9,84,000.00');
    expect(summary('Realised P&L')).toBe('+₹60.00');
    expect(summary('Max drawdown')).toBe('1.25 %');
    const positions = within(screen.getByRole('region', { name: 'Positions' }));
    expect(positions.getByText('+₹1,060.00')).toHaveClass('text-success');
    const open = within(await screen.findByRole('region', { name: 'Open orders' }));
    expect(open.getByRole('button', { name: 'Cancel Buy 10 INFY' })).toBeEnabled();
    const history = within(screen.getByRole('region', { name: 'Order history' }));
    expect(history.getByText('Not enough cash for this order, including brokerage.')).toBeInTheDocument();
    expect(history.getByText('-₹20.00')).toHaveClass('text-danger');
    // The chart: the symbol of the first position, up to the account's day, with both fills marked.
    expect(
      await screen.findByText(
        /Daily candles and volume to 12 Jun 2026; last close ₹1,606.00; 2 of your fills marked/,
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(drawn.markers).toHaveLength(2));
    expect(drawn.markers).toEqual([
      expect.objectContaining({
        time: '2026-06-01',
        position: 'belowBar',
        shape: 'arrowUp',
        color: '#198754',
      }),
      expect.objectContaining({
        time: '2026-06-05',
        position: 'aboveBar',
        shape: 'arrowDown',
        color: '#dc3545',
      }),
    ]);
    expect(drawn.candles).toHaveLength(2);
    const barsRequest = sent.find((request) => request.path === '/api/sim/bars/INFY');
    expect(barsRequest?.url).toBe(
      `/api/sim/bars/INFY?account_id=${SIM_ACCOUNT_ID}&from=2025-06-12&to=2026-06-12`,
    );
    expect(
      await screen.findByText('Closing equity from 11 Jun 2026 to 12 Jun 2026; latest ₹10,01,060.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Charts by/)).toHaveTextContent(
      'Charts by TradingView Lightweight Charts™ (Apache-2.0)',
    );
    expect(screen.getByRole('note')).toHaveTextContent(MESSAGES.simulator.compliance);
    await expectNoSeriousAxeViolations();
  });

  it('shows a running blind challenge under aliases and Day N with its plain note, and asks for its chart without dates', async () => {
    const alias = 'STK-7Q2K';
    const account = createSimAccount({
      mode: 'challenge',
      blind: true,
      start_date: 'Day 1',
      sim_date: 'Day 12',
      latest_date: null,
      challenge: createSimChallenge(),
      positions: [
        {
          symbol: alias,
          product: 'CNC',
          quantity: 10,
          average_price: '1500.00',
          market_price: '1606.00',
          unrealised_pnl: '1060.00',
        },
      ],
    });
    const fill = (id: string, day: string) =>
      createSimOrder({ _id: id, symbol: alias, status: 'filled', placed_date: 'Day 1', closed_date: day });
    const bar = (day: number) => ({
      date: `Day ${day}`,
      day,
      open: '1600.00',
      high: '1612.00',
      low: '1598.00',
      close: '1606.00',
      volume: 1200,
    });
    const sent = mockApi({
      [PROFILE]: learner,
      [on(endpoints.simOverview)]: { status: 200, body: createSimOverview() },
      [on(endpoints.simAccount, { id: SIM_ACCOUNT_ID })]: { status: 200, body: account },
      // Day 10 before Day 9 in the answer: the markers must still come in day order.
      [on(endpoints.simOrderAll)]: { status: 200, body: [fill('b2', 'Day 10'), fill('b1', 'Day 9')] },
      [on(endpoints.simBars, { symbol: alias })]: { status: 200, body: [bar(-1), bar(11), bar(12)] },
      [on(endpoints.simAccountEquity, { id: SIM_ACCOUNT_ID })]: {
        status: 200,
        body: [
          { date: 'Day 1', equity: '1000000.00', cash: '1000000.00' },
          { date: 'Day 12', equity: '1001060.00', cash: '985000.00' },
        ],
      },
      [on(endpoints.simLeaderboard)]: { status: 200, body: LEADERBOARD },
    });
    renderPage(<SimulatorPage />, { path: `/simulator?account=${SIM_ACCOUNT_ID}`, route: '/simulator' });
    expect(await screen.findByText(MESSAGES.simulator.blindNote)).toBeInTheDocument();
    const summary = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Sim date')).toBe('Day 12');
    expect(screen.getByText(/Started Day 1/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Daily candles and volume to Day 12; last close ₹1,606.00; 2 of your fills marked/,
      ),
    ).toBeInTheDocument();
    const barsRequest = sent.find((request) => request.path === `/api/sim/bars/${alias}`);
    expect(barsRequest?.url).toBe(`/api/sim/bars/${alias}?account_id=${SIM_ACCOUNT_ID}`);
    // Days are drawn as evenly spaced times, in order; the markers sit on Day 9 and Day 10.
    await vi.waitFor(() => expect(drawn.markers).toHaveLength(2));
    const times = (drawn.candles as { time: number }[]).map((candle) => candle.time);
    expect(times[1]! - times[0]!).toBe(12 * 86_400);
    const [first, second] = drawn.markers as { time: number }[];
    expect(times[2]! - second!.time).toBe(2 * 86_400);
    expect(second!.time - first!.time).toBe(86_400);
    expect(
      await screen.findByText('Closing equity from Day 1 to Day 12; latest ₹10,01,060.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search instruments' })).toHaveAttribute(
      'placeholder',
      'An alias: type STK- to list them',
    );
    await expectNoSeriousAxeViolations();
  });

  it("says that an ended challenge's review shows the real names, dates and prices", async () => {
    const account = createSimAccount({
      mode: 'challenge',
      status: 'passed',
      challenge: createSimChallenge({ ended_on: '2026-06-12' }),
    });
    mockApi({
      [PROFILE]: learner,
      [on(endpoints.simOverview)]: { status: 200, body: createSimOverview() },
      [on(endpoints.simAccount, { id: SIM_ACCOUNT_ID })]: { status: 200, body: account },
      [on(endpoints.simOrderAll)]: { status: 200, body: [] },
      [on(endpoints.simAccountEquity, { id: SIM_ACCOUNT_ID })]: { status: 200, body: [] },
      [on(endpoints.simLeaderboard)]: { status: 200, body: LEADERBOARD },
    });
    // The alias picked while the challenge ran names nothing now: no chart is asked for it.
    renderPage(<SimulatorPage />, {
      path: `/simulator?account=${SIM_ACCOUNT_ID}&symbol=STK-7Q2K`,
      route: '/simulator',
    });
    expect(await screen.findByText(MESSAGES.simulator.blindRevealed)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.simulator.blindNote)).not.toBeInTheDocument();
    expect(screen.getByText('Pick an instrument to see its chart.')).toBeInTheDocument();
  });
});
