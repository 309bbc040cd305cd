import { PASSWORD_MIN_LENGTH } from '@contract/vocabulary.ts';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from './password-hint.ts';

describe('PASSWORD_HINT', () => {
  it("states the contract's minimum password length", () => {
    expect(PASSWORD_HINT).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`);
  });
});
