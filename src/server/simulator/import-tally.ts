import {
  MARKET_LIMITS,
  MARKET_SERIES,
  type MarketSeries,
  type MarketSkippedGroup,
  type MarketStoredSeries,
} from '@contract/simulator.ts';
import type { MarketImportSkip } from '../db/schema.ts';

/** What an import read, stored and skipped: the counts of its answer (ADR 053). */
export interface ImportCounts {
  /** Data lines read, every series; the header is not counted. */
  rowsRead: number;
  rowsStored: number;
  /** rowsRead − rowsStored: the faulty rows and those of series not imported. */
  rowsSkipped: number;
  /** The first MARKET_LIMITS.skippedListed faulty rows, in file order. */
  skipped: MarketImportSkip[];
  /** Every faulty row (not the rows of series not imported, which have no fault to fix). */
  skippedTotal: number;
  /** EQ, BE, BZ in that order, those with bars only. */
  storedBySeries: MarketStoredSeries[];
  /** Each skipped row once, grouped by series and reason, the largest group first. */
  skippedByReason: MarketSkippedGroup[];
}

/** The reason a row of a series that is not imported is counted under. */
export const SERIES_NOT_IMPORTED = 'series not imported';

/**
 * Counts an import's rows as they go by. Holds a symbol set per stored series and a counter per
 * (series, reason): a few thousand entries for a year of files, whatever the number of rows.
 */
export function createImportTally() {
  const skipped: MarketImportSkip[] = [];
  let skippedTotal = 0;
  let rowsRead = 0;
  const stored = new Map<MarketSeries, { bars: number; symbols: Set<string> }>();
  const groups = new Map<string, MarketSkippedGroup>();

  const group = (series: string | null, reason: string) => {
    const key = `${series ?? ''}\u0000${reason}`;
    const known = groups.get(key);
    if (known) known.rows += 1;
    else groups.set(key, { series, reason, rows: 1 });
  };

  return {
    read() {
      rowsRead += 1;
    },
    stored(series: MarketSeries, symbol: string) {
      const entry = stored.get(series) ?? { bars: 0, symbols: new Set<string>() };
      entry.bars += 1;
      entry.symbols.add(symbol);
      stored.set(series, entry);
    },
    /** A faulty row: listed with its line (the first ones) and counted under `groupReason`. */
    faulty(line: number, reason: string, series: string | null, groupReason = reason) {
      skippedTotal += 1;
      if (skipped.length < MARKET_LIMITS.skippedListed) skipped.push({ line, reason });
      group(series, groupReason);
    },
    /** A row of a series that is not imported: counted, not listed. */
    notImported(series: string) {
      group(series, SERIES_NOT_IMPORTED);
    },
    counts(): ImportCounts {
      const storedBySeries = MARKET_SERIES.flatMap((series) => {
        const entry = stored.get(series);
        return entry ? [{ series, bars: entry.bars, instruments: entry.symbols.size }] : [];
      });
      const rowsStored = storedBySeries.reduce((sum, entry) => sum + entry.bars, 0);
      const skippedByReason = [...groups.values()].sort(
        (a, b) =>
          b.rows - a.rows ||
          (a.series ?? '').localeCompare(b.series ?? '') ||
          a.reason.localeCompare(b.reason),
      );
      return {
        rowsRead,
        rowsStored,
        rowsSkipped: rowsRead - rowsStored,
        skipped,
        skippedTotal,
        storedBySeries,
        skippedByReason,
      };
    },
  };
}

export type ImportTally = ReturnType<typeof createImportTally>;
