import { readFileSync } from 'node:fs';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FIELD, MARKET_IMPORT_REFUSALS, MARKET_LIMITS } from '@contract/simulator.ts';
import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketBars, marketImports, marketInstruments } from '../db/schema.ts';
import { adminSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';

// The imports below are of 2010 and 2024: long past the 30-day lag at this clock.
const NOW = new Date('2026-03-10T04:30:00Z');
const { app, db } = await buildTestApp({}, { now: () => NOW });

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function importFile(headers: Record<string, string>, bytes: Buffer | string, name: string) {
  const body = await multipartBody(MARKET_IMPORT_FIELD, name, bytes, 'text/csv');
  return app.inject({
    method: 'POST',
    url: '/api/admin/market/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const storedBars = (symbols: string[]) =>
  db
    .select({
      symbol: marketBars.symbol,
      series: marketBars.series,
      date: marketBars.date,
      open: marketBars.open,
      high: marketBars.high,
      low: marketBars.low,
      close: marketBars.close,
      volume: marketBars.volume,
    })
    .from(marketBars)
    .where(inArray(marketBars.symbol, symbols))
    .orderBy(asc(marketBars.symbol));

const seriesCounts = async () => {
  const rows = await db.select({ series: marketBars.series }).from(marketBars);
  const counts: Record<string, number> = {};
  for (const { series } of rows) counts[series] = (counts[series] ?? 0) + 1;
  return counts;
};

const notImported = (series: string, rows = 1) => ({ series, reason: 'series not imported', rows });
const STORED_9 = [
  { series: 'EQ', bars: 6, instruments: 6 },
  { series: 'BE', bars: 2, instruments: 2 },
  { series: 'BZ', bars: 1, instruments: 1 },
];

describe('importing each bhavcopy layout NSE publishes', () => {
  it('imports a classic file from before 2011 (no TOTALTRADES, no ISIN): EQ, BE and BZ, counting SM and BL as skipped', async () => {
    const { headers } = await adminSession(app, db);
    const res = await importFile(headers, fixture('cm05JUL2010bhav.csv'), 'cm05JUL2010bhav.csv');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      instruments: 9,
      bars: 9,
      skipped: [
        { line: 13, reason: 'duplicate: ABB on 2010-07-05 appears earlier in the file' },
        { line: 14, reason: 'close outside high–low' },
      ],
      skipped_total: 2,
      format: 'classic',
      rows_read: 13,
      rows_stored: 9,
      rows_skipped: 4,
      stored_by_series: STORED_9,
      skipped_by_reason: [
        notImported('BL'),
        { series: 'EQ', reason: 'close outside high–low', rows: 1 },
        { series: 'EQ', reason: 'duplicate symbol and date', rows: 1 },
        notImported('SM'),
      ],
    });
    expect(await seriesCounts()).toEqual({ EQ: 6, BE: 2, BZ: 1 });
    expect(await storedBars(['M&M', 'KGDENIM', 'SHREERAMA'])).toEqual([
      {
        symbol: 'KGDENIM',
        series: 'BE',
        date: '2010-07-05',
        open: 1840,
        high: 1900,
        low: 1800,
        close: 1855,
        volume: 26003,
      },
      {
        symbol: 'M&M',
        series: 'EQ',
        date: '2010-07-05',
        open: 61100,
        high: 61890,
        low: 60325,
        close: 61470,
        volume: 1098455,
      },
      {
        symbol: 'SHREERAMA',
        series: 'BZ',
        date: '2010-07-05',
        open: 475,
        high: 475,
        low: 450,
        close: 460,
        volume: 8140,
      },
    ]);
    const [shree] = await db
      .select()
      .from(marketInstruments)
      .where(inArray(marketInstruments.symbol, ['SHREERAMA']));
    expect(shree).toMatchObject({ symbol: 'SHREERAMA', series: 'BZ', isin: null, name: null });
  });

  it('imports a classic file with TOTALTRADES and ISIN', async () => {
    const { headers } = await adminSession(app, db);
    const res = await importFile(headers, fixture('cm05JUL2024bhav.csv'), 'cm05JUL2024bhav.csv');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      instruments: 9,
      bars: 9,
      skipped: [
        { line: 13, reason: 'high below low' },
        { line: 15, reason: 'duplicate: M&M on 2024-07-05 appears earlier in the file' },
      ],
      skipped_total: 2,
      format: 'classic',
      rows_read: 14,
      rows_stored: 9,
      rows_skipped: 5,
      stored_by_series: STORED_9,
      skipped_by_reason: [
        notImported('SM', 2),
        { series: 'EQ', reason: 'duplicate symbol and date', rows: 1 },
        { series: 'EQ', reason: 'high below low', rows: 1 },
        notImported('GB'),
      ],
    });
    expect(await storedBars(['AARVEEDEN', 'BAJAJ-AUTO'])).toEqual([
      {
        symbol: 'AARVEEDEN',
        series: 'BE',
        date: '2024-07-05',
        open: 5810,
        high: 5990,
        low: 5720,
        close: 5845,
        volume: 4521,
      },
      {
        symbol: 'BAJAJ-AUTO',
        series: 'EQ',
        date: '2024-07-05',
        open: 958000,
        high: 965000,
        low: 952005,
        close: 960130,
        volume: 312450,
      },
    ]);
    const [aarvee] = await db
      .select()
      .from(marketInstruments)
      .where(inArray(marketInstruments.symbol, ['AARVEEDEN']));
    expect(aarvee).toMatchObject({ series: 'BE', isin: 'INE273D01019' });
  });

  it('imports UDiFF CM with its instrument names', async () => {
    const { headers } = await adminSession(app, db);
    const name = 'BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv';
    const res = await importFile(headers, fixture(name), name);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      instruments: 9,
      bars: 9,
      skipped: [
        { line: 14, reason: 'high below low' },
        { line: 15, reason: 'more than 2 decimals (open)' },
      ],
      skipped_total: 2,
      format: 'udiff',
      rows_read: 14,
      rows_stored: 9,
      rows_skipped: 5,
      stored_by_series: STORED_9,
      skipped_by_reason: [
        notImported('SM', 2),
        { series: 'EQ', reason: 'high below low', rows: 1 },
        { series: 'EQ', reason: 'more than 2 decimals (open)', rows: 1 },
        notImported('GB'),
      ],
    });
    expect(await storedBars(['SHREERAMA', 'RELIANCE'])).toEqual([
      {
        symbol: 'RELIANCE',
        series: 'EQ',
        date: '2024-07-05',
        open: 316500,
        high: 318000,
        low: 312910,
        close: 314380,
        volume: 4986012,
      },
      {
        symbol: 'SHREERAMA',
        series: 'BZ',
        date: '2024-07-05',
        open: 335,
        high: 340,
        low: 330,
        close: 335,
        volume: 15230,
      },
    ]);
    const instruments = await db
      .select({
        symbol: marketInstruments.symbol,
        name: marketInstruments.name,
        series: marketInstruments.series,
      })
      .from(marketInstruments)
      .where(inArray(marketInstruments.symbol, ['M&M', 'KHANDSE']))
      .orderBy(asc(marketInstruments.symbol));
    expect(instruments).toEqual([
      { symbol: 'KHANDSE', name: 'KHANDWALA SECURITIES LTD', series: 'BE' },
      { symbol: 'M&M', name: 'MAHINDRA & MAHINDRA, LTD.', series: 'EQ' },
    ]);
  });

  it('imports sec_bhavdata_full, the full bhavcopy with delivery figures', async () => {
    const { headers } = await adminSession(app, db);
    const name = 'sec_bhavdata_full_05072024.csv';
    const res = await importFile(headers, fixture(name), name);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      instruments: 8,
      bars: 8,
      skipped: [
        { line: 13, reason: 'bad date' },
        { line: 14, reason: 'bad number (open)' },
      ],
      skipped_total: 2,
      format: 'sec_bhavdata_full',
      rows_read: 13,
      rows_stored: 8,
      rows_skipped: 5,
      stored_by_series: [
        { series: 'EQ', bars: 5, instruments: 5 },
        { series: 'BE', bars: 2, instruments: 2 },
        { series: 'BZ', bars: 1, instruments: 1 },
      ],
      skipped_by_reason: [
        notImported('SM', 2),
        { series: 'EQ', reason: 'bad date', rows: 1 },
        { series: 'EQ', reason: 'bad number (open)', rows: 1 },
        notImported('N2'),
      ],
    });
    expect(await storedBars(['GOLDBEES', 'KHANDSE'])).toEqual([
      {
        symbol: 'GOLDBEES',
        series: 'EQ',
        date: '2024-07-05',
        open: 6145,
        high: 6180,
        low: 6130,
        close: 6162,
        volume: 10234567,
      },
      {
        symbol: 'KHANDSE',
        series: 'BE',
        date: '2024-07-05',
        open: 4420,
        high: 4500,
        low: 4305,
        close: 4480,
        volume: 12045,
      },
    ]);
  });

  it('keeps the layout and the series counts on the import record, and shows them in the status', async () => {
    const { headers } = await adminSession(app, db);
    const name = 'sec_bhavdata_full_05072024.csv';
    await importFile(headers, fixture(name), name);
    const status = await app.inject({ method: 'GET', url: '/api/admin/market/status', headers });
    expect(status.json().last_import).toMatchObject({
      file_name: name,
      rows: 13,
      bars: 8,
      format: 'sec_bhavdata_full',
      stored_by_series: [
        { series: 'EQ', bars: 5, instruments: 5 },
        { series: 'BE', bars: 2, instruments: 2 },
        { series: 'BZ', bars: 1, instruments: 1 },
      ],
      skipped_by_reason: expect.arrayContaining([notImported('N2')]),
    });
  });

  it("gives an instrument the series of its latest bar, whatever the order of the imports, and each bar its own day's", async () => {
    const { headers } = await adminSession(app, db);
    const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,';
    const day = (series: string, date: string) =>
      `${header}\nKGDENIM,${series},18,19,17,18,18,18,100,1800,${date},\n`;
    expect((await importFile(headers, day('BE', '08-JUL-2024'), 'later.csv')).statusCode).toBe(201);
    expect((await importFile(headers, day('EQ', '05-JUL-2024'), 'earlier.csv')).statusCode).toBe(201);
    const [instrument] = await db.select().from(marketInstruments);
    expect(instrument).toMatchObject({ symbol: 'KGDENIM', series: 'BE' });
    const bars = await db
      .select({ date: marketBars.date, series: marketBars.series })
      .from(marketBars)
      .orderBy(asc(marketBars.date));
    expect(bars).toEqual([
      { date: '2024-07-05', series: 'EQ' },
      { date: '2024-07-08', series: 'BE' },
    ]);
  });
});

