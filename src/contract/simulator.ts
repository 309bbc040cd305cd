import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { formatCount } from './format.ts';
import { MESSAGES } from './messages.ts';

/**
 * The simulator's market data and settings (docs/product.md §14.2, ADR 033). Dates are 'YYYY-MM-DD' (IST
 * trading days); prices and money travel as exact rupee decimal strings with two decimals
 * ("1234.50"), never as binary floats.
 */

/** The form field of the bhavcopy upload. */
export const MARKET_IMPORT_FIELD = 'file';

export const MARKET_LIMITS = {
  /** A year of classic bhavcopies for ~2,500 symbols is about 60 MB; leave room for UDiFF. */
  importBytes: 512 * 1024 * 1024,
  /** Skipped lines listed in an import's answer and record; `skipped_total` counts them all. */
  skippedListed: 1000,
  /** Instruments one search returns. */
  searchResults: 20,
  /** The longest range of bars one request may ask for, in days (about five years). */
  maxRangeDays: 5 * 366,
  /** Percent rules of a challenge. */
  percentMin: 1,
  percentMax: 100,
  maxMinTradingDays: 250,
  /** The instrument search text. */
  searchText: 60,
  /** A symbol in a request: NSE symbols are at most 10 characters today, so this only refuses junk. */
  symbol: 50,
  /** An ISIN is 12 characters (ISO 6166); a bhavcopy's longer value is cut to it. */
  isin: 12,
  /** An instrument's name, and an imported file's name, as stored. */
  instrumentName: 200,
  importFileName: 200,
  /**
   * The longest line of an imported file, in bytes, and the longest field. NSE's lines are a few
   * hundred bytes; the caps refuse a runaway line or field as it streams in, before it fills memory.
   */
  importLineBytes: 8 * 1024,
  importFieldBytes: 1024,
} as const;

/**
 * The series an import stores (ADR 053): EQ, and BE and BZ, ordinary listed shares that NSE
 * settles trade for trade. Every other series in a bhavcopy (SM, ST, N1, GB, …) is counted and
 * reported as skipped.
 */
export const MARKET_SERIES = ['EQ', 'BE', 'BZ'] as const;
export type MarketSeries = (typeof MARKET_SERIES)[number];

/**
 * The series NSE settles trade for trade: every trade is for delivery, so no intraday (MIS) order
 * on a day the share trades in one (docs/product.md §14.4).
 */
export const TRADE_FOR_TRADE_SERIES: readonly string[] = ['BE', 'BZ'];
export const isTradeForTrade = (series: string | undefined) =>
  series !== undefined && TRADE_FOR_TRADE_SERIES.includes(series);

/**
 * The layouts an import reads, told apart by the header (ADR 053): the classic CM bhavcopy
 * (`cm05JUL2024bhav.csv`, with or without TOTALTRADES and ISIN), UDiFF CM (from July 2024) and the
 * full bhavcopy with delivery figures (`sec_bhavdata_full_05072024.csv`).
 */
export const MARKET_IMPORT_FORMATS = ['classic', 'udiff', 'sec_bhavdata_full'] as const;
export type MarketImportFormat = (typeof MARKET_IMPORT_FORMATS)[number];

/** Each layout as an admin knows it from NSE's download pages. */
export const MARKET_IMPORT_FORMAT_LABELS: Record<MarketImportFormat, string> = {
  classic: 'classic CM bhavcopy',
  udiff: 'UDiFF CM bhavcopy',
  sec_bhavdata_full: 'full bhavcopy (sec_bhavdata_full)',
};

/**
 * The form of `POST /api/admin/market/import` (multipart/form-data), for OpenAPI only: the route
 * streams the file itself, so nothing validates this schema.
 */
export const MarketImportFormSchema = z.object({
  [MARKET_IMPORT_FIELD]: z
    .file()
    .describe(
      `One NSE capital market bhavcopy, CSV (${Object.values(MARKET_IMPORT_FORMAT_LABELS).join(', ')}), and no other field.`,
    ),
});

