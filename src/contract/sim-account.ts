import { z } from 'zod';
import { plainText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { rupeesSchema } from './money.ts';
import {
  SIM_ACCOUNT_MODES,
  SIM_ACCOUNT_STATUSES,
  SIM_CHALLENGE_BREACHES,
  SIM_LIMITS,
  SIM_ORDER_SIDES,
  SIM_ORDER_SOURCES,
  SIM_ORDER_STATUSES,
  SIM_ORDER_TYPES,
  SIM_PRODUCTS,
  SIM_VALIDITIES,
} from './sim-trading.ts';
import { ChallengeRulesViewSchema, MARKET_LIMITS, MarketDateSchema } from './simulator.ts';

/**
 * The simulator's accounts, orders and leaderboard (docs/product.md §14.3, ADR 035). Money travels as exact
 * rupee strings with two decimals ("1234.50", "-60.00"), converted once by @contract/money.ts;
 * dates are 'YYYY-MM-DD' trading days.
 */

const uuidField = (name: string) => z.uuid({ error: `${name} is not a valid id.` });

const priceField = (name: string) =>
  rupeesSchema({ minPaise: 1 }).describe(`${name} in rupees, e.g. "1234.50"`);

/** The leaderboard's name for an account: trimmed, 1–40 characters, or null for "Anonymous". */
export const LeaderboardNameSchema = z
  .string({ error: MESSAGES.simulator.leaderboardName })
  .trim()
  .min(1, { error: MESSAGES.simulator.leaderboardName })
  .max(SIM_LIMITS.leaderboardNameMax, { error: MESSAGES.simulator.leaderboardName })
  .superRefine(plainText('A leaderboard name', 'single-line'))
  .nullable();

/**
 * POST /api/sim/account. `program_id` picks the program whose brokerage and rules apply; without
 * it the server takes the learner's first program with the simulator on (an admin may have none:
 * then the defaults apply and a passed challenge issues no certificate).
 */
export const SimAccountCreateSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({
      mode: z.literal('replay'),
      start_date: MarketDateSchema,
      /** Rupees; defaults to ₹10,00,000. */
      capital: rupeesSchema({
        minPaise: SIM_LIMITS.minCapitalPaise,
        maxPaise: SIM_LIMITS.maxCapitalPaise,
      }).optional(),
      program_id: uuidField('program_id').optional(),
    }),
    z.strictObject({
      mode: z.literal('challenge'),
      program_id: uuidField('program_id').optional(),
      leaderboard_name: LeaderboardNameSchema.optional(),
    }),
  ],
  { error: MESSAGES.simulator.badMode },
);
export type SimAccountCreateInput = z.input<typeof SimAccountCreateSchema>;

export const SimPositionSchema = z.object({
  symbol: z.string(),
  product: z.enum(SIM_PRODUCTS),
  /** Signed: negative is an intraday (MIS) short. */
  quantity: z.number().int(),
  average_price: z.string(),
  /** The close at the account's sim_date (or the last close before it). */
  market_price: z.string(),
  unrealised_pnl: z.string(),
});

export const SimChallengeRulesSchema = z.object({
  profit_target_percent: z.string(),
  max_daily_loss_percent: z.string(),
  max_total_loss_percent: z.string(),
  min_trading_days: z.number().int(),
});

/** A challenge's rules, the amounts they come to, and the progress towards each. */
export const SimChallengeSchema = z.object({
  rules: SimChallengeRulesSchema,
  /** The rules as rupees of the starting balance (display only; the rules compare exactly). */
  profit_target: z.string(),
  max_daily_loss: z.string(),
  max_total_loss: z.string(),
  /** Closing equity − starting balance. */
  profit: z.string(),
  /** The worst single day's loss so far (0.00 when none), and the loss from the start now. */
  worst_daily_loss: z.string(),
  total_loss: z.string(),
  trading_days: z.number().int(),
  failed_rule: z.enum(SIM_CHALLENGE_BREACHES).nullable(),
  ended_on: z.string().nullable(),
  certificate_id: z.string().nullable(),
  verify_url: z.string().nullable(),
});

