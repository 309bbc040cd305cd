import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FIELD, MARKET_LIMITS } from '@contract/simulator.ts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  marketBars,
  marketImports,
  marketInstruments,
  programSimulatorSettings,
} from '../db/schema.ts';
import { adminSession, createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { multipartBody } from '../test/media.ts';

// 2026-03-10 10:00 IST: the latest visible date with the default 30-day lag is 2026-02-08.
const NOW = new Date('2026-03-10T04:30:00Z');
const { app, db } = await buildTestApp({}, { now: () => NOW });

const HEADER =
  'SYMBOL,SERIES,OPEN,HIGH,LOW,CLOSE,LAST,PREVCLOSE,TOTTRDQTY,TOTTRDVAL,TIMESTAMP,TOTALTRADES,ISIN';
const row = (symbol: string, date: string, close = '100.00', series = 'EQ') =>
  `${symbol},${series},100.00,110.00,90.00,${close},${close},99.00,1000,100000.00,${date},10,INE${symbol.padEnd(9, '0').slice(0, 9)},`;

async function importFile(headers: Record<string, string>, text: string, name = 'cm01JAN2026bhav.csv') {
  const body = await multipartBody(MARKET_IMPORT_FIELD, name, text, 'text/csv');
  return app.inject({
    method: 'POST',
    url: '/api/admin/market/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const bars = () =>
  db
    .select({ symbol: marketBars.symbol, date: marketBars.date, close: marketBars.close })
    .from(marketBars)
    .orderBy(asc(marketBars.date), asc(marketBars.symbol));

describe('POST /api/admin/market/import', () => {
  it('imports EQ rows of many days, lists the skipped lines, records the import and audits it', async () => {
    const { headers, user } = await adminSession(app, db);
    const text = [
      HEADER,
      row('INFY', '01-JAN-2026', '101.25'),
      row('TCS', '01-Jan-2026'),
      row('INFY', '02-JAN-2026', '102.50'),
      row('SMEONE', '02-JAN-2026', '100.00', 'SM'),
      row('BAD', '02-JAN-2026', '120.00'),
      row('INFY', '02-JAN-2026', '103.00'),
    ].join('\n');
    const res = await importFile(headers, text);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      instruments: 2,
      bars: 3,
      skipped: [
        { line: 6, reason: 'close outside high–low' },
        { line: 7, reason: 'duplicate: INFY on 2026-01-02 appears earlier in the file' },
      ],
      skipped_total: 2,
      format: 'classic',
      rows_read: 6,
      rows_stored: 3,
      rows_skipped: 3,
      stored_by_series: [{ series: 'EQ', bars: 3, instruments: 2 }],
      skipped_by_reason: [
        { series: 'EQ', reason: 'close outside high–low', rows: 1 },
        { series: 'EQ', reason: 'duplicate symbol and date', rows: 1 },
        { series: 'SM', reason: 'series not imported', rows: 1 },
      ],
    });
    expect(await bars()).toEqual([
      { symbol: 'INFY', date: '2026-01-01', close: 10125 },
      { symbol: 'TCS', date: '2026-01-01', close: 10000 },
      { symbol: 'INFY', date: '2026-01-02', close: 10250 },
    ]);
    const [record] = await db.select().from(marketImports);
    expect(record).toMatchObject({
      fileName: 'cm01JAN2026bhav.csv',
      rows: 6,
      instruments: 2,
      bars: 3,
      skippedTotal: 2,
      firstDate: '2026-01-01',
      lastDate: '2026-01-02',
      importedBy: user.id,
    });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'market.import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityId: record!.id, actorId: user.id });
  });

  it('replaces a day when it is imported again, leaving other days alone (idempotent)', async () => {
    const { headers } = await adminSession(app, db);
    await importFile(
      headers,
      [HEADER, row('INFY', '01-JAN-2026'), row('TCS', '01-JAN-2026'), row('TCS', '02-JAN-2026')].join('\n'),
    );
    const again = [HEADER, row('INFY', '01-JAN-2026', '105.00')].join('\n');
    expect((await importFile(headers, again)).statusCode).toBe(201);
    const once = await bars();
    expect((await importFile(headers, again)).statusCode).toBe(201);
    expect(await bars()).toEqual(once);
    expect(once).toEqual([
      { symbol: 'INFY', date: '2026-01-01', close: 10500 },
      { symbol: 'TCS', date: '2026-01-02', close: 10000 },
    ]);
  });

  it('writes in batches: a file larger than one batch is imported whole', async () => {
    const { headers } = await adminSession(app, db);
    const lines = [HEADER];
    for (let i = 0; i < 12_000; i += 1) lines.push(row(`S${i}`, '05-JAN-2026'));
    const res = await importFile(headers, lines.join('\n'));
    expect(res.json()).toMatchObject({ instruments: 12_000, bars: 12_000, skipped_total: 0 });
    expect(await db.$count(marketBars)).toBe(12_000);
    expect(await db.$count(marketInstruments)).toBe(12_000);
  });

  it('lists at most the first thousand skipped lines and counts them all', async () => {
    const { headers } = await adminSession(app, db);
    const lines = [HEADER];
    for (let i = 0; i < 1500; i += 1) lines.push(row(`S${i}`, '32-JAN-2026'));
    const body = (await importFile(headers, lines.join('\n'))).json();
    expect(body.skipped).toHaveLength(MARKET_LIMITS.skippedListed);
    expect(body.skipped_total).toBe(1500);
  });

  it('refuses a file that is not a bhavcopy, and imports nothing', async () => {
    const { headers } = await adminSession(app, db);
    const res = await importFile(headers, 'name,email\nA,a@b.in\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.simulator.importBadHeader });
    expect(await db.$count(marketImports)).toBe(0);
  });

  it('imports nothing when a line in the middle is not CSV, and says which line', async () => {
    const { headers } = await adminSession(app, db);
    const lines = [HEADER];
    for (let i = 0; i < 6000; i += 1) lines.push(row(`S${i}`, '05-JAN-2026'));
    lines.push('"BROKEN,EQ,1');
    const res = await importFile(headers, lines.join('\n'));
    expect(res.statusCode).toBe(400);
    const reason = 'opens a quoted field that is never closed';
    expect(res.json()).toEqual({
      message: MESSAGES.simulator.importBadCsv,
      errors: [{ line: 6002, reason }],
    });
    expect(await db.$count(marketBars)).toBe(0);
    expect(await db.$count(marketImports)).toBe(0);
  });

  it('records a file name stripped of control characters', async () => {
    const { headers } = await adminSession(app, db);
    const res = await importFile(
      headers,
      [HEADER, row('INFY', '01-JAN-2026')].join('\n'),
      'bad\u0000\u0007name.csv',
    );
    expect(res.statusCode).toBe(201);
    const [record] = await db.select().from(marketImports);
    expect(record!.fileName).toBe('badname.csv');
  });

  it('refuses a body that is not multipart, and a form without the file field', async () => {
    const { headers } = await adminSession(app, db);
    const json = await app.inject({ method: 'POST', url: '/api/admin/market/import', headers, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: MESSAGES.simulator.importNotMultipart });
    const body = await multipartBody('other', 'x.csv', HEADER);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/market/import',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.simulator.importNoFile });
  });
});

describe('GET /api/admin/market/status', () => {
  it('reports symbols, the date range, the lag and the last import', async () => {
    const { headers } = await adminSession(app, db);
    const empty = await app.inject({ method: 'GET', url: '/api/admin/market/status', headers });
    expect(empty.json()).toEqual({
      symbols: 0,
      first_date: null,
      last_date: null,
      latest_visible_date: '2026-02-08',
      lag_days: 30,
      last_import: null,
    });
    await importFile(
      headers,
      [HEADER, row('INFY', '01-JAN-2026'), row('TCS', '03-MAR-2026')].join('\n'),
      'year.csv',
    );
    const res = await app.inject({ method: 'GET', url: '/api/admin/market/status', headers });
    expect(res.json()).toMatchObject({
      symbols: 2,
      first_date: '2026-01-01',
      last_date: '2026-03-03',
      latest_visible_date: '2026-02-08',
      last_import: { file_name: 'year.csv', bars: 2, instruments: 2, skipped_total: 0 },
    });
  });
});

describe('the program simulator settings', () => {
  const valid = {
    enabled: true,
    brokerage: '15.50',
    challenge: {
      profit_target_percent: 8,
      max_daily_loss_percent: 4,
      max_total_loss_percent: 9,
      min_trading_days: 5,
    },
  };

  it('shows the defaults of a program never set up: off, ₹20 brokerage, 10/5/10 % and 4 days', async () => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/program/${program.id}/simulator`,
      headers,
    });
    expect(res.json()).toEqual({
      program_id: program.id,
      enabled: false,
      brokerage: '20.00',
      challenge: {
        profit_target_percent: 10,
        max_daily_loss_percent: 5,
        max_total_loss_percent: 10,
        min_trading_days: 4,
      },
      updated_on: null,
    });
  });

  it('saves the settings in paise, answers them back, and audits the change', async () => {
    const { headers, user } = await adminSession(app, db);
    const program = await createProgram(db);
    const url = `/api/admin/program/${program.id}/simulator`;
    const res = await app.inject({ method: 'PUT', url, headers, payload: valid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ program_id: program.id, ...valid });
    const [row] = await db.select().from(programSimulatorSettings);
    expect(row).toMatchObject({ brokerage: 1550, enabled: true, minTradingDays: 5 });
    expect((await app.inject({ method: 'GET', url, headers })).json()).toEqual(res.json());
    const second = await app.inject({ method: 'PUT', url, headers, payload: { ...valid, brokerage: '0' } });
    expect(second.json().brokerage).toBe('0.00');
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'simulator.edit'));
    expect(audits).toHaveLength(2);
    expect(audits.every((audit) => audit.actorId === user.id && audit.entityId === program.id)).toBe(true);
  });

  it.each([
    ['a brokerage with three decimals', { brokerage: '20.005' }],
    ['a negative brokerage', { brokerage: '-1.00' }],
    ['a brokerage as a number', { brokerage: 20 }],
    ['a percent of 0', { challenge: { ...valid.challenge, profit_target_percent: 0 } }],
    ['a percent above 100', { challenge: { ...valid.challenge, max_total_loss_percent: 101 } }],
    ['a fractional percent', { challenge: { ...valid.challenge, max_daily_loss_percent: 2.5 } }],
    ['a missing rule', { challenge: { profit_target_percent: 10 } }],
    ['an unknown field such as a prize', { prize: '1000.00' }],
  ])('refuses %s with 400 and saves nothing', async (_name, change) => {
    const { headers } = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${program.id}/simulator`,
      headers,
      payload: { ...valid, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await db.$count(programSimulatorSettings)).toBe(0);
  });

  it('answers 404 for a program that does not exist', async () => {
    const { headers } = await adminSession(app, db);
    const url = '/api/admin/program/0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f/simulator';
    const put = await app.inject({ method: 'PUT', url, headers, payload: valid });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: MESSAGES.programs.notFound });
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
  });
});
