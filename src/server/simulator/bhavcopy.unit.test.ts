import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { MARKET_LIMITS } from '@contract/simulator.ts';
import { describe, expect, it } from 'vitest';
import { BhavcopyFormatError, type BhavcopyRow, parseBhavcopy } from './bhavcopy.ts';

const CLASSIC_HEADER =
  'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN,';
const UDIFF_HEADER =
  'TradDt,BizDt,Sgmt,Src,FinInstrmTp,FinInstrmId,ISIN,TckrSymb,SctySrs,XpryDt,FininstrmActlXpryDt,StrkPric,OptnTp,FinInstrmNm,OpnPric,HghPric,LwPric,ClsPric,LastPric,PrvsClsgPric,UndrlygPric,SttlmPric,OpnIntrst,ChngInOpnIntrst,TtlTradgVol,TtlTrfVal,TtlNbOfTxsExctd,SsnId,NewBrdLotQty,Rmks,Rsvd1,Rsvd2,Rsvd3,Rsvd4';

function classic(
  symbol: string,
  series: string,
  o: string,
  h: string,
  l: string,
  c: string,
  date: string,
  qty = '1000',
) {
  return `${symbol},${series},${o},${h},${l},${c},${c},${o},${qty},12345.60,${date},42,INE000A01010,`;
}

async function readAll(text: string, chunkSize = 7): Promise<BhavcopyRow[]> {
  // Small chunks: a row split across chunks must still be read whole.
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += chunkSize) chunks.push(text.slice(i, i + chunkSize));
  const rows: BhavcopyRow[] = [];
  for await (const row of parseBhavcopy(Readable.from(chunks))) rows.push(row);
  return rows;
}