/** GET /api/sim/account/:id (the fields of docs/product.md §14.3 first, then the rest the screens need). */
export const SimAccountSchema = z.object({
  cash: z.string(),
  equity: z.string(),
  positions: z.array(SimPositionSchema),
  realised_pnl: z.string(),
  max_drawdown_percent: z.string(),
  sim_date: z.string(),
  status: z.enum(SIM_ACCOUNT_STATUSES),
  _id: z.string(),
  mode: z.enum(SIM_ACCOUNT_MODES),
  program_id: z.string().nullable(),
  program_title: z.string().nullable(),
  start_date: z.string(),
  /**
   * The last day this account may step to now: today (IST) minus the lag. Null while a blind
   * challenge runs (docs/product.md §24): how far it may still step would date it.
   */
  latest_date: z.string().nullable(),
  starting_capital: z.string(),
  /** Cash not held back by open orders: what a new order can use. */
  available_cash: z.string(),
  brokerage: z.string(),
  /** Null for a replay. */
  challenge: SimChallengeSchema.nullable(),
  leaderboard_name: z.string().nullable(),
  /**
   * True while a blind challenge runs (docs/product.md §24): symbols are aliases ("STK-7Q2K"), dates
   * "Day N" counted in trading days from the start, and money rebased by the account's own factor.
   * False for a replay and, after its end, for the challenge's review, which shows everything real.
   */
  blind: z.boolean(),
  created_on: z.string(),
});
export type SimAccount = z.output<typeof SimAccountSchema>;

/** One line of GET /api/sim/accounts (newest first). */
export const SimAccountSummarySchema = z.object({
  _id: z.string(),
  mode: z.enum(SIM_ACCOUNT_MODES),
  status: z.enum(SIM_ACCOUNT_STATUSES),
  program_title: z.string().nullable(),
  start_date: z.string(),
  sim_date: z.string(),
  starting_capital: z.string(),
  equity: z.string(),
  /** As in the account: dates are "Day N" and money rebased while a blind challenge runs. */
  blind: z.boolean(),
  created_on: z.string(),
});
export const SimAccountSummaryListSchema = z.array(SimAccountSummarySchema);

/**
 * A blind challenge's day as its answers show it (docs/product.md §24): "Day 1" is its start, and
 * the trading days before it count down through "Day 0", "Day -1", …
 */
export function simDayLabel(day: number): string {
  return `Day ${day}`;
}
const SIM_DAY_LABEL = /^Day (-?\d{1,6})$/;

/** The day number of a "Day N" label; null for anything else (a date, say). */
export function simDayNumber(label: string): number | null {
  const match = SIM_DAY_LABEL.exec(label);
  return match ? Number(match[1]) : null;
}

/** A blind challenge's alias of an instrument: "STK-" and four Crockford base-32 characters (ADR 080). */
export function isSimAlias(text: string): boolean {
  return /^STK-[0-9A-HJKMNP-TV-Z]{4}$/.test(text);
}

export const SimDayLabelSchema = z.string().regex(SIM_DAY_LABEL, { error: MESSAGES.simulator.badDate });

/**
 * POST /api/sim/account/:id/step. `sim_date`, when sent, must be the account's current sim_date:
 * a second Step sent before the first one's answer (a double press) is refused with 409 rather
 * than moving the account two days.
 */
export const SimStepInputSchema = z
  .strictObject({ sim_date: z.union([MarketDateSchema, SimDayLabelSchema]).optional() })
  .optional();

export const SimStepResultSchema = z.object({
  account: SimAccountSchema,
  /** The day the step moved to. */
  date: z.string(),
  filled: z.number().int(),
  expired: z.number().int(),
  rejected: z.number().int(),
  squared_off: z.number().int(),
});

export const SimEquityPointSchema = z.object({
  date: z.string(),
  equity: z.string(),
  cash: z.string(),
});
export const SimEquityListSchema = z.array(SimEquityPointSchema);