/** The 400 texts of an import refused at a line of the file; line 1 is the header. */
export const MARKET_IMPORT_REFUSALS = {
  /** The CSV cannot be read there (a stray or unclosed quote). */
  lineTooLong: (line: number) =>
    `Line ${formatCount(line)} is longer than ${formatCount(MARKET_LIMITS.importLineBytes)} bytes: a bhavcopy line holds a few hundred.`,
  fieldTooLong: (line: number) =>
    `Line ${formatCount(line)} has a field longer than ${formatCount(MARKET_LIMITS.importFieldBytes)} bytes: a bhavcopy field holds a name or a number.`,
  /** `what`: 'F&O (equity derivatives)', 'currency derivatives', … */
  otherSegment: (what: string, line: number, detail: string) =>
    `This is an NSE ${what} bhavcopy (line ${formatCount(line)}: ${detail}), not the capital market (CM) equity bhavcopy: the simulator imports shares only (series ${MARKET_SERIES.join(', ')}).`,
} as const;

/** True when `text` is a real calendar date written 'YYYY-MM-DD' (no 2026-02-30), years 1900–9999. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match || Number(match[1]) < 1900) return false;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return parsed.toISOString().slice(0, 10) === text;
}

export const MarketDateSchema = z
  .string({ error: MESSAGES.simulator.badDate })
  .trim()
  .refine(isCalendarDate, { error: MESSAGES.simulator.badDate });

/** Rupees as an exact decimal string, 0 or more, at most two decimals: '20', '20.5', '20.00'. */
export const RupeeAmountSchema = z
  .string({ error: MESSAGES.simulator.badAmount })
  .trim()
  .regex(/^\d{1,11}(\.\d{1,2})?$/, { error: MESSAGES.simulator.badAmount });

const SkippedLineSchema = z.object({ line: z.number().int(), reason: z.string() });

/** What one series brought in: bars stored and distinct symbols among them. */
const StoredSeriesSchema = z.object({
  series: z.string(),
  bars: z.number().int(),
  instruments: z.number().int(),
});

/** Skipped rows counted by series and reason; `series` is null for a row that names none. */
const SkippedGroupSchema = z.object({
  series: z.string().nullable(),
  reason: z.string(),
  rows: z.number().int(),
});

export const MarketImportResultSchema = z.object({
  /** Distinct symbols among the rows that were imported (series EQ, BE and BZ). */
  instruments: z.number().int(),
  bars: z.number().int(),
  /**
   * The first MARKET_LIMITS.skippedListed rows refused for a fault (a bad value, a duplicate), with
   * their lines; rows of a series that is not imported are only counted, in `skipped_by_reason`.
   */
  skipped: z.array(SkippedLineSchema),
  /** Every row refused for a fault; `rows_skipped` adds the rows of series not imported. */
  skipped_total: z.number().int(),
  format: z.enum(MARKET_IMPORT_FORMATS),
  /** Data lines read, every series; the header is not counted. */
  rows_read: z.number().int(),
  /** The bars written: `bars` again, so that read = stored + skipped. */
  rows_stored: z.number().int(),
  rows_skipped: z.number().int(),
  stored_by_series: z.array(StoredSeriesSchema),
  /** Every skipped row counted once, by series and reason, the largest group first. */
  skipped_by_reason: z.array(SkippedGroupSchema),
});

/** A 400 of an import: the message, and the line at fault when there is one. */
export const MarketImportErrorSchema = z.object({
  message: z.string(),
  errors: z.array(SkippedLineSchema).optional(),
});

