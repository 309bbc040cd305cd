import { apiUrl, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const FORGOT = on(endpoints.forgotPassword);

describe('ForgotPasswordPage', () => {
  it("sends the e-mail, shows the server's answer and empties the field", async () => {
    const sent = mockApi({ [FORGOT]: { status: 200, body: { message: MESSAGES.auth.forgotAccepted } } });
    const { user } = renderPage(<ForgotPasswordPage />, { path: '/forgotpassword' });

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.auth.forgotAccepted);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.forgotPassword),
        body: { email: 'asha@example.in' },
      }),
    ]);
  });

  it("shows the server's reason when refused, and 'Something went wrong' when it gives none", async () => {
    let reply: Reply = { status: 429, body: { message: MESSAGES.generic.tooManyRequests } };
    mockApi({ [FORGOT]: () => reply });
    const { user } = renderPage(<ForgotPasswordPage />, { path: '/forgotpassword' });

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.generic.tooManyRequests);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(MESSAGES.auth.somethingWrong)).toHaveRole('alert');
  });
});