/** POST /api/sim/order. Prices are rupees; which ones an order needs depends on its type. */
export const SimOrderInputSchema = z
  .strictObject({
    account_id: uuidField('account_id'),
    symbol: z
      .string({ error: MESSAGES.simulator.symbolNotFound })
      .trim()
      .min(1, { error: MESSAGES.simulator.symbolNotFound })
      .max(MARKET_LIMITS.symbol, { error: MESSAGES.simulator.symbolNotFound })
      .superRefine(plainText('The symbol', 'single-line'))
      .transform((value) => value.toUpperCase()),
    side: z.enum(SIM_ORDER_SIDES, { error: 'side must be buy or sell.' }),
    type: z.enum(SIM_ORDER_TYPES, { error: 'type must be market, limit, stop or stop_limit.' }),
    quantity: z
      .number({ error: MESSAGES.simulator.badQuantity })
      .int({ error: MESSAGES.simulator.badQuantity })
      .min(1, { error: MESSAGES.simulator.badQuantity })
      .max(SIM_LIMITS.maxQuantity, { error: MESSAGES.simulator.badQuantity }),
    limit_price: priceField('The limit price').optional(),
    stop_price: priceField('The stop price').optional(),
    product: z.enum(SIM_PRODUCTS, { error: 'product must be CNC or MIS.' }),
    validity: z.enum(SIM_VALIDITIES, { error: 'validity must be DAY or GTC.' }),
  })
  .superRefine((order, context) => {
    const needsLimit = order.type === 'limit' || order.type === 'stop_limit';
    const needsStop = order.type === 'stop' || order.type === 'stop_limit';
    if (needsLimit && order.limit_price === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['limit_price'],
        message: MESSAGES.simulator.limitPriceNeeded,
      });
    }
    if (!needsLimit && order.limit_price !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['limit_price'],
        message: MESSAGES.simulator.limitPriceUnused,
      });
    }
    if (needsStop && order.stop_price === undefined) {
      context.addIssue({ code: 'custom', path: ['stop_price'], message: MESSAGES.simulator.stopPriceNeeded });
    }
    if (!needsStop && order.stop_price !== undefined) {
      context.addIssue({ code: 'custom', path: ['stop_price'], message: MESSAGES.simulator.stopPriceUnused });
    }
  });
export type SimOrderInput = z.input<typeof SimOrderInputSchema>;

export const SimOrderSchema = z.object({
  _id: z.string(),
  account_id: z.string(),
  symbol: z.string(),
  side: z.enum(SIM_ORDER_SIDES),
  type: z.enum(SIM_ORDER_TYPES),
  product: z.enum(SIM_PRODUCTS),
  validity: z.enum(SIM_VALIDITIES),
  quantity: z.number().int(),
  limit_price: z.string().nullable(),
  stop_price: z.string().nullable(),
  status: z.enum(SIM_ORDER_STATUSES),
  triggered: z.boolean(),
  source: z.enum(SIM_ORDER_SOURCES),
  placed_date: z.string(),
  fill_price: z.string().nullable(),
  /** The trading day it filled, expired or was rejected on. */
  closed_date: z.string().nullable(),
  brokerage: z.string().nullable(),
  realised_pnl: z.string().nullable(),
  reason: z.string().nullable(),
  created_on: z.string(),
});
export type SimOrder = z.output<typeof SimOrderSchema>;
export const SimOrderListSchema = z.array(SimOrderSchema);

export const SimOrdersQuerySchema = z.object({
  account_id: uuidField('account_id'),
  status: z.enum(SIM_ORDER_STATUSES, { error: 'status is not an order status.' }).optional(),
});

/** A program the learner can use the simulator through, with its brokerage and challenge rules. */
export const SimProgramSchema = z.object({
  program_id: z.string(),
  title: z.string(),
  brokerage: z.string(),
  challenge: ChallengeRulesViewSchema,
});
export const SimProgramListSchema = z.array(SimProgramSchema);

/** The simulator's opening facts: the data's range as the learner may see it, and their programs. */
export const SimOverviewSchema = z.object({
  first_date: z.string().nullable(),
  /** The latest day any learner may see: today (IST) minus the lag (or the last bar, if earlier). */
  latest_date: z.string().nullable(),
  lag_days: z.number().int(),
  programs: SimProgramListSchema,
});

/**
 * The programs a subscription to which opens the simulator (docs/product.md §14.3): public, for the
 * program pages ("Includes the trading simulator") and the simulator's no-access message.
 */
export const SimulatorProgramSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
});
export const SimulatorProgramListSchema = z.array(SimulatorProgramSchema);
export type SimulatorProgram = z.infer<typeof SimulatorProgramSchema>;

export const SimLeaderboardQuerySchema = z.object({ program: uuidField('program') });

export const SimLeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** As the learner chose it, or "Anonymous". */
  name: z.string(),
  /** (closing equity − start) / start, in percent with two decimals: "12.35", "-3.10". */
  return_percent: z.string(),
  status: z.enum(SIM_ACCOUNT_STATUSES),
  trading_days: z.number().int(),
  /** True on the caller's own attempt. */
  mine: z.boolean(),
});

/** No prize, reward or incentive appears here or anywhere (SEBI; ADR 033). */
export const SimLeaderboardSchema = z.object({
  program_id: z.string(),
  program_title: z.string(),
  entries: z.array(SimLeaderboardEntrySchema),
});

export const SimLeaderboardNameInputSchema = z.strictObject({ leaderboard_name: LeaderboardNameSchema });