describe('parseBhavcopy', () => {
  it('reads classic rows with their own dates, in paise, across days and month-name cases', async () => {
    const rows = await readAll(
      [
        CLASSIC_HEADER,
        classic('RELIANCE', 'EQ', '1234.50', '1250.00', '1220.05', '1245.95', '01-JAN-2026', '5123456'),
        classic('tcs', 'EQ', '3500', '3510.5', '3490', '3500.1', '02-Jan-2026'),
      ].join('\n'),
    );
    expect(rows).toEqual([
      {
        kind: 'bar',
        line: 2,
        bar: {
          symbol: 'RELIANCE',
          series: 'EQ',
          isin: 'INE000A01010',
          name: null,
          date: '2026-01-01',
          open: 123450,
          high: 125000,
          low: 122005,
          close: 124595,
          volume: 5123456,
        },
      },
      expect.objectContaining({
        kind: 'bar',
        line: 3,
        bar: expect.objectContaining({ symbol: 'TCS', date: '2026-01-02', high: 351050 }),
      }),
    ]);
  });

  it('reads UDiFF rows with spaces around headers and values, and keeps the instrument name', async () => {
    const header = UDIFF_HEADER.split(',')
      .map((name) => ` ${name} `)
      .join(',');
    const values = [
      '2026-01-05',
      '2026-01-05',
      'CM',
      'NSE',
      'STK',
      '2885',
      'INE002A01018',
      ' RELIANCE ',
      'EQ',
      '',
      '',
      '',
      '',
      'RELIANCE INDUSTRIES LTD',
      ' 1234.50',
      '1250.00 ',
      '1220.00',
      '1245.00',
      '1245.00',
      '1230.00',
      '',
      '1245.00',
      '',
      '',
      '4000000',
      '4980000000.00',
      '120000',
      'F1',
      '1',
      '',
      '',
      '',
      '',
      '',
    ];
    const rows = await readAll(`${header}\r\n${values.join(',')}\r\n`);
    expect(rows).toEqual([
      {
        kind: 'bar',
        line: 2,
        bar: {
          symbol: 'RELIANCE',
          series: 'EQ',
          isin: 'INE002A01018',
          name: 'RELIANCE INDUSTRIES LTD',
          date: '2026-01-05',
          open: 123450,
          high: 125000,
          low: 122000,
          close: 124500,
          volume: 4000000,
        },
      },
    ]);
  });

  it('reads the trade-for-trade series BE and BZ as bars, and passes over other series with their name', async () => {
    const rows = await readAll(
      [
        CLASSIC_HEADER,
        classic('ABC', 'SM', '10', '11', '9', '10', '01-JAN-2026'),
        classic('DEF', 'be', '10', '11', '9', '10', '01-JAN-2026'),
        classic('GHI', 'BZ', '10', '11', '9', '10', '01-JAN-2026'),
        classic('JKL', 'N1', '10', '11', '9', '10', '01-JAN-2026'),
        classic('MNO', '', '10', '11', '9', '10', '01-JAN-2026'),
        classic('PQR', 'EQUITY', '10', '11', '9', '10', '01-JAN-2026'),
      ].join('\n'),
    );
    expect(rows).toEqual([
      { kind: 'other', line: 2, series: 'SM' },
      expect.objectContaining({
        kind: 'bar',
        line: 3,
        bar: expect.objectContaining({ symbol: 'DEF', series: 'BE' }),
      }),
      expect.objectContaining({
        kind: 'bar',
        line: 4,
        bar: expect.objectContaining({ symbol: 'GHI', series: 'BZ' }),
      }),
      { kind: 'other', line: 5, series: 'N1' },
      { kind: 'skip', line: 6, reason: 'missing series', series: null },
      { kind: 'skip', line: 7, reason: 'bad series', series: null },
    ]);
  });

  it('skips each kind of bad row with its line and reason', async () => {
    const rows = await readAll(
      [
        CLASSIC_HEADER,
        classic('A', 'EQ', '10', '9', '11', '10', '01-JAN-2026'),
        classic('B', 'EQ', '10', '12', '9', '13', '01-JAN-2026'),
        classic('C', 'EQ', '8', '12', '9', '10', '01-JAN-2026'),
        classic('D', 'EQ', '-1', '12', '9', '10', '01-JAN-2026'),
        classic('E', 'EQ', 'ten', '12', '9', '10', '01-JAN-2026'),
        classic('F', 'EQ', '10', '12', '9', '10', '31-FEB-2026'),
        classic('', 'EQ', '10', '12', '9', '10', '01-JAN-2026'),
        classic('H', 'EQ', '10.001', '12', '9', '10', '01-JAN-2026'),
        classic('I', 'EQ', '10', '12', '9', '10', '01-JAN-2026', '12.5'),
        classic('J', 'EQ', '10', '12', '9', '10', '2026-01-01'),
        classic('K', 'EQ', '10', '12', '9', '10', '01-JAN-2026').replace('INE000A01010', 'INE\u0000'),
      ].join('\n'),
    );
    expect(rows).toEqual([
      { kind: 'skip', line: 2, reason: 'high below low', series: 'EQ' },
      { kind: 'skip', line: 3, reason: 'close outside high–low', series: 'EQ' },
      { kind: 'skip', line: 4, reason: 'open outside high–low', series: 'EQ' },
      { kind: 'skip', line: 5, reason: 'negative price (open)', series: 'EQ' },
      { kind: 'skip', line: 6, reason: 'bad number (open)', series: 'EQ' },
      { kind: 'skip', line: 7, reason: 'bad date', series: 'EQ' },
      { kind: 'skip', line: 8, reason: 'missing symbol', series: 'EQ' },
      { kind: 'skip', line: 9, reason: 'more than 2 decimals (open)', series: 'EQ' },
      { kind: 'skip', line: 10, reason: 'bad number (volume)', series: 'EQ' },
      { kind: 'skip', line: 11, reason: 'bad date', series: 'EQ' },
      { kind: 'skip', line: 12, reason: 'control characters in ISIN or name', series: 'EQ' },
    ]);
  });

  it('refuses a file whose first line is not a bhavcopy header, or an empty file', async () => {
    await expect(readAll('name,email\nA,b@c.d\n')).rejects.toBeInstanceOf(BhavcopyFormatError);
    await expect(readAll('')).rejects.toBeInstanceOf(BhavcopyFormatError);
  });

  it('refuses text that is not CSV (an unclosed quote)', async () => {
    await expect(readAll(`${CLASSIC_HEADER}\n"RELIANCE,EQ,1,1,1,1`)).rejects.toMatchObject({
      problem: 'csv',
      at: { line: 2, detail: 'opens a quoted field that is never closed' },
    });
  });
});

