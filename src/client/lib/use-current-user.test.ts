import { MESSAGES } from '@contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { profileErrorMessage, tokenFingerprint } from './use-current-user.ts';

describe('profileErrorMessage (docs/product.md §8)', () => {
  it("answers a 401 with 'Access Denied: Unauthorized', whatever the server said", () => {
    const error = new ApiError(401, MESSAGES.auth.sessionInvalid, MESSAGES.auth.sessionInvalid);
    expect(profileErrorMessage(error)).toBe('Access Denied: Unauthorized');
  });

  it("shows the server's message for any other failure", () => {
    expect(profileErrorMessage(new ApiError(500, 'Database is down.', 'Database is down.'))).toBe(
      'Database is down.',
    );
  });

  it("falls back to 'Failed to fetch user' without a server message or without a server", () => {
    expect(profileErrorMessage(new ApiError(502, MESSAGES.generic.internal))).toBe('Failed to fetch user');
    expect(profileErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch user');
  });
});

describe('tokenFingerprint', () => {
  it('tells tokens apart without containing them', () => {
    const token = 'A'.repeat(43);
    expect(tokenFingerprint(token)).toBe(tokenFingerprint(token));
    expect(tokenFingerprint(token)).not.toBe(tokenFingerprint(`${'A'.repeat(42)}B`));
    expect(tokenFingerprint(token)).not.toContain('AAA');
    expect(tokenFingerprint(null)).toBe('none');
  });
});
