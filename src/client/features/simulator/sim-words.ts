import type {
  SimAccountMode,
  SimAccountStatus,
  SimChallengeBreach,
  SimOrderSide,
  SimOrderStatus,
  SimOrderType,
  SimProduct,
  SimValidity,
} from '@contract/sim-trading.ts';

/** The screens' words for the contract's values (one place, so a table and a form say the same). */
export const SIDE_LABELS: Record<SimOrderSide, string> = { buy: 'Buy', sell: 'Sell' };

export const TYPE_LABELS: Record<SimOrderType, string> = {
  market: 'Market',
  limit: 'Limit',
  stop: 'Stop',
  stop_limit: 'Stop-limit',
};

export const PRODUCT_LABELS: Record<SimProduct, string> = {
  CNC: 'CNC (delivery)',
  MIS: 'MIS (intraday)',
};

export const VALIDITY_LABELS: Record<SimValidity, string> = {
  DAY: 'DAY (this step only)',
  GTC: 'GTC (until cancelled)',
};

export const ORDER_STATUS_LABELS: Record<SimOrderStatus, string> = {
  open: 'Open',
  filled: 'Filled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  rejected: 'Rejected',
};

export const ACCOUNT_MODE_LABELS: Record<SimAccountMode, string> = {
  replay: 'Practice account',
  challenge: 'Challenge',
};

export const ACCOUNT_STATUS_LABELS: Record<SimAccountStatus, string> = {
  active: 'Active',
  passed: 'Passed',
  failed: 'Failed',
};

export const BREACH_LABELS: Record<SimChallengeBreach, string> = {
  max_daily_loss: 'the maximum daily loss',
  max_total_loss: 'the maximum total loss',
};

/** Bootstrap badge classes: words first, colour second (never colour alone). */
export const STATUS_BADGES: Record<SimAccountStatus, string> = {
  active: 'text-bg-secondary',
  passed: 'text-bg-success',
  failed: 'text-bg-danger',
};