/** A fixture of fixtures/, read as the route reads an upload: a byte stream. */
async function readFixture(name: string) {
  const rows: BhavcopyRow[] = [];
  let layout: string | undefined;
  const stream = createReadStream(new URL(`./fixtures/${name}`, import.meta.url));
  for await (const row of parseBhavcopy(stream, { onLayout: (found) => (layout = found) })) rows.push(row);
  const count = (kind: BhavcopyRow['kind']) => rows.filter((row) => row.kind === kind).length;
  return { rows, layout, bars: count('bar'), skips: count('skip'), others: count('other') };
}

const seriesOf = (rows: BhavcopyRow[]) =>
  rows.flatMap((row) => (row.kind === 'skip' ? [] : [row.kind === 'bar' ? row.bar.series : row.series]));

describe('parseBhavcopy on each layout NSE publishes', () => {
  it('reads a classic file from before 2011 (no TOTALTRADES, no ISIN, a trailing comma, a blank last line)', async () => {
    const { rows, layout, bars, skips, others } = await readFixture('cm05JUL2010bhav.csv');
    expect(layout).toBe('classic');
    expect({ bars, skips, others }).toEqual({ bars: 10, skips: 1, others: 2 });
    expect(seriesOf(rows)).toEqual(['EQ', 'EQ', 'EQ', 'EQ', 'EQ', 'EQ', 'BE', 'BE', 'BZ', 'SM', 'BL', 'EQ']);
    expect(rows[4]).toEqual({
      kind: 'bar',
      line: 6,
      bar: {
        symbol: 'M&M',
        series: 'EQ',
        isin: null,
        name: null,
        date: '2010-07-05',
        open: 61100,
        high: 61890,
        low: 60325,
        close: 61470,
        volume: 1098455,
      },
    });
    expect(rows.at(-1)).toEqual({ kind: 'skip', line: 14, reason: 'close outside high–low', series: 'EQ' });
  });

  it('reads a classic file with TOTALTRADES and ISIN', async () => {
    const { rows, layout, bars, skips, others } = await readFixture('cm05JUL2024bhav.csv');
    expect(layout).toBe('classic');
    expect({ bars, skips, others }).toEqual({ bars: 10, skips: 1, others: 3 });
    expect(rows[7]).toMatchObject({
      kind: 'bar',
      bar: { symbol: 'SHREERAMA', series: 'BZ', isin: 'INE879A01019', open: 335, close: 335, volume: 15230 },
    });
  });

  it('reads UDiFF CM with a byte-order mark, CRLF lines and a quoted name holding a comma', async () => {
    const { rows, layout, bars, skips, others } = await readFixture(
      'BhavCopy_NSE_CM_0_0_0_20240705_F_0000.csv',
    );
    expect(layout).toBe('udiff');
    expect({ bars, skips, others }).toEqual({ bars: 9, skips: 2, others: 3 });
    expect(rows[2]).toMatchObject({
      kind: 'bar',
      line: 4,
      bar: { symbol: 'M&M', name: 'MAHINDRA & MAHINDRA, LTD.', open: 286100, high: 289395 },
    });
    expect(rows.filter((row) => row.kind === 'skip')).toEqual([
      { kind: 'skip', line: 14, reason: 'high below low', series: 'EQ' },
      { kind: 'skip', line: 15, reason: 'more than 2 decimals (open)', series: 'EQ' },
    ]);
  });

  it('reads sec_bhavdata_full, with spaces after the commas and dates like 05-Jul-2024', async () => {
    const { rows, layout, bars, skips, others } = await readFixture('sec_bhavdata_full_05072024.csv');
    expect(layout).toBe('sec_bhavdata_full');
    expect({ bars, skips, others }).toEqual({ bars: 8, skips: 2, others: 3 });
    expect(rows[0]).toEqual({
      kind: 'bar',
      line: 2,
      bar: {
        symbol: '20MICRONS',
        series: 'EQ',
        isin: null,
        name: null,
        date: '2024-07-05',
        open: 23600,
        high: 24090,
        low: 23300,
        close: 23627,
        volume: 191418,
      },
    });
    expect(seriesOf(rows).filter((series) => !['EQ', 'BE', 'BZ'].includes(series))).toEqual([
      'SM',
      'SM',
      'N2',
    ]);
  });

  it('refuses UDiFF F&O at its first row, naming the segment', async () => {
    await expect(readFixture('BhavCopy_NSE_FO_0_0_0_20240705_F_0000.csv')).rejects.toMatchObject({
      problem: 'segment',
      at: { line: 2, segment: 'F&O (equity derivatives)', detail: 'Sgmt FO, FinInstrmTp IDF' },
    });
  });

  it('refuses UDiFF currency and commodity rows, and the classic F&O header', async () => {
    const udiff = (segment: string, type: string) =>
      `${UDIFF_HEADER}\n2024-07-05,2024-07-05,${segment},NSE,${type},1,,USDINR,,2024-07-26,2024-07-26,,,USDINR24JULFUT,83.5,83.6,83.4,83.55,83.55,83.5,,83.55,1,0,1,1,1,F1,1,,,,,`;
    await expect(readAll(udiff('CD', 'FUTCUR'))).rejects.toMatchObject({
      problem: 'segment',
      at: { line: 2, segment: 'currency derivatives' },
    });
    await expect(readAll(udiff('CO', 'FUTCOM'))).rejects.toMatchObject({
      at: { segment: 'commodity derivatives' },
    });
    await expect(readAll(udiff('', 'STO'))).rejects.toMatchObject({
      at: { segment: 'F&O (equity derivatives)', detail: 'FinInstrmTp STO' },
    });
    const classicFo =
      'INSTRUMENT,SYMBOL,EXPIRY_DT,STRIKE_PR,OPTION_TYP,OPEN,HIGH,LOW,CLOSE,SETTLE_PR,CONTRACTS,VAL_INLAKH,OPEN_INT,CHG_IN_OI,TIMESTAMP,\nFUTIDX,NIFTY,25-Jul-2024,0,XX,24350,24401,24255.55,24380,24380,152345,928112.35,13002525,-120150,05-JUL-2024,';
    await expect(readAll(classicFo)).rejects.toMatchObject({
      problem: 'segment',
      at: { line: 1, segment: 'derivatives', detail: 'columns INSTRUMENT, EXPIRY_DT, STRIKE_PR, OPTION_TYP' },
    });
  });
});