describe('refusing a file that cannot be imported, naming what and where', () => {
  it('refuses a UDiFF F&O file with 400, naming its segment, and imports nothing', async () => {
    const { headers } = await adminSession(app, db);
    const name = 'BhavCopy_NSE_FO_0_0_0_20240705_F_0000.csv';
    const res = await importFile(headers, fixture(name), name);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MARKET_IMPORT_REFUSALS.otherSegment('F&O (equity derivatives)', 2, 'Sgmt FO, FinInstrmTp IDF'),
      errors: [{ line: 2, reason: 'F&O (equity derivatives): Sgmt FO, FinInstrmTp IDF' }],
    });
    expect(res.json().message).toBe(
      'This is an NSE F&O (equity derivatives) bhavcopy (line 2: Sgmt FO, FinInstrmTp IDF), not the capital market (CM) equity bhavcopy: the simulator imports shares only (series EQ, BE, BZ).',
    );
    expect(await db.$count(marketBars)).toBe(0);
    expect(await db.$count(marketImports)).toBe(0);
  });

  it('refuses a stray quote in a name with 400 and its line, after earlier rows, and imports nothing', async () => {
    const { headers } = await adminSession(app, db);
    const name = 'BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv';
    const text = fixture(name).toString().replace('BAJAJ AUTO LIMITED', 'Acme "Ltd"');
    const res = await importFile(headers, text, name);
    expect(res.statusCode).toBe(400);
    const reason = 'has a quote inside a field that does not start with one';
    expect(res.json()).toEqual({ message: MESSAGES.simulator.importBadCsv, errors: [{ line: 3, reason }] });
    expect(await db.$count(marketBars)).toBe(0);
  });

  it('refuses a field over the cap with 400 and its line, without holding it', async () => {
    const { headers } = await adminSession(app, db);
    const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,';
    const text = `${header}\nINFY,EQ,1,1,1,1,1,1,1,1,05-JUL-2024,\nBIG,EQ,${'9'.repeat(4 * 1024 * 1024)}\n`;
    const res = await importFile(headers, text, 'big.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MARKET_IMPORT_REFUSALS.fieldTooLong(3),
      errors: [{ line: 3, reason: 'field too long' }],
    });
    expect(res.json().message).toBe(
      `Line 3 has a field longer than 1,024 bytes: a bhavcopy field holds a name or a number.`,
    );
    expect(await db.$count(marketBars)).toBe(0);
  });

  it('refuses a line over the cap with 400 and its line', async () => {
    const { headers } = await adminSession(app, db);
    const header = 'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,';
    const text = `${header}\n${'1,'.repeat(MARKET_LIMITS.importLineBytes)}\n`;
    const res = await importFile(headers, text, 'wide.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MARKET_IMPORT_REFUSALS.lineTooLong(2),
      errors: [{ line: 2, reason: 'line too long' }],
    });
  });
});
