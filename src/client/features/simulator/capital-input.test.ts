import { describe, expect, it } from 'vitest';
import { capitalText, readCapital } from './capital-input.ts';

describe('the capital field', () => {
  it('shows the default ₹10,00,000 in Indian grouping', () => {
    expect(capitalText(100_000_000)).toBe('10,00,000');
  });

  it('reads grouped or plain rupees into the API’s exact text', () => {
    expect(readCapital('10,00,000')).toEqual({ ok: true, rupees: '1000000.00', paise: 100_000_000 });
    expect(readCapital(' 2,50,000.5 ')).toEqual({ ok: true, rupees: '250000.50', paise: 25_000_050 });
  });

  it('refuses text that is not an amount, and amounts outside the limits', () => {
    expect(readCapital('ten lakh')).toEqual({
      ok: false,
      message: 'Enter an amount in rupees, such as 1234.50.',
    });
    expect(readCapital('9,999')).toEqual({
      ok: false,
      message: 'Starting capital must be from ₹10,000 to ₹10,00,00,000.',
    });
    expect(readCapital('10,00,00,001').ok).toBe(false);
  });
});
