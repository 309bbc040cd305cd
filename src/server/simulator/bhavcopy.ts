import { Readable } from 'node:stream';
import { forbiddenCharacter } from '@contract/fields.ts';
import {
  MARKET_LIMITS,
  MARKET_SERIES,
  type MarketImportFormat,
  type MarketSeries,
} from '@contract/simulator.ts';
import { CsvError, parse } from 'csv-parse';
import { LineLimitError, limitLineSizes } from './line-limits.ts';
import { isCalendarDate } from './market-dates.ts';
import { parsePaise } from './paise.ts';

/**
 * NSE's capital-market bhavcopies, read as a stream (ADRs 033, 053). Three layouts, told apart by
 * the header (the column names, in any order and case, spaces around them ignored):
 * - classic (`cm05JUL2024bhav.csv`): SYMBOL, SERIES, OPEN, HIGH, LOW, CLOSE, LAST, PREVCLOSE,
 *   TOTTRDQTY, TOTTRDVAL, TIMESTAMP ('05-JUL-2024'), then TOTALTRADES and ISIN from 2011 (files
 *   before have neither);
 * - UDiFF CM (from July 2024): TradDt ('2024-07-05'), Sgmt, FinInstrmTp, ISIN, TckrSymb, SctySrs,
 *   FinInstrmNm, OpnPric, HghPric, LwPric, ClsPric, TtlTradgVol, ...; NSE uses the same columns for
 *   its F&O, currency and commodity files, which are refused by their Sgmt or FinInstrmTp;
 * - sec_bhavdata_full (the full bhavcopy with delivery figures): SYMBOL, SERIES, DATE1
 *   ('05-Jul-2024'), OPEN_PRICE, HIGH_PRICE, LOW_PRICE, CLOSE_PRICE, TTL_TRD_QNTY, ...
 * Series EQ, BE and BZ become bars; other series are counted, not imported. Each row's date comes
 * from its own date column, so one file may hold many days.
 */

export type BhavcopyLayout = MarketImportFormat;

/** One valid row of a stored series. Prices are integer paise. */
export interface BhavcopyBar {
  symbol: string;
  series: MarketSeries;
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
  /** A row of a stored series (or naming none: `series` null) with a fault. */
  | { kind: 'skip'; line: number; reason: string; series: string | null }
  /** A row of a series that is not imported (SM, ST, N1, ...): read and counted. */
  | { kind: 'other'; line: number; series: string };

/**
 * The file cannot be imported at all, and nothing of it should be:
 * - header: the first line is no bhavcopy header (or the file is empty);
 * - csv: the CSV cannot be read at `line` (`detail` says how);
 * - segment: it is a bhavcopy of another segment (`segment` names it, `detail` what shows it);
 * - line, field: a line or a field at `line` passes its cap (MARKET_LIMITS).
 */
export class BhavcopyFormatError extends Error {
  override readonly name = 'BhavcopyFormatError';
  constructor(
    readonly problem: 'header' | 'csv' | 'segment' | 'line' | 'field',
    readonly at: { line: number; detail?: string; segment?: string } | null = null,
  ) {
    super(problem === 'header' ? 'not a bhavcopy header' : `${problem} problem at line ${at?.line}`);
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
  /** Columns a layout may lack: the classic file before 2011 has no ISIN. */
  isin?: string;
  name?: string;
  segment?: string;
  instrumentType?: string;
}

const OPTIONAL_COLUMNS = new Set<keyof Columns>(['isin', 'name', 'segment', 'instrumentType']);

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
    segment: 'Sgmt',
    instrumentType: 'FinInstrmTp',
  },
  sec_bhavdata_full: {
    symbol: 'SYMBOL',
    series: 'SERIES',
    date: 'DATE1',
    open: 'OPEN_PRICE',
    high: 'HIGH_PRICE',
    low: 'LOW_PRICE',
    close: 'CLOSE_PRICE',
    volume: 'TTL_TRD_QNTY',
  },
};

/** Column positions; -1 for an optional column the file lacks. */
type Indexes = { [K in keyof Columns]-?: number };

