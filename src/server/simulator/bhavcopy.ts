import { Readable } from 'node:stream';
import { forbiddenCharacter } from '@contract/fields.ts';
import { MARKET_LIMITS } from '@contract/simulator.ts';
import { parse } from 'csv-parse';
import { isCalendarDate } from './market-dates.ts';
import { parsePaise } from './paise.ts';

/**
 * NSE's daily bhavcopy, read as a stream (ADR 033). Two layouts, told apart by the header:
 * - classic: SYMBOL, SERIES, OPEN, HIGH, LOW, CLOSE, LAST, PREVCLOSE, TOTTRDQTY, TOTTRDVAL,
 *   TIMESTAMP ('01-JAN-2026'), TOTALTRADES, ISIN;
 * - UDiFF (from July 2024): TradDt ('2026-01-01'), TckrSymb, SctySrs, ISIN, OpnPric, HghPric,
 *   LwPric, ClsPric, TtlTradgVol, FinInstrmNm, ...
 * Only the EQ series is read; other series are passed over without a reason. Each row's date comes
 * from its own date column, so one file may hold many days.
 */

export type BhavcopyLayout = 'classic' | 'udiff';

/** One valid EQ row. Prices are integer paise. */
export interface BhavcopyBar {
  symbol: string;
  isin: string | null;
  name: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type BhavcopyRow =
  | { kind: 'bar'; line: number; bar: BhavcopyBar }
  | { kind: 'skip'; line: number; reason: string }
  /** A row of another series (BE, SM, ...) or instrument: read and counted, not imported. */
  | { kind: 'other'; line: number };

/** The file is not a bhavcopy (unknown header) or not CSV at all: nothing should be imported. */
export class BhavcopyFormatError extends Error {
  override readonly name = 'BhavcopyFormatError';
  constructor(readonly problem: 'header' | 'csv') {
    super(problem === 'header' ? 'not a bhavcopy header' : 'not a readable CSV file');
  }
}

interface Columns {
  symbol: string;
  series: string;
  date: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  isin: string;
  name?: string;
}

const LAYOUTS: Record<BhavcopyLayout, Columns> = {
  classic: {
    symbol: 'SYMBOL',
    series: 'SERIES',
    date: 'TIMESTAMP',
    open: 'OPEN',
    high: 'HIGH',
    low: 'LOW',
    close: 'CLOSE',
    volume: 'TOTTRDQTY',
    isin: 'ISIN',
  },
  udiff: {
    symbol: 'TckrSymb',
    series: 'SctySrs',
    date: 'TradDt',
    open: 'OpnPric',
    high: 'HghPric',
    low: 'LwPric',
    close: 'ClsPric',
    volume: 'TtlTradgVol',
    isin: 'ISIN',
    name: 'FinInstrmNm',
  },
};

type Indexes = { [K in keyof Columns]-?: number };

/** The layout and column positions of a header line, or undefined when it is neither layout. */
export function detectLayout(header: string[]): { layout: BhavcopyLayout; index: Indexes } | undefined {
  const names = header.map((name) => name.trim().toUpperCase());
  for (const layout of ['classic', 'udiff'] as const) {
    const columns = LAYOUTS[layout];
    const index = {} as Indexes;
    let complete = true;
    for (const [key, column] of Object.entries(columns) as [keyof Columns, string][]) {
      const at = names.indexOf(column.toUpperCase());
      if (at < 0) {
        complete = false;
        break;
      }
      index[key] = at;
    }
    if (!complete) continue;
    index.name ??= -1;
    return { layout, index };
  }
  return undefined;
}

const MONTHS: Record<string, string> = {
  JAN: '01',
  FEB: '02',
  MAR: '03',
  APR: '04',
  MAY: '05',
  JUN: '06',
  JUL: '07',
  AUG: '08',
  SEP: '09',
  OCT: '10',
  NOV: '11',
  DEC: '12',
};

/** 'YYYY-MM-DD' from '01-JAN-2026' / '01-Jan-2026' (classic) or '2026-01-01' (UDiFF); else undefined. */
export function parseBhavcopyDate(text: string, layout: BhavcopyLayout): string | undefined {
  let date: string | undefined;
  if (layout === 'udiff') date = text;
  else {
    const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
    const month = match ? MONTHS[match[2]!.toUpperCase()] : undefined;
    if (match && month) date = `${match[3]}-${month}-${match[1]!.padStart(2, '0')}`;
  }
  return date !== undefined && isCalendarDate(date) ? date : undefined;
}

/** NSE symbols: capitals, digits and & - _ . (M&M, BAJAJ-AUTO); anything else is refused. */
const SYMBOL_PATTERN = /^[A-Z0-9&][A-Z0-9&._-]{0,49}$/;
const VOLUME_PATTERN = /^\d{1,15}$/;

/** One data record checked: a bar, a reason to skip it, or another series. */
export function readRecord(
  record: string[],
  line: number,
  layout: BhavcopyLayout,
  index: Indexes,
): BhavcopyRow {
  const at = (i: number) => (i >= 0 ? (record[i] ?? '').trim() : '');
  const series = at(index.series).toUpperCase();
  if (series !== 'EQ') return { kind: 'other', line };
  const symbol = at(index.symbol).toUpperCase();
  if (symbol === '') return { kind: 'skip', line, reason: 'missing symbol' };
  if (!SYMBOL_PATTERN.test(symbol)) return { kind: 'skip', line, reason: 'bad symbol' };
  const date = parseBhavcopyDate(at(index.date), layout);
  if (date === undefined) return { kind: 'skip', line, reason: 'bad date' };
  const prices = { open: 0, high: 0, low: 0, close: 0 };
  for (const key of ['open', 'high', 'low', 'close'] as const) {
    const parsed = parsePaise(at(index[key]));
    if (!parsed.ok) return { kind: 'skip', line, reason: `${parsed.reason} (${key})` };
    prices[key] = parsed.paise;
  }
  const { open, high, low, close } = prices;
  if (high < low) return { kind: 'skip', line, reason: 'high below low' };
  if (close < low || close > high) return { kind: 'skip', line, reason: 'close outside high–low' };
  if (open < low || open > high) return { kind: 'skip', line, reason: 'open outside high–low' };
  const volumeText = at(index.volume);
  if (!VOLUME_PATTERN.test(volumeText)) return { kind: 'skip', line, reason: 'bad number (volume)' };
  const isin = at(index.isin);
  const name = at(index.name);
  // PostgreSQL refuses NUL in text: such a row would fail the whole import.
  if (forbiddenCharacter(isin, 'single-line') || forbiddenCharacter(name, 'single-line')) {
    return { kind: 'skip', line, reason: 'control characters in ISIN or name' };
  }
  return {
    kind: 'bar',
    line,
    bar: {
      symbol,
      isin: isin === '' ? null : isin.slice(0, MARKET_LIMITS.isin),
      name: name === '' ? null : name.slice(0, MARKET_LIMITS.instrumentName),
      date,
      open,
      high,
      low,
      close,
      volume: Number(volumeText),
    },
  };
}

/**
 * The rows of a bhavcopy, one at a time, as the bytes arrive. Throws BhavcopyFormatError when the
 * first line is not a known header or the CSV cannot be read. Line numbers count from 1 at the header.
 */
export async function* parseBhavcopy(
  input: Readable | AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): AsyncGenerator<BhavcopyRow> {
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    // A trailing comma adds an empty last field; some exports leave short lines.
    relax_column_count: true,
    info: true,
  });
  const source = input instanceof Readable ? input : Readable.from(input);
  // An error of the source (a broken upload) reaches the parser, and so the loop below.
  source.once('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let columns: { layout: BhavcopyLayout; index: Indexes } | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (columns === undefined) {
        columns = detectLayout(record);
        if (columns === undefined) throw new BhavcopyFormatError('header');
        continue;
      }
      yield readRecord(record, info.lines, columns.layout, columns.index);
    }
  } catch (error) {
    if (error instanceof BhavcopyFormatError) throw error;
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new BhavcopyFormatError('csv');
    throw error;
  } finally {
    source.unpipe(parser);
    parser.destroy();
  }
  if (columns === undefined) throw new BhavcopyFormatError('header');
}
