/**
 * The simulator's trading vocabulary (docs/product.md §14.4, ADR 034): the words an order, a position and a
 * challenge use, named once for the API schemas, the engine and the screens.
 */

export const SIM_ORDER_SIDES = ['buy', 'sell'] as const;
export type SimOrderSide = (typeof SIM_ORDER_SIDES)[number];

export const SIM_ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit'] as const;
export type SimOrderType = (typeof SIM_ORDER_TYPES)[number];

/** CNC is delivery (long only); MIS is intraday (may short; squared off at the day's close). */
export const SIM_PRODUCTS = ['CNC', 'MIS'] as const;
export type SimProduct = (typeof SIM_PRODUCTS)[number];

export const SIM_VALIDITIES = ['DAY', 'GTC'] as const;
export type SimValidity = (typeof SIM_VALIDITIES)[number];

/** The challenge rules a step can break; `failed` names one of them. */
export const SIM_CHALLENGE_BREACHES = ['max_daily_loss', 'max_total_loss'] as const;
export type SimChallengeBreach = (typeof SIM_CHALLENGE_BREACHES)[number];

export const SIM_DEFAULTS = {
  /** ₹10,00,000 of starting capital, in paise. */
  capitalPaise: 100_000_000,
  /** ₹20 per executed order, in paise; a program may set 0. */
  brokeragePaise: 2000,
  /** FTMO's evaluation, as percentages of the starting balance (whole basis points: 1000 = 10 %). */
  challenge: {
    profitTargetBasisPoints: 1000,
    maxDailyLossBasisPoints: 500,
    maxTotalLossBasisPoints: 1000,
    minTradingDays: 4,
  },
} as const;

/** Why the engine refuses an order or a fill; the API answers 400 with the message. */
export const SIM_REFUSALS = {
  insufficient_cash: 'Not enough cash for this order, including brokerage.',
  insufficient_holdings: 'You cannot sell more than you hold for delivery (CNC).',
  cnc_short: 'Delivery (CNC) orders cannot sell short. Use intraday (MIS) to short.',
  too_large: 'The order is too large.',
  mis_trade_for_trade:
    'Intraday (MIS) is not allowed on this share: it trades in a trade-for-trade series (BE or BZ), where every trade is for delivery. Use delivery (CNC).',
} as const;
export type SimRefusalCode = keyof typeof SIM_REFUSALS;

/** A practice account replays from a date the learner picks; a challenge from one the server draws. */
export const SIM_ACCOUNT_MODES = ['replay', 'challenge'] as const;
export type SimAccountMode = (typeof SIM_ACCOUNT_MODES)[number];

/** A replay account stays 'active'; a challenge ends 'passed' or 'failed' (with the rule). */
export const SIM_ACCOUNT_STATUSES = ['active', 'passed', 'failed'] as const;
export type SimAccountStatus = (typeof SIM_ACCOUNT_STATUSES)[number];

/**
 * An order's life: 'open' until a step fills it ('filled'), a DAY order's bar passes ('expired'),
 * the learner cancels it ('cancelled'), or its fill is refused at the fill price ('rejected', with
 * the reason: a market order that gapped beyond the cash, say).
 */
export const SIM_ORDER_STATUSES = ['open', 'filled', 'cancelled', 'expired', 'rejected'] as const;
export type SimOrderStatus = (typeof SIM_ORDER_STATUSES)[number];

/** Who placed the order: the learner, or the step's MIS square-off at the day's close. */
export const SIM_ORDER_SOURCES = ['learner', 'square_off'] as const;
export type SimOrderSource = (typeof SIM_ORDER_SOURCES)[number];

export const SIM_LIMITS = {
  /** Starting capital of a replay account, in paise: ₹10,000 to ₹10,00,00,000. */
  minCapitalPaise: 1_000_000,
  maxCapitalPaise: 10_000_000_000,
  /** Shares in one order. */
  maxQuantity: 1_000_000,
  /** Open orders one account may hold. */
  maxOpenOrders: 100,
  /** Active accounts one learner may hold (an ended challenge does not count). */
  maxAccounts: 50,
  /** A challenge starts at least this many trading days before the latest visible day. */
  challengeHeadroomDays: 60,
  /** The leaderboard's length. */
  leaderboardSize: 50,
  /** A leaderboard name's length. */
  leaderboardNameMax: 40,
  /**
   * SEBI circular of 8 May 2026: education may show price data only once it is at least this many
   * days old (ADR 033). MARKET_DATA_LAG_DAYS may be longer, never shorter.
   */
  minMarketDataLagDays: 30,
} as const;
