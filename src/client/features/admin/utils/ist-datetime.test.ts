import { describe, expect, it } from 'vitest';
import { isoToIstInput, istInputToIso } from './ist-datetime.ts';

describe('istInputToIso', () => {
  it('reads a datetime-local value as India time, +05:30', () => {
    expect(istInputToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+05:30');
    expect(Date.parse(istInputToIso('2027-01-01T00:00')!)).toBe(Date.parse('2026-12-31T18:30:00Z'));
  });

  it('refuses an empty, malformed or impossible date', () => {
    expect(istInputToIso('')).toBeNull();
    expect(istInputToIso('01/12/2026 09:30')).toBeNull();
    expect(istInputToIso('2026-02-30T10:00')).toBeNull();
    expect(istInputToIso('2026-12-01T24:00')).toBeNull();
  });
});

describe('isoToIstInput', () => {
  it('shows any instant as the IST wall clock, across midnight', () => {
    expect(isoToIstInput('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:30');
    expect(isoToIstInput('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
    expect(isoToIstInput('2026-12-01T09:30:00+05:30')).toBe('2026-12-01T09:30');
    expect(isoToIstInput('not a date')).toBe('');
  });

  it('round-trips with istInputToIso', () => {
    expect(isoToIstInput(istInputToIso('2026-04-01T00:00')!)).toBe('2026-04-01T00:00');
  });
});
