import { MARKET_LIMITS } from '@contract/simulator.ts';
import { describe, expect, it } from 'vitest';
import { createImportTally, SERIES_NOT_IMPORTED } from './import-tally.ts';

describe('createImportTally', () => {
  it('counts rows read, stored by series and skipped by series and reason, so read = stored + skipped', () => {
    const tally = createImportTally();
    const read = (count: number, then: () => void) => {
      for (let i = 0; i < count; i += 1) {
        tally.read();
        then();
      }
    };
    read(1, () => tally.stored('BZ', 'SHREERAMA'));
    read(3, () => tally.stored('EQ', 'INFY'));
    read(1, () => tally.stored('EQ', 'TCS'));
    read(2, () => tally.stored('BE', 'AARVEEDEN'));
    read(2, () => tally.notImported('SM'));
    read(1, () => tally.notImported('GB'));
    read(2, () => tally.faulty(9, 'high below low', 'EQ'));
    read(1, () =>
      tally.faulty(12, 'duplicate: INFY on 2024-07-05 appears earlier', 'EQ', 'duplicate symbol and date'),
    );
    read(1, () => tally.faulty(14, 'missing series', null));
    expect(tally.counts()).toEqual({
      rowsRead: 14,
      rowsStored: 7,
      rowsSkipped: 7,
      skipped: [
        { line: 9, reason: 'high below low' },
        { line: 9, reason: 'high below low' },
        { line: 12, reason: 'duplicate: INFY on 2024-07-05 appears earlier' },
        { line: 14, reason: 'missing series' },
      ],
      skippedTotal: 4,
      storedBySeries: [
        { series: 'EQ', bars: 4, instruments: 2 },
        { series: 'BE', bars: 2, instruments: 1 },
        { series: 'BZ', bars: 1, instruments: 1 },
      ],
      skippedByReason: [
        { series: 'EQ', reason: 'high below low', rows: 2 },
        { series: 'SM', reason: SERIES_NOT_IMPORTED, rows: 2 },
        { series: null, reason: 'missing series', rows: 1 },
        { series: 'EQ', reason: 'duplicate symbol and date', rows: 1 },
        { series: 'GB', reason: SERIES_NOT_IMPORTED, rows: 1 },
      ],
    });
  });

  it('lists the first faulty rows only, and counts them all', () => {
    const tally = createImportTally();
    for (let line = 2; line < MARKET_LIMITS.skippedListed + 502; line += 1)
      tally.faulty(line, 'bad date', 'EQ');
    const counts = tally.counts();
    expect(counts.skipped).toHaveLength(MARKET_LIMITS.skippedListed);
    expect(counts.skipped.at(-1)).toEqual({ line: MARKET_LIMITS.skippedListed + 1, reason: 'bad date' });
    expect(counts.skippedTotal).toBe(MARKET_LIMITS.skippedListed + 500);
    expect(counts.skippedByReason).toEqual([
      { series: 'EQ', reason: 'bad date', rows: MARKET_LIMITS.skippedListed + 500 },
    ]);
  });
});