describe('parseBhavcopy refuses a file it cannot read, naming the line', () => {
  it('refuses a stray quote inside a name', async () => {
    const text = [
      CLASSIC_HEADER,
      classic('ACME', 'EQ', '10', '11', '9', '10', '05-JUL-2024'),
      'ACME2,EQ,10,11,9,10,10,10,100,1000,05-JUL-2024,1,INE000A01010,Acme "Ltd"',
    ].join('\n');
    await expect(readAll(text)).rejects.toMatchObject({
      problem: 'csv',
      at: { line: 3, detail: 'has a quote inside a field that does not start with one' },
    });
  });

  it('stops at a field over the cap while it streams, without reading the rest', async () => {
    let chunksRead = 0;
    async function* endlessField() {
      yield `${CLASSIC_HEADER}\n`;
      yield classic('ACME', 'EQ', '10', '11', '9', '10', '05-JUL-2024');
      yield '\nBIG,EQ,';
      // 128 MB would follow; the parser must stop long before.
      for (let i = 0; i < 128 * 1024; i += 1) {
        chunksRead += 1;
        yield 'A'.repeat(1024);
      }
    }
    await expect(parseAll(endlessField())).rejects.toMatchObject({ problem: 'field', at: { line: 3 } });
    expect(chunksRead).toBeLessThan(8);
  });

  it('stops at a line over the cap, however short its fields', async () => {
    const text = `${CLASSIC_HEADER}\n${'1,'.repeat(MARKET_LIMITS.importLineBytes)}\n`;
    await expect(readAll(text)).rejects.toMatchObject({ problem: 'line', at: { line: 2 } });
  });
});

async function parseAll(input: AsyncIterable<string>) {
  const rows: BhavcopyRow[] = [];
  for await (const row of parseBhavcopy(input)) rows.push(row);
  return rows;
}
