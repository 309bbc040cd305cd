import { apiUrl, deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { findCurrentPath, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_HINT } from './password-hint.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const RESET = on(endpoints.resetPassword, { token: 'reset-token-123' });

function renderReset() {
  return renderPage(<ResetPasswordPage />, {
    path: '/resetpassword/reset-token-123',
    route: '/resetpassword/:token',
  });
}

async function submit(user: UserEvent, newPassword: string, confirmPassword = newPassword) {
  await user.type(screen.getByLabelText('New Password'), newPassword);
  await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it("says 'Passwords don't match' and sends nothing when the two passwords differ", async () => {
    const sent = mockApi({});
    const { user } = renderReset();

    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(PASSWORD_HINT);
    await submit(user, 'a long passphrase', 'a long passphrasE');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.passwordsDontMatch);
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it("sends the new password for the link's token, shows the server's message, then opens /login after 2000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<Reply>();
    const sent = mockApi({ [RESET]: () => answer.promise });
    const { user } = renderReset();

    await submit(user, 'a long passphrase');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.resetPassword, { token: 'reset-token-123' }),
        body: { newPassword: 'a long passphrase' },
      }),
    ]);

    answer.resolve({ status: 200, body: { message: MESSAGES.auth.resetDone } });
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.auth.resetDone);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();

    // docs/product.md §4: the login page after 2000 ms, not at once. (The fake clock also follows real
    // time, so the first step leaves a wide margin for a slow machine.)
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await findCurrentPath()).toBe('/login');
  });

  it("shows the server's reason for an expired link, and 'Something went wrong' when it gives none", async () => {
    let reply: Reply = { status: 400, body: { message: MESSAGES.auth.resetInvalid } };
    mockApi({ [RESET]: () => reply });
    const { user } = renderReset();

    await submit(user, 'a long passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );

    reply = { status: 503 };
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.auth.somethingWrong)).toHaveRole('alert');
  });
});
