import type { Readable } from 'node:stream';
import { MESSAGES } from '@contract/messages.ts';
import {
  MARKET_IMPORT_REFUSALS,
  type MarketImportFormat,
  type MarketSeries,
  type MarketStatus,
} from '@contract/simulator.ts';
import { desc, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { marketImports } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type BhavcopyBar, BhavcopyFormatError, parseBhavcopy } from './bhavcopy.ts';
import { createImportTally, type ImportCounts } from './import-tally.ts';
import { latestVisibleDate } from './market-dates.ts';

/** Rows per multi-row insert: big enough to amortise a round trip, small enough for memory. */
export const MARKET_IMPORT_BATCH = 5000;

export interface MarketImportResult extends ImportCounts {
  importId: string;
  format: MarketImportFormat;
  /** Data lines read (every series): rowsRead again, under the record's name. */
  rows: number;
  /** Distinct symbols among the imported bars. */
  instruments: number;
  bars: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** An instrument as the file shows it: its series is that of its latest bar in the file. */
interface FileInstrument {
  isin: string | null;
  name: string | null;
  series: MarketSeries;
  seriesDate: string;
}

/** Records a bar's symbol; a known one keeps its ISIN and name unless this line brings them. */
function noteInstrument(instruments: Map<string, FileInstrument>, bar: BhavcopyBar): void {
  const known = instruments.get(bar.symbol);
  const later = known === undefined || bar.date > known.seriesDate;
  instruments.set(bar.symbol, {
    isin: bar.isin ?? known?.isin ?? null,
    name: bar.name ?? known?.name ?? null,
    series: later ? bar.series : known.series,
    seriesDate: later ? bar.date : known.seriesDate,
  });
}

/** The import's row and its audit entry, in the import's transaction; answers the import's id. */
async function recordImport(
  tx: DbOrTx,
  actor: UserRow | null,
  fileName: string,
  summary: Omit<MarketImportResult, 'importId'>,
): Promise<string> {
  const [record] = await tx
    .insert(marketImports)
    .values({
      fileName,
      rows: summary.rows,
      instruments: summary.instruments,
      bars: summary.bars,
      skipped: summary.skipped,
      skippedTotal: summary.skippedTotal,
      firstDate: summary.firstDate,
      lastDate: summary.lastDate,
      format: summary.format,
      storedBySeries: summary.storedBySeries,
      skippedByReason: summary.skippedByReason,
      importedBy: actor?.id ?? null,
    })
    .returning({ id: marketImports.id });
  const importId = record!.id;
  await recordAudit(tx, actor, 'market.import', importId, null, {
    file_name: fileName,
    format: summary.format,
    rows: summary.rows,
    instruments: summary.instruments,
    bars: summary.bars,
    skipped_total: summary.skippedTotal,
    rows_skipped: summary.rowsSkipped,
    first_date: summary.firstDate,
    last_date: summary.lastDate,
  });
  return importId;
}

/** The 400 a file that cannot be imported at all is answered with, naming the line at fault. */
function refusalOf(error: BhavcopyFormatError): DomainError {
  const { problem, at } = error;
  if (problem === 'header') return new DomainError('invalid', MESSAGES.simulator.importBadHeader);
  if (at === null) return new DomainError('invalid', MESSAGES.simulator.importBadCsv);
  const refusal = {
    // The message stays the one clients have always matched on; the line and the fault go in errors.
    csv: () => ({ message: MESSAGES.simulator.importBadCsv, reason: at.detail }),
    line: () => ({ message: MARKET_IMPORT_REFUSALS.lineTooLong(at.line), reason: 'line too long' }),
    field: () => ({ message: MARKET_IMPORT_REFUSALS.fieldTooLong(at.line), reason: 'field too long' }),
    segment: () => ({
      message: MARKET_IMPORT_REFUSALS.otherSegment(at.segment ?? 'other segment', at.line, at.detail ?? ''),
      reason: `${at.segment}: ${at.detail}`,
    }),
  }[problem]();
  return new DomainError('invalid', refusal.message, undefined, {
    errors: [{ line: at.line, reason: refusal.reason ?? '' }],
  });
}

/**
 * Imports one NSE bhavcopy (ADRs 033, 053) in one transaction: either the whole file is in, or
 * nothing.
 *
 * - Idempotent: before the first bar of a date is written, every bar of that date is deleted, so
 *   importing a day again replaces it (bars the new file lacks are gone too).
 * - Streamed: rows are parsed as the bytes arrive and written in batches with
 *   `insert … select * from unnest(…)`: one statement and eight array parameters per batch.
 * - Series EQ, BE and BZ are stored, each bar with its series; rows of other series are counted.
 * - A symbol and date seen twice in one file keeps the first line; the later ones are skipped.
 * Throws DomainError 'invalid' when the file is not a CM bhavcopy or cannot be read, naming the line.
 */
export async function importMarketData(
  db: Database,
  actor: UserRow | null,
  fileName: string,
  input: Readable | AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: { batchSize?: number } = {},
): Promise<MarketImportResult> {
  const batchSize = options.batchSize ?? MARKET_IMPORT_BATCH;
  try {
    return await db.transaction(async (tx) => {
      const tally = createImportTally();
      let format: MarketImportFormat = 'classic';
      const seen = new Set<string>();
      const clearedDates = new Set<string>();
      const instruments = new Map<string, FileInstrument>();
      let batch: BhavcopyBar[] = [];

      const flush = async () => {
        if (batch.length === 0) return;
        const newDates = [...new Set(batch.map((bar) => bar.date))].filter((date) => !clearedDates.has(date));
        if (newDates.length > 0) {
          await tx.execute(sql`delete from market_bars where date = any(${sql.param(newDates)}::date[])`);
          for (const date of newDates) clearedDates.add(date);
        }
        await insertBars(tx, batch);
        batch = [];
      };

      const rows = parseBhavcopy(input, { onLayout: (layout) => (format = layout) });
      for await (const row of rows) {
        tally.read();
        if (row.kind === 'other') {
          tally.notImported(row.series);
          continue;
        }
        if (row.kind === 'skip') {
          tally.faulty(row.line, row.reason, row.series);
          continue;
        }
        const { bar } = row;
        const key = `${bar.symbol}\u0000${bar.date}`;
        if (seen.has(key)) {
          const reason = `duplicate: ${bar.symbol} on ${bar.date} appears earlier in the file`;
          tally.faulty(row.line, reason, bar.series, 'duplicate symbol and date');
          continue;
        }
        seen.add(key);
        noteInstrument(instruments, bar);
        tally.stored(bar.series, bar.symbol);
        batch.push(bar);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      await upsertInstruments(tx, instruments, batchSize);

      // Every written bar's date was cleared first: the set is the file's dates.
      const dates = [...clearedDates].sort();
      const counts = tally.counts();
      const summary = {
        ...counts,
        format,
        rows: counts.rowsRead,
        instruments: instruments.size,
        bars: counts.rowsStored,
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
      };
      return { importId: await recordImport(tx, actor, fileName, summary), ...summary };
    });
  } catch (error) {
    if (error instanceof BhavcopyFormatError) throw refusalOf(error);
    throw error;
  }
}

async function insertBars(tx: DbOrTx, batch: BhavcopyBar[]): Promise<void> {
  const column = <K extends keyof BhavcopyBar>(key: K) => sql.param(batch.map((bar) => bar[key]));
  await tx.execute(sql`
    insert into market_bars (symbol, date, open, high, low, close, volume, series)
    select * from unnest(
      ${column('symbol')}::text[], ${column('date')}::date[], ${column('open')}::bigint[],
      ${column('high')}::bigint[], ${column('low')}::bigint[], ${column('close')}::bigint[],
      ${column('volume')}::bigint[], ${column('series')}::text[])`);
}

/**
 * New symbols are added; a known one keeps its ISIN and name unless the file brings them, and takes
 * the file's series only when the file's latest bar of it is as late as the one its series came
 * from: importing an older file after a newer one does not undo a move between EQ and BE or BZ.
 */
async function upsertInstruments(
  tx: DbOrTx,
  instruments: Map<string, FileInstrument>,
  batchSize: number,
): Promise<void> {
  const entries = [...instruments.entries()];
  for (let start = 0; start < entries.length; start += batchSize) {
    const slice = entries.slice(start, start + batchSize);
    const column = <K extends keyof FileInstrument>(key: K) =>
      sql.param(slice.map(([, value]) => value[key]));
    await tx.execute(sql`
      insert into market_instruments (symbol, isin, name, series, series_date)
      select * from unnest(
        ${sql.param(slice.map(([symbol]) => symbol))}::text[], ${column('isin')}::text[],
        ${column('name')}::text[], ${column('series')}::text[], ${column('seriesDate')}::date[])
      on conflict (symbol) do update set
        isin = coalesce(excluded.isin, market_instruments.isin),
        name = coalesce(excluded.name, market_instruments.name),
        series = case when market_instruments.series_date > excluded.series_date
          then market_instruments.series else excluded.series end,
        series_date = greatest(market_instruments.series_date, excluded.series_date),
        updated_on = now()`);
  }
}

/**
 * What the admin's market page shows. Cheap at any size: the symbol count reads the small
 * instruments table, the first and last dates are two index probes on market_bars(date).
 */
export async function marketStatus(db: Database, lagDays: number, now: Date): Promise<MarketStatus> {
  const result = await db.execute<{
    symbols: string;
    first_date: string | null;
    last_date: string | null;
  }>(sql`
    select
      (select count(*) from market_instruments) as symbols,
      (select min(date)::text from market_bars) as first_date,
      (select max(date)::text from market_bars) as last_date`);
  const counts = result.rows[0]!;
  const [last] = await db.select().from(marketImports).orderBy(desc(marketImports.createdOn)).limit(1);
  return {
    symbols: Number(counts.symbols),
    first_date: counts.first_date,
    last_date: counts.last_date,
    latest_visible_date: latestVisibleDate(lagDays, now),
    lag_days: lagDays,
    last_import: last
      ? {
          _id: last.id,
          file_name: last.fileName,
          rows: last.rows,
          instruments: last.instruments,
          bars: last.bars,
          skipped_total: last.skippedTotal,
          first_date: last.firstDate,
          last_date: last.lastDate,
          imported_by: last.importedBy,
          created_on: last.createdOn.toISOString(),
          format: last.format,
          stored_by_series: last.storedBySeries,
          skipped_by_reason: last.skippedByReason,
        }
      : null,
  };
}
