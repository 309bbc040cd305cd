import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import type { SimAccount, SimOrder } from '@contract/sim-account.ts';

// Small factories for the simulator's component tests, with the API's field names (docs/product.md §14.9).

export const SIM_ACCOUNT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
export const SIM_PROGRAM_ID = '0b9d6f0e-3c1a-4a8e-9d2b-5f7c1e2a3b4c';

export function createSimAccount(overrides: Partial<SimAccount> = {}): SimAccount {
  return {
    cash: '1000000.00',
    equity: '1000000.00',
    positions: [],
    realised_pnl: '0.00',
    max_drawdown_percent: '0.00',
    sim_date: '2026-06-12',
    status: 'active',
    _id: SIM_ACCOUNT_ID,
    mode: 'replay',
    program_id: SIM_PROGRAM_ID,
    program_title: 'Pro Trader',
    start_date: '2026-06-12',
    latest_date: '2026-10-24',
    starting_capital: '1000000.00',
    available_cash: '1000000.00',
    brokerage: '20.00',
    challenge: null,
    leaderboard_name: null,
    blind: false,
    created_on: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export function createSimChallenge(
  overrides: Partial<NonNullable<SimAccount['challenge']>> = {},
): NonNullable<SimAccount['challenge']> {
  return {
    rules: {
      profit_target_percent: '10.00',
      max_daily_loss_percent: '5.00',
      max_total_loss_percent: '10.00',
      min_trading_days: 4,
    },
    profit_target: '100000.00',
    max_daily_loss: '50000.00',
    max_total_loss: '100000.00',
    profit: '25000.00',
    worst_daily_loss: '10000.00',
    total_loss: '0.00',
    trading_days: 3,
    failed_rule: null,
    ended_on: null,
    certificate_id: null,
    verify_url: null,
    ...overrides,
  };
}

export function createSimOrder(overrides: Partial<SimOrder> = {}): SimOrder {
  return {
    _id: 'a0000000-0000-4000-8000-000000000001',
    account_id: SIM_ACCOUNT_ID,
    symbol: 'INFY',
    side: 'buy',
    type: 'market',
    product: 'CNC',
    validity: 'DAY',
    quantity: 10,
    limit_price: null,
    stop_price: null,
    status: 'open',
    triggered: false,
    source: 'learner',
    placed_date: '2026-06-12',
    fill_price: null,
    closed_date: null,
    brokerage: null,
    realised_pnl: null,
    reason: null,
    created_on: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export function createSimOverview(
  overrides: Partial<EndpointOutput<'simOverview'>> = {},
): EndpointOutput<'simOverview'> {
  return {
    first_date: '2025-01-01',
    latest_date: '2026-10-24',
    lag_days: 30,
    programs: [
      {
        program_id: SIM_PROGRAM_ID,
        title: 'Pro Trader',
        brokerage: '20.00',
        challenge: {
          profit_target_percent: 10,
          max_daily_loss_percent: 5,
          max_total_loss_percent: 10,
          min_trading_days: 4,
        },
      },
    ],
    ...overrides,
  };
}
