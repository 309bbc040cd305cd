import { describe, expect, it } from 'vitest';
import { displayId } from './display-id.ts';

describe('displayId', () => {
  it('shows the last 5 characters of the id', () => {
    expect(displayId('0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f')).toBe('d2e3f');
  });

  it('shows a short id whole', () => {
    expect(displayId('ab12')).toBe('ab12');
    expect(displayId('')).toBe('');
  });
});
