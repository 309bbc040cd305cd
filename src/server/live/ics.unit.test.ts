import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../test/ical.ts';
import { escapeText, foldLine, type IcsEvent, istLocal, renderCalendar } from './ics.ts';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: '6f1c0d7e-0000-4000-8000-000000000001@fintrain.test',
  // 8 December 2026, 7:30 pm IST.
  startsAt: new Date('2026-12-08T14:00:00Z'),
  endsAt: new Date('2026-12-08T15:30:00Z'),
  sequence: 0,
  cancelled: false,
  summary: 'Options: Greeks, spreads; and hedges',
  description: 'Pro Trader · Evening batch\nJoin: https://fintrain.test/live/1',
  url: 'https://fintrain.test/live/1',
  created: new Date('2026-11-01T10:00:00Z'),
  lastModified: new Date('2026-11-02T10:00:00Z'),
  ...overrides,
});

const file = (events: IcsEvent[]) =>
  renderCalendar({ name: 'FinTrain live classes', stamp: new Date('2026-11-26T12:00:00Z'), events });

describe('the iCalendar writer', () => {
  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes IST wall-clock times for TZID=Asia/Kolkata', () => {
    expect(istLocal(new Date('2026-12-08T14:00:00Z'))).toBe('20261208T193000');
    // Past midnight in India while still the previous day in UTC.
    expect(istLocal(new Date('2026-12-31T19:00:00Z'))).toBe('20270101T003000');
  });

  it('folds long lines at 75 octets without cutting a UTF-8 character', () => {
    const title = `SUMMARY:${'शेयर बाज़ार की लाइव कक्षा: ऑप्शन ट्रेडिंग '.repeat(4)}`;
    const folded = foldLine(title);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const [index, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(' ')).toBe(true);
      // No replacement character: every line is whole UTF-8 on its own.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(title);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a calendar with CRLF line ends that ical.js reads back, instants included', () => {
    const text = file([event(), event({ uid: 'b@fintrain.test', sequence: 3, cancelled: true })]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    const [first, second] = events;
    expect(first).toMatchObject({
      uid: '6f1c0d7e-0000-4000-8000-000000000001@fintrain.test',
      summary: 'Options: Greeks, spreads; and hedges',
      description: 'Pro Trader · Evening batch\nJoin: https://fintrain.test/live/1',
      status: 'CONFIRMED',
      sequence: 0,
      tzid: 'Asia/Kolkata',
    });
    expect(first!.start.toISOString()).toBe('2026-12-08T14:00:00.000Z');
    expect(first!.end.toISOString()).toBe('2026-12-08T15:30:00.000Z');
    expect(second).toMatchObject({ status: 'CANCELLED', sequence: 3 });
  });

  it('keeps a long Hindi title whole through folding and parsing', () => {
    const summary = 'निफ्टी और बैंक निफ्टी पर लाइव कक्षा — ऑप्शन चेन, ग्रीक्स और जोखिम प्रबंधन, भाग २';
    const text = file([event({ summary })]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(parseCalendar(text).events[0]!.summary).toBe(summary);
  });
});
