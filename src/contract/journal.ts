import { z } from 'zod';
import { optionalText, plainText, requiredText } from './fields.ts';
import { isLegalDate } from './legal.ts';
import { MESSAGES } from './messages.ts';
import { rupeesSchema } from './money.ts';
import { SIM_PRODUCTS } from './sim-trading.ts';
import { MARKET_LIMITS } from './simulator.ts';

/**
 * The trading journal and mentors (docs/product.md §23, ADR 079): journal trades, their notes,
 * pictures and mentor threads, the statistics, the weekly reviews and the per-program lists an
 * admin keeps. Money travels as rupee strings with two decimals; R multiples as strings with two
 * decimals; dates as 'YYYY-MM-DD' (IST calendar dates, the simulator's trading days).
 */

export const JOURNAL_SOURCES = ['simulator', 'manual'] as const;
export type JournalSource = (typeof JOURNAL_SOURCES)[number];
export const JOURNAL_SIDES = ['long', 'short'] as const;
export type JournalSide = (typeof JOURNAL_SIDES)[number];
export const JOURNAL_STAT_GROUPS = ['setup', 'month', 'weekday'] as const;
export type JournalStatGroup = (typeof JOURNAL_STAT_GROUPS)[number];

export const JOURNAL_LIMITS = {
  /** A setup name, a tag, a mistake: one line. */
  label: 60,
  tags: 10,
  /** An admin's list of setups or of mistakes for a program. */
  listItems: 40,
  /** Plan, management, emotions, lesson, a comment, a review's note. */
  notes: 4000,
  comment: 2000,
  /** The chart picture, by its bytes (PNG, JPEG or WebP). */
  pictureBytes: 2 * 1024 * 1024,
  pageSize: 20,
  maxPageSize: 100,
  maxPage: 100_000,
  /** A hand-entered trade's quantity. */
  maxQuantity: 10_000_000,
} as const;

/** The form field of the picture upload (multipart). */
export const JOURNAL_PICTURE_FIELD = 'file';
export const JOURNAL_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const uuidField = (name: string) => z.uuid({ error: `${name} is not a valid id.` });

const dateField = (label: string) =>
  z
    .string({ error: MESSAGES.journal.badDate(label) })
    .trim()
    .refine(isLegalDate, { error: MESSAGES.journal.badDate(label) });

const priceField = (label: string) =>
  rupeesSchema({ minPaise: 1 }).describe(`${label} in rupees, e.g. "1234.50"`);

const labelField = (label: string) => requiredText(label, JOURNAL_LIMITS.label);

const notesField = (label: string) => optionalText(label, JOURNAL_LIMITS.notes, 'multi-line');

const symbolField = z
  .string({ error: MESSAGES.journal.badSymbol })
  .trim()
  .min(1, { error: MESSAGES.journal.badSymbol })
  .max(MARKET_LIMITS.symbol, { error: MESSAGES.journal.badSymbol })
  .superRefine(plainText('The symbol', 'single-line'))
  .transform((value) => value.toUpperCase());

/** A list of distinct labels (own tags, mistakes ticked, an admin's list). */
const labelList = (label: string, max: number) =>
  z
    .array(labelField(label), { error: `${label} must be a list.` })
    .max(max, { error: `At most ${max} ${label.toLowerCase()} entries.` })
    .transform((items) => [...new Set(items)]);

// ——— Requests ———

