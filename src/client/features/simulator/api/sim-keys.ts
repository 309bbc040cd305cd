/**
 * The simulator's query keys, under one prefix so a step or an order can refresh what it changed.
 * An account's queries share `account(id)`, so one invalidation refreshes its summary, orders,
 * equity and bars together.
 */
export const SIM_QUERY_KEY = ['sim'] as const;

export const simKeys = {
  accounts: () => [...SIM_QUERY_KEY, 'accounts'] as const,
  account: (accountId: string) => [...SIM_QUERY_KEY, 'account', accountId] as const,
  summary: (accountId: string) => [...SIM_QUERY_KEY, 'account', accountId, 'summary'] as const,
  orders: (accountId: string) => [...SIM_QUERY_KEY, 'account', accountId, 'orders'] as const,
  equity: (accountId: string) => [...SIM_QUERY_KEY, 'account', accountId, 'equity'] as const,
  bars: (accountId: string, symbol: string, simDate: string) =>
    [...SIM_QUERY_KEY, 'account', accountId, 'bars', symbol, simDate] as const,
  /** A blind challenge's aliases are its own: its id is part of the key. */
  instruments: (query: string, blindAccountId?: string) =>
    [...SIM_QUERY_KEY, 'instruments', query, blindAccountId ?? ''] as const,
  leaderboard: (programId: string) => [...SIM_QUERY_KEY, 'leaderboard', programId] as const,
};