/** The layout and column positions of a header line, or undefined when it is none of them. */
export function detectLayout(header: string[]): { layout: BhavcopyLayout; index: Indexes } | undefined {
  const names = header.map((name) => name.trim().toUpperCase());
  for (const layout of ['classic', 'udiff', 'sec_bhavdata_full'] as const) {
    const index = { isin: -1, name: -1, segment: -1, instrumentType: -1 } as Indexes;
    let complete = true;
    for (const [key, column] of Object.entries(LAYOUTS[layout]) as [keyof Columns, string][]) {
      index[key] = names.indexOf(column.toUpperCase());
      if (index[key] < 0 && !OPTIONAL_COLUMNS.has(key)) {
        complete = false;
        break;
      }
    }
    if (complete) return { layout, index };
  }
  return undefined;
}

/**
 * NSE's other segments, by UDiFF's Sgmt and FinInstrmTp (futures and options on indices and
 * stocks; currency and interest-rate contracts; commodities). Their files share UDiFF's columns,
 * so only a row tells them apart; none of them holds a share's price.
 */
const SEGMENT_NAMES: Record<string, string> = {
  FO: 'F&O (equity derivatives)',
  CD: 'currency derivatives',
  CO: 'commodity derivatives',
};
const DERIVATIVE_SEGMENTS: Record<string, string> = {
  IDF: 'FO',
  IDO: 'FO',
  STF: 'FO',
  STO: 'FO',
  FUTCUR: 'CD',
  OPTCUR: 'CD',
  FUTIRC: 'CD',
  FUTIRT: 'CD',
  FUTIRF: 'CD',
  OPTIRC: 'CD',
  FUTCOM: 'CO',
  OPTCOM: 'CO',
  OPTFUT: 'CO',
};

/** The segment of a UDiFF row that is not the capital market, or undefined for a CM row. */
function otherSegment(
  segment: string,
  instrumentType: string,
): { segment: string; detail: string } | undefined {
  const bySegment = segment !== '' && segment !== 'CM' ? segment : undefined;
  const byType = DERIVATIVE_SEGMENTS[instrumentType];
  const code = bySegment ?? byType;
  if (code === undefined) return undefined;
  const detail = [segment && `Sgmt ${segment}`, instrumentType && `FinInstrmTp ${instrumentType}`]
    .filter(Boolean)
    .join(', ');
  return { segment: SEGMENT_NAMES[code] ?? `${code} segment`, detail };
}

/**
 * The classic F&O bhavcopy (`fo05JUL2024bhav.csv`: INSTRUMENT, SYMBOL, EXPIRY_DT, STRIKE_PR,
 * OPTION_TYP, ...) and its kin name contracts and their expiry: the columns that show it, or
 * undefined for any other header.
 */
