import { ApiError } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyEmail, verifyEmailErrorMessage } from './verify-email.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('verifyEmail', () => {
  it('resolves when the answer carries the success flag', async () => {
    answer(200, { success: true, message: MESSAGES.auth.emailVerified });
    await expect(verifyEmail({ email: 'asha@example.in', otp: '123456' })).resolves.toEqual({
      success: true,
      message: MESSAGES.auth.emailVerified,
    });
  });

  it("reports 'OTP verification failed.' when a 200 answer lacks the success flag", async () => {
    answer(200, { message: 'OK' });
    const error = await verifyEmail({ email: 'asha@example.in', otp: '123456' }).catch((e: unknown) => e);
    expect(verifyEmailErrorMessage(error)).toBe('OTP verification failed.');
  });
});

describe('verifyEmailErrorMessage (docs/product.md §8)', () => {
  it("shows the server's message", () => {
    const error = new ApiError(400, MESSAGES.auth.codeExpired, MESSAGES.auth.codeExpired);
    expect(verifyEmailErrorMessage(error)).toBe(MESSAGES.auth.codeExpired);
  });

  it("falls back to 'Invalid OTP' when there is no server message", () => {
    expect(verifyEmailErrorMessage(new ApiError(502, MESSAGES.generic.internal))).toBe('Invalid OTP');
    expect(verifyEmailErrorMessage(new TypeError('Failed to fetch'))).toBe('Invalid OTP');
  });
});
