import type { Readable } from 'node:stream';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_LIMITS, type MarketStatus } from '@contract/simulator.ts';
import { desc, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { type MarketImportSkip, marketImports } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type BhavcopyBar, BhavcopyFormatError, parseBhavcopy } from './bhavcopy.ts';
import { latestVisibleDate } from './market-dates.ts';

/** Rows per multi-row insert: big enough to amortise a round trip, small enough for memory. */
export const MARKET_IMPORT_BATCH = 5000;

export interface MarketImportResult {
  importId: string;
  /** Data lines read (every series). */
  rows: number;
  /** Distinct symbols among the imported bars. */
  instruments: number;
  bars: number;
  /** The first MARKET_LIMITS.skippedListed skipped lines, in file order. */
  skipped: MarketImportSkip[];
  skippedTotal: number;
  firstDate: string | null;
  lastDate: string | null;
}

/** Records a bar's symbol; a known one keeps its ISIN and name unless this line brings them. */
function noteInstrument(
  instruments: Map<string, { isin: string | null; name: string | null }>,
  bar: BhavcopyBar,
): void {
  const known = instruments.get(bar.symbol);
  instruments.set(bar.symbol, {
    isin: bar.isin ?? known?.isin ?? null,
    name: bar.name ?? known?.name ?? null,
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
    .values({ fileName, ...summary, importedBy: actor?.id ?? null })
    .returning({ id: marketImports.id });
  const importId = record!.id;
  await recordAudit(tx, actor, 'market.import', importId, null, {
    file_name: fileName,
    rows: summary.rows,
    instruments: summary.instruments,
    bars: summary.bars,
    skipped_total: summary.skippedTotal,
    first_date: summary.firstDate,
    last_date: summary.lastDate,
  });
  return importId;
}

/**
 * Imports one NSE bhavcopy (ADR 033) in one transaction: either the whole file is in, or nothing.
 *
 * - Idempotent: before the first bar of a date is written, every bar of that date is deleted, so
 *   importing a day again replaces it (bars the new file lacks are gone too).
 * - Streamed: rows are parsed as the bytes arrive and written in batches with
 *   `insert … select * from unnest(…)`: one statement and seven array parameters per batch.
 * - A symbol and date seen twice in one file keeps the first line; the later ones are skipped.
 * Throws DomainError 'invalid' when the file is not a bhavcopy.
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
      const skipped: MarketImportSkip[] = [];
      let skippedTotal = 0;
      let rows = 0;
      let bars = 0;
      const seen = new Set<string>();
      const clearedDates = new Set<string>();
      const instruments = new Map<string, { isin: string | null; name: string | null }>();
      let batch: BhavcopyBar[] = [];

      const skip = (line: number, reason: string) => {
        skippedTotal += 1;
        if (skipped.length < MARKET_LIMITS.skippedListed) skipped.push({ line, reason });
      };
      const flush = async () => {
        if (batch.length === 0) return;
        const newDates = [...new Set(batch.map((bar) => bar.date))].filter((date) => !clearedDates.has(date));
        if (newDates.length > 0) {
          await tx.execute(sql`delete from market_bars where date = any(${sql.param(newDates)}::date[])`);
          for (const date of newDates) clearedDates.add(date);
        }
        await insertBars(tx, batch);
        bars += batch.length;
        batch = [];
      };

      for await (const row of parseBhavcopy(input)) {
        rows += 1;
        if (row.kind === 'other') continue;
        if (row.kind === 'skip') {
          skip(row.line, row.reason);
          continue;
        }
        const { bar } = row;
        const key = `${bar.symbol}\u0000${bar.date}`;
        if (seen.has(key)) {
          skip(row.line, `duplicate: ${bar.symbol} on ${bar.date} appears earlier in the file`);
          continue;
        }
        seen.add(key);
        noteInstrument(instruments, bar);
        batch.push(bar);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      await upsertInstruments(tx, instruments, batchSize);

      // Every written bar's date was cleared first: the set is the file's dates.
      const dates = [...clearedDates].sort();
      const summary = {
        rows,
        instruments: instruments.size,
        bars,
        skipped,
        skippedTotal,
        firstDate: dates[0] ?? null,
        lastDate: dates.at(-1) ?? null,
      };
      return { importId: await recordImport(tx, actor, fileName, summary), ...summary };
    });
  } catch (error) {
    if (error instanceof BhavcopyFormatError) {
      throw new DomainError(
        'invalid',
        error.problem === 'header' ? MESSAGES.simulator.importBadHeader : MESSAGES.simulator.importBadCsv,
      );
    }
    throw error;
  }
}

async function insertBars(tx: DbOrTx, batch: BhavcopyBar[]): Promise<void> {
  const column = <K extends keyof BhavcopyBar>(key: K) => sql.param(batch.map((bar) => bar[key]));
  await tx.execute(sql`
    insert into market_bars (symbol, date, open, high, low, close, volume)
    select * from unnest(
      ${column('symbol')}::text[], ${column('date')}::date[], ${column('open')}::bigint[],
      ${column('high')}::bigint[], ${column('low')}::bigint[], ${column('close')}::bigint[],
      ${column('volume')}::bigint[])`);
}

/** New symbols are added; a known one keeps its ISIN and name unless the file brings them. */
async function upsertInstruments(
  tx: DbOrTx,
  instruments: Map<string, { isin: string | null; name: string | null }>,
  batchSize: number,
): Promise<void> {
  const entries = [...instruments.entries()];
  for (let start = 0; start < entries.length; start += batchSize) {
    const slice = entries.slice(start, start + batchSize);
    await tx.execute(sql`
      insert into market_instruments (symbol, isin, name)
      select * from unnest(
        ${sql.param(slice.map(([symbol]) => symbol))}::text[],
        ${sql.param(slice.map(([, value]) => value.isin))}::text[],
        ${sql.param(slice.map(([, value]) => value.name))}::text[])
      on conflict (symbol) do update set
        isin = coalesce(excluded.isin, market_instruments.isin),
        name = coalesce(excluded.name, market_instruments.name),
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
        }
      : null,
  };
}