function derivativesColumns(header: string[]): string | undefined {
  const names = header.map((name) => name.trim().toUpperCase());
  if (!names.includes('EXPIRY_DT')) return undefined;
  return ['INSTRUMENT', 'EXPIRY_DT', 'STRIKE_PR', 'OPTION_TYP']
    .filter((name) => names.includes(name))
    .join(', ');
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

/**
 * 'YYYY-MM-DD' from '01-JAN-2026' / '01-Jan-2026' (classic, sec_bhavdata_full) or '2026-01-01'
 * (UDiFF); else undefined.
 */
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
/** NSE's series are two capitals or digits (EQ, BE, SM, N1); anything else is no series. */
const SERIES_PATTERN = /^[A-Z0-9]{1,2}$/;
const STORED_SERIES: ReadonlySet<string> = new Set(MARKET_SERIES);

/**
 * One data record checked: a bar, a reason to skip it, or a series that is not imported. Throws
 * BhavcopyFormatError('segment') for a UDiFF row of another segment: the whole file is refused.
 */
export function readRecord(
  record: string[],
  line: number,
  layout: BhavcopyLayout,
  index: Indexes,
): BhavcopyRow {
  const at = (i: number) => (i >= 0 ? (record[i] ?? '').trim() : '');
  const other = otherSegment(at(index.segment).toUpperCase(), at(index.instrumentType).toUpperCase());
  if (other) throw new BhavcopyFormatError('segment', { line, ...other });
  const seriesText = at(index.series).toUpperCase();
  if (seriesText === '') return { kind: 'skip', line, reason: 'missing series', series: null };
  if (!SERIES_PATTERN.test(seriesText)) return { kind: 'skip', line, reason: 'bad series', series: null };
  if (!STORED_SERIES.has(seriesText)) return { kind: 'other', line, series: seriesText };
  const series = seriesText as MarketSeries;
  const skip = (reason: string): BhavcopyRow => ({ kind: 'skip', line, reason, series });
  const symbol = at(index.symbol).toUpperCase();
  if (symbol === '') return skip('missing symbol');
  if (!SYMBOL_PATTERN.test(symbol)) return skip('bad symbol');
  const date = parseBhavcopyDate(at(index.date), layout);
  if (date === undefined) return skip('bad date');
  const prices = { open: 0, high: 0, low: 0, close: 0 };
  for (const key of ['open', 'high', 'low', 'close'] as const) {
    const parsed = parsePaise(at(index[key]));
    if (!parsed.ok) return skip(`${parsed.reason} (${key})`);
    prices[key] = parsed.paise;
  }
  const { open, high, low, close } = prices;
  if (high < low) return skip('high below low');
  if (close < low || close > high) return skip('close outside high–low');
  if (open < low || open > high) return skip('open outside high–low');
  const volumeText = at(index.volume);
  if (!VOLUME_PATTERN.test(volumeText)) return skip('bad number (volume)');
  const isin = at(index.isin);
  const name = at(index.name);
  // PostgreSQL refuses NUL in text: such a row would fail the whole import.
  if (forbiddenCharacter(isin, 'single-line') || forbiddenCharacter(name, 'single-line')) {
    return skip('control characters in ISIN or name');
  }
  return {
    kind: 'bar',
    line,
    bar: {
      symbol,
      series,
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

/** What csv-parse's refusals mean, said of the line they happen on. */
const CSV_PROBLEMS: Partial<Record<string, string>> = {
  INVALID_OPENING_QUOTE: 'has a quote inside a field that does not start with one',
  CSV_INVALID_CLOSING_QUOTE: 'has a closing quote followed by more text in the same field',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'has a closing quote followed by more text in the same field',
  CSV_QUOTE_NOT_CLOSED: 'opens a quoted field that is never closed',
};

/** The error parseBhavcopy throws for a failure of the CSV layer, or undefined for any other. */
function formatErrorOf(error: unknown): BhavcopyFormatError | undefined {
  if (error instanceof BhavcopyFormatError) return error;
  if (error instanceof LineLimitError) {
    const { kind, line } = error.problem;
    return kind === 'unclosed-quote'
      ? new BhavcopyFormatError('csv', { line, detail: CSV_PROBLEMS.CSV_QUOTE_NOT_CLOSED! })
      : new BhavcopyFormatError(kind, { line });
  }
  if (error instanceof CsvError) {
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return new BhavcopyFormatError('csv', { line, detail: CSV_PROBLEMS[error.code] ?? 'cannot be read' });
  }
  return undefined;
}

/**
 * The rows of a bhavcopy, one at a time, as the bytes arrive. Throws BhavcopyFormatError when the
 * first line is not a known header, the CSV cannot be read, a line or field passes its cap, or the
 * file belongs to another segment. Line numbers count from 1 at the header; `onLayout` hears which
 * layout the header is.
 */
export async function* parseBhavcopy(
  input: Readable | AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  options: { onLayout?: (layout: BhavcopyLayout) => void } = {},
): AsyncGenerator<BhavcopyRow> {
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    // A trailing comma adds an empty last field; some exports leave short lines.
    relax_column_count: true,
    info: true,
  });
  const source = Readable.from(
    limitLineSizes(input, {
      lineBytes: MARKET_LIMITS.importLineBytes,
      fieldBytes: MARKET_LIMITS.importFieldBytes,
    }),
  );
  // An error of the source (a broken upload, a line over the cap) reaches the parser, and so the
  // loop below.
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
        if (columns !== undefined) {
          options.onLayout?.(columns.layout);
          continue;
        }
        const contracts = derivativesColumns(record);
        if (contracts === undefined) throw new BhavcopyFormatError('header');
        throw new BhavcopyFormatError('segment', {
          line: info.lines,
          segment: 'derivatives',
          detail: `columns ${contracts}`,
        });
      }
      yield readRecord(record, info.lines, columns.layout, columns.index);
    }
  } catch (error) {
    throw formatErrorOf(error) ?? error;
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
  if (columns === undefined) throw new BhavcopyFormatError('header');
}
