import { Readable } from 'node:stream';
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

  it('passes over other series without a reason', async () => {
    const rows = await readAll(
      [CLASSIC_HEADER, classic('ABC', 'BE', '10', '11', '9', '10', '01-JAN-2026')].join('\n'),
    );
    expect(rows).toEqual([{ kind: 'other', line: 2 }]);
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
      { kind: 'skip', line: 2, reason: 'high below low' },
      { kind: 'skip', line: 3, reason: 'close outside high–low' },
      { kind: 'skip', line: 4, reason: 'open outside high–low' },
      { kind: 'skip', line: 5, reason: 'negative price (open)' },
      { kind: 'skip', line: 6, reason: 'bad number (open)' },
      { kind: 'skip', line: 7, reason: 'bad date' },
      { kind: 'skip', line: 8, reason: 'missing symbol' },
      { kind: 'skip', line: 9, reason: 'more than 2 decimals (open)' },
      { kind: 'skip', line: 10, reason: 'bad number (volume)' },
      { kind: 'skip', line: 11, reason: 'bad date' },
      { kind: 'skip', line: 12, reason: 'control characters in ISIN or name' },
    ]);
  });

  it('refuses a file whose first line is not a bhavcopy header, or an empty file', async () => {
    await expect(readAll('name,email\nA,b@c.d\n')).rejects.toBeInstanceOf(BhavcopyFormatError);
    await expect(readAll('')).rejects.toBeInstanceOf(BhavcopyFormatError);
  });

  it('refuses text that is not CSV (an unclosed quote)', async () => {
    await expect(readAll(`${CLASSIC_HEADER}\n"RELIANCE,EQ,1,1,1,1`)).rejects.toMatchObject({
      problem: 'csv',
    });
  });
});