/** GET /api/journal: filters and page. */
export const JournalListQuerySchema = z.object({
  account_id: uuidField('account_id').optional(),
  from: dateField('from').optional(),
  to: dateField('to').optional(),
  setup: z
    .string()
    .trim()
    .max(JOURNAL_LIMITS.label)
    .superRefine(plainText('setup', 'single-line'))
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(JOURNAL_LIMITS.maxPage, { error: 'page is too large.' })
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${JOURNAL_LIMITS.maxPageSize}.` })
    .int({ error: `limit must be a whole number from 1 to ${JOURNAL_LIMITS.maxPageSize}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${JOURNAL_LIMITS.maxPageSize}.` })
    .max(JOURNAL_LIMITS.maxPageSize, {
      error: `limit must be a whole number from 1 to ${JOURNAL_LIMITS.maxPageSize}.`,
    })
    .optional(),
});
export type JournalListQuery = z.output<typeof JournalListQuerySchema>;

/** GET /api/journal/stats. */
export const JournalStatsQuerySchema = z.object({
  account_id: uuidField('account_id').optional(),
  group: z.enum(JOURNAL_STAT_GROUPS, { error: 'group must be setup, month or weekday.' }).default('setup'),
});

/** The learner's notes on a trade (PUT /api/journal/:tradeId): every field optional, absent ones unchanged. */
export const JournalNotesSchema = z.strictObject({
  setup: z.union([labelField('The setup'), z.literal('')]).optional(),
  tags: labelList('Tags', JOURNAL_LIMITS.tags).optional(),
  plan: notesField('The plan').optional(),
  planned_stop: priceField('The planned stop').nullable().optional(),
  planned_target: priceField('The planned target').nullable().optional(),
  management: notesField('How it was managed').optional(),
  emotions: notesField('Emotions').optional(),
  mistakes: labelList('Mistakes', JOURNAL_LIMITS.listItems).optional(),
  lesson: notesField('The lesson').optional(),
});
export type JournalNotesInput = z.input<typeof JournalNotesSchema>;

/** A trade outside the simulator, entered by hand (POST /api/journal): marked `source: 'manual'`. */
export const JournalManualTradeSchema = z
  .strictObject({
    program_id: uuidField('program_id').nullable().default(null),
    symbol: symbolField,
    side: z.enum(JOURNAL_SIDES, { error: 'side must be long or short.' }),
    quantity: z
      .number({ error: MESSAGES.journal.badQuantity })
      .int({ error: MESSAGES.journal.badQuantity })
      .min(1, { error: MESSAGES.journal.badQuantity })
      .max(JOURNAL_LIMITS.maxQuantity, { error: MESSAGES.journal.badQuantity }),
    entry_date: dateField('The entry date'),
    exit_date: dateField('The exit date'),
    entry_price: priceField('The entry price'),
    exit_price: priceField('The exit price'),
    brokerage: rupeesSchema({ minPaise: 0 }).default('0.00'),
  })
  .refine((trade) => trade.exit_date >= trade.entry_date, {
    error: MESSAGES.journal.exitBeforeEntry,
    path: ['exit_date'],
  });
export type JournalManualTradeInput = z.input<typeof JournalManualTradeSchema>;

/**
 * A plan written before entry (PUT /api/journal/plan): for a simulator account's symbol and product,
 * while the position is open or an order waits to fill. The trade that closes next takes it, marked
 * as written before entry.
 */
export const JournalPlanSchema = z.strictObject({
  account_id: uuidField('account_id'),
  symbol: symbolField,
  product: z.enum(SIM_PRODUCTS, { error: 'product must be CNC or MIS.' }),
  plan: requiredText('The plan', JOURNAL_LIMITS.notes, 'multi-line'),
  planned_stop: priceField('The planned stop').nullable().default(null),
  planned_target: priceField('The planned target').nullable().default(null),
});
export type JournalPlanInput = z.input<typeof JournalPlanSchema>;

export const JournalPlanSavedSchema = z.object({
  account_id: z.string(),
  symbol: z.string(),
  product: z.enum(SIM_PRODUCTS),
  plan: z.string(),
  planned_stop: z.string().nullable(),
  planned_target: z.string().nullable(),
  saved_at: z.string(),
});

export const JournalTradeParamsSchema = z.object({ tradeId: uuidField('The trade') });

/** POST /api/journal/:tradeId/comment: a reply names its parent. */
export const JournalCommentInputSchema = z.strictObject({
  body: requiredText('The comment', JOURNAL_LIMITS.comment, 'multi-line'),
  parent_id: uuidField('parent_id').nullable().default(null),
});
export type JournalCommentInput = z.input<typeof JournalCommentInputSchema>;

/** An admin's per-program lists (PUT /api/admin/program/:id/journal-lists). */
export const JournalListsSchema = z.strictObject({
  setups: labelList('Setups', JOURNAL_LIMITS.listItems),
  mistakes: labelList('Mistakes', JOURNAL_LIMITS.listItems),
});
export type JournalListsInput = z.input<typeof JournalListsSchema>;
export type JournalLists = z.output<typeof JournalListsSchema>;
/** The lists as the API answers them. */
export const JournalListsAnswerSchema = z.object({
  setups: z.array(z.string()),
  mistakes: z.array(z.string()),
});

// ——— Answers ———

export const JournalFillSchema = z.object({
  date: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.number(),
  price: z.string(),
  /** 'entry' opens or adds, 'exit' reduces or closes. */
  role: z.enum(['entry', 'exit']),
});

export const JournalCommentSchema = z.object({
  _id: z.string(),
  parent_id: z.string().nullable(),
  author_id: z.string(),
  author_name: z.string(),
  /** Whether the author is the trade's mentor (not the learner). */
  by_mentor: z.boolean(),
  body: z.string(),
  created_on: z.string(),
});
export type JournalComment = z.infer<typeof JournalCommentSchema>;

/** A journal trade as the list shows it. */
export const JournalTradeSummarySchema = z.object({
  _id: z.string(),
  source: z.enum(JOURNAL_SOURCES),
  account_id: z.string().nullable(),
  program_id: z.string().nullable(),
  symbol: z.string(),
  product: z.enum(SIM_PRODUCTS).nullable(),
  side: z.enum(JOURNAL_SIDES),
  quantity: z.number(),
  entry_date: z.string(),
  exit_date: z.string(),
  entry_price: z.string(),
  exit_price: z.string(),
  brokerage: z.string(),
  /** Net of brokerage. */
  pnl: z.string(),
  holding_days: z.number(),
  /** P&L over the planned risk (|entry − planned stop| × quantity), two decimals; null without a stop. */
  r_multiple: z.string().nullable(),
  setup: z.string(),
  plan_before_entry: z.boolean(),
  has_picture: z.boolean(),
  comments: z.number(),
});
export type JournalTradeSummary = z.infer<typeof JournalTradeSummarySchema>;
export const JournalTradeListSchema = z.array(JournalTradeSummarySchema);

/** One trade with its notes, fills, the program's lists and the mentor thread. */
export const JournalTradeSchema = JournalTradeSummarySchema.extend({
  learner_id: z.string(),
  learner_name: z.string(),
  /** Whether the caller is the trade's learner (may edit) or their mentor (reads and comments). */
  mine: z.boolean(),
  fills: z.array(JournalFillSchema),
  /** Maximum adverse and favourable excursion over the daily bars the position lived through. */
  mae: z.string().nullable(),
  mfe: z.string().nullable(),
  tags: z.array(z.string()),
  plan: z.string(),
  plan_saved_at: z.string().nullable(),
  planned_stop: z.string().nullable(),
  planned_target: z.string().nullable(),
  management: z.string(),
  emotions: z.string(),
  mistakes: z.array(z.string()),
  lesson: z.string(),
  choices: z.object({ setups: z.array(z.string()), mistakes: z.array(z.string()) }),
  thread: z.array(JournalCommentSchema),
  updated_on: z.string(),
});
export type JournalTrade = z.infer<typeof JournalTradeSchema>;

/** The statistics of a set of trades (stats.ts documents every rounding). */
export const JournalSummarySchema = z.object({
  trades: z.number(),
  wins: z.number(),
  losses: z.number(),
  /** Percent, two decimals ("66.67"). */
  win_rate: z.string(),
  average_win: z.string().nullable(),
  average_loss: z.string().nullable(),
  payoff_ratio: z.string().nullable(),
  expectancy: z.string().nullable(),
  /** Over the trades with a planned stop. */
  expectancy_r: z.string().nullable(),
  trades_with_r: z.number(),
  profit_factor: z.string().nullable(),
  net_pnl: z.string(),
  largest_losing_run: z.number(),
  /** The deepest fall of cumulative P&L from an earlier peak, in rupees (≥ 0). */
  max_drawdown: z.string(),
});
export type JournalSummary = z.infer<typeof JournalSummarySchema>;

export const JournalStatsSchema = z.object({
  overall: JournalSummarySchema,
  group: z.enum(JOURNAL_STAT_GROUPS),
  groups: z.array(JournalSummarySchema.extend({ key: z.string() })),
  /** Cumulative R after each trade with a planned stop, in exit order. */
  equity_r: z.array(z.object({ trade_id: z.string(), exit_date: z.string(), r: z.string() })),
});
export type JournalStats = z.infer<typeof JournalStatsSchema>;

// ——— Mentors ———

export const MentorAssignmentInputSchema = z.strictObject({
  mentor_id: uuidField('mentor_id'),
});

export const MentorAssignmentSchema = z.object({
  program_id: z.string(),
  learner_id: z.string(),
  learner_name: z.string(),
  learner_email: z.string(),
  mentor_id: z.string(),
  mentor_name: z.string(),
  signed_off: z.boolean(),
  signed_off_at: z.string().nullable(),
  signed_off_by_name: z.string().nullable(),
});
export type MentorAssignment = z.infer<typeof MentorAssignmentSchema>;
export const MentorAssignmentListSchema = z.array(MentorAssignmentSchema);

export const MentorLearnerParamsSchema = z.object({
  id: uuidField('The learner'),
});
export const MentorProgramQuerySchema = z.object({ program_id: uuidField('program_id') });

/** A row of the mentor's dashboard: one assigned learner in one program. */
export const MentorLearnerSchema = z.object({
  learner_id: z.string(),
  learner_name: z.string(),
  program_id: z.string(),
  program_title: z.string(),
  trades: z.number(),
  /** Trades without a comment from the mentor. */
  unreviewed: z.number(),
  /** The Monday (IST) of the last week reviewed; null before any. */
  last_review_week: z.string().nullable(),
  /** No review yet for the last full week. */
  review_due: z.boolean(),
  signed_off: z.boolean(),
});
export type MentorLearner = z.infer<typeof MentorLearnerSchema>;
export const MentorLearnerListSchema = z.array(MentorLearnerSchema);

export const WeeklyReviewInputSchema = z.strictObject({
  program_id: uuidField('program_id'),
  week_start: dateField('The week').refine((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1, {
    error: MESSAGES.journal.weekStartsMonday,
  }),
  rules_followed: z.boolean({ error: 'rules_followed must be true or false.' }),
  risk_per_trade: z.boolean({ error: 'risk_per_trade must be true or false.' }),
  journal_kept: z.boolean({ error: 'journal_kept must be true or false.' }),
  note: optionalText('The note', JOURNAL_LIMITS.notes, 'multi-line'),
});
export type WeeklyReviewInput = z.input<typeof WeeklyReviewInputSchema>;

export const WeeklyReviewSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  program_title: z.string(),
  learner_id: z.string(),
  mentor_name: z.string(),
  week_start: z.string(),
  rules_followed: z.boolean(),
  risk_per_trade: z.boolean(),
  journal_kept: z.boolean(),
  note: z.string(),
  created_on: z.string(),
  acknowledged_at: z.string().nullable(),
});
export type WeeklyReview = z.infer<typeof WeeklyReviewSchema>;
export const WeeklyReviewListSchema = z.array(WeeklyReviewSchema);

export const MentorSignOffInputSchema = z.strictObject({
  program_id: uuidField('program_id'),
  signed_off: z.boolean({ error: 'signed_off must be true or false.' }),
});

export const MentorAssignmentKeySchema = z.object({
  id: uuidField('The program'),
  learnerId: uuidField('The learner'),
});

/** The mentor's view of one learner's journal list (staff). */
export const MentorJournalQuerySchema = JournalListQuerySchema.extend({
  program_id: uuidField('program_id'),
});
export const MentorStatsQuerySchema = JournalStatsQuerySchema.extend({ program_id: uuidField('program_id') });

/** Instructors an admin may choose as mentors. */
export const MentorChoiceListSchema = z.array(
  z.object({ _id: z.string(), name: z.string(), email: z.string() }),
);

/** The picture upload's form (multipart): one field, the picture. */
export const JournalPictureFormSchema = z.object({
  [JOURNAL_PICTURE_FIELD]: z
    .file()
    .describe('The chart picture, and no other field: PNG, JPEG or WebP, at most 2 MB.'),
});
