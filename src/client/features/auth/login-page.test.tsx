import { getToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { apiUrl, deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

const LOGIN = on(endpoints.login);

async function logIn(user: UserEvent, email = 'asha@example.in', password = 'a long passphrase') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The page reloads the site on success; the test records where it would go instead.
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  it('offers e-mail and password fields, a Login button and the links to register and reset the password', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login' });

    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  it('sends the credentials, keeps the token, says so and sends a learner to /mysubscriptions', async () => {
    const answer = deferred<Reply>();
    const sent = mockApi({ [LOGIN]: () => answer.promise });
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await logIn(user);
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    // Sent once the contract's schema (loaded on the form's first focus) has checked it.
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: apiUrl(endpoints.login),
          body: { email: 'asha@example.in', password: 'a long passphrase' },
        }),
      ]),
    );

    answer.resolve({
      status: 200,
      body: { message: MESSAGES.auth.loginSuccess, token: 'session-token', user: createUser() },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.auth.loginSuccess);
    expect(getToken()).toBe('session-token');
    expect(assign).toHaveBeenCalledWith('/mysubscriptions');
    // It stays disabled until the landing page replaces this one.
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('sends an admin to /admin/dashboard', async () => {
    mockApi({
      [LOGIN]: {
        status: 200,
        body: { message: MESSAGES.auth.loginSuccess, token: 't', user: createUser({ role: 'admin' }) },
      },
    });
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await logIn(user, 'admin@fintrain.in');

    await screen.findByRole('status');
    expect(assign).toHaveBeenCalledWith('/admin/dashboard');
  });

  it("shows the server's reason for refused credentials, stores no token and lets the visitor try again", async () => {
    mockApi({ [LOGIN]: { status: 401, body: { message: MESSAGES.auth.invalidCredentials } } });
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await logIn(user, 'asha@example.in', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.invalidCredentials);
    expect(getToken()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows 'Login failed!' when the server cannot be reached", async () => {
    mockApi({ [LOGIN]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.loginFailed);
  });
});
