import { describe, expect, it } from 'vitest';
import { MobileSchema } from './auth.ts';

describe('MobileSchema', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['00919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    // Ten digits that happen to start with 91 are a number of their own, not a prefix.
    ['9198765432', '9198765432'],
  ])('accepts %s as %s', (input, stored) => {
    expect(MobileSchema.parse(input)).toBe(stored);
  });

  it.each(['555', '5876543210', '9198765432109', '+1 9876543210', '91 98765', ''])('refuses %j', (input) => {
    expect(MobileSchema.safeParse(input).success).toBe(false);
  });
});