export const MarketImportRecordSchema = z.object({
  _id: z.string(),
  file_name: z.string(),
  rows: z.number().int(),
  instruments: z.number().int(),
  bars: z.number().int(),
  skipped_total: z.number().int(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  imported_by: z.string().nullable(),
  created_on: z.string(),
  /** Null for an import recorded before the format was. */
  format: z.enum(MARKET_IMPORT_FORMATS).nullable(),
  stored_by_series: z.array(StoredSeriesSchema),
  skipped_by_reason: z.array(SkippedGroupSchema),
});

export const MarketStatusSchema = z.object({
  symbols: z.number().int(),
  first_date: z.string().nullable(),
  last_date: z.string().nullable(),
  /** Today (IST) minus lag_days: no learner sees a later bar. */
  latest_visible_date: z.string(),
  lag_days: z.number().int(),
  last_import: MarketImportRecordSchema.nullable(),
});

export const SimInstrumentQuerySchema = z.object({
  /** A symbol or name prefix, any case; empty lists the first symbols. */
  q: optionalText('The search', MARKET_LIMITS.searchText),
  /**
   * An account of the caller's. A running blind challenge lists its aliases (docs/product.md §24),
   * matching `q` against the alias only; any other account changes nothing.
   */
  account_id: z.uuid({ error: 'account_id is not a valid id.' }).optional(),
});

export const SimInstrumentSchema = z.object({
  symbol: z.string(),
  isin: z.string().nullable(),
  name: z.string().nullable(),
});
export const SimInstrumentListSchema = z.array(SimInstrumentSchema);

export const SimBarsParamsSchema = z.object({
  symbol: requiredText('The symbol', MARKET_LIMITS.symbol),
});

export const SimBarsQuerySchema = z.object({
  from: MarketDateSchema.optional(),
  /** Defaults to, and is clamped to, the latest visible date. */
  to: MarketDateSchema.optional(),
  /** An account of the caller's: the bars are clamped to its sim_date as well (no peeking ahead). */
  account_id: z.uuid({ error: 'account_id is not a valid id.' }).optional(),
});

export const SimBarSchema = z.object({
  /** 'YYYY-MM-DD'; for a running blind challenge "Day N" (docs/product.md §24), with `day` = N. */
  date: z.string(),
  /** A blind challenge's trading day from its start: 1 is the start, 0 and below the days before. */
  day: z.number().int().optional(),
  /**
   * BE or BZ on a day the share traded trade for trade (delivery only); absent on an ordinary EQ
   * day, so the bars of EQ shares read as they always have.
   */
  series: z.string().optional(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.number().int(),
});
export const SimBarListSchema = z.array(SimBarSchema);

const percentRule = (name: string) =>
  z
    .number({
      error: `${name} must be a whole number from ${MARKET_LIMITS.percentMin} to ${MARKET_LIMITS.percentMax}.`,
    })
    .int({
      error: `${name} must be a whole number from ${MARKET_LIMITS.percentMin} to ${MARKET_LIMITS.percentMax}.`,
    })
    .min(MARKET_LIMITS.percentMin, {
      error: `${name} must be a whole number from ${MARKET_LIMITS.percentMin} to ${MARKET_LIMITS.percentMax}.`,
    })
    .max(MARKET_LIMITS.percentMax, {
      error: `${name} must be a whole number from ${MARKET_LIMITS.percentMin} to ${MARKET_LIMITS.percentMax}.`,
    });

const minTradingDaysMessage = `min_trading_days must be a whole number from 0 to ${MARKET_LIMITS.maxMinTradingDays}.`;

export const ChallengeRulesSchema = z.strictObject({
  profit_target_percent: percentRule('profit_target_percent'),
  max_daily_loss_percent: percentRule('max_daily_loss_percent'),
  max_total_loss_percent: percentRule('max_total_loss_percent'),
  min_trading_days: z
    .number({ error: minTradingDaysMessage })
    .int({ error: minTradingDaysMessage })
    .min(0, { error: minTradingDaysMessage })
    .max(MARKET_LIMITS.maxMinTradingDays, { error: minTradingDaysMessage }),
});

export const SimulatorSettingsInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  /** Per executed order, in rupees ("20.00"); "0.00" is allowed. */
  brokerage: RupeeAmountSchema,
  challenge: ChallengeRulesSchema,
});

/** A program's challenge rules as the API answers them (admin settings, a learner's programs). */
export const ChallengeRulesViewSchema = z.object({
  profit_target_percent: z.number().int(),
  max_daily_loss_percent: z.number().int(),
  max_total_loss_percent: z.number().int(),
  min_trading_days: z.number().int(),
});

export const SimulatorSettingsSchema = z.object({
  program_id: z.string(),
  enabled: z.boolean(),
  brokerage: z.string(),
  challenge: ChallengeRulesViewSchema,
  /** Null while the program still has the defaults (never saved). */
  updated_on: z.string().nullable(),
});

export type SimBar = z.output<typeof SimBarSchema>;
export type SimulatorSettings = z.output<typeof SimulatorSettingsSchema>;
export type SimulatorSettingsInput = z.output<typeof SimulatorSettingsInputSchema>;
export type MarketStatus = z.output<typeof MarketStatusSchema>;
export type MarketImportResult = z.output<typeof MarketImportResultSchema>;
export type MarketStoredSeries = z.output<typeof StoredSeriesSchema>;
export type MarketSkippedGroup = z.output<typeof SkippedGroupSchema>;
