import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { apiUrl, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsForm, EmailChangeForm, PasswordForm } from './account-forms.tsx';

describe('DetailsForm', () => {
  it('sends the name and mobile and shows the server’s message', async () => {
    setToken('learner-token');
    const user = createUser({ name: 'Asha Raoo', mobile: '9876543210' });
    const sent = mockApi({
      [on(endpoints.profileUpdate)]: { status: 200, body: { message: MESSAGES.profile.saved, user } },
    });
    const { user: typist } = renderPage(<DetailsForm user={user} />);
    const name = screen.getByLabelText('Name');
    await typist.clear(name);
    await typist.type(name, 'Asha Rao');
    await typist.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profile.saved);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: apiUrl(endpoints.profileUpdate),
      body: { name: 'Asha Rao', mobile: '9876543210' },
    });
  });

  it('marks a bad mobile under its field and sends nothing', async () => {
    setToken('learner-token');
    const sent = mockApi({});
    const { user: typist } = renderPage(<DetailsForm user={createUser({ mobile: null })} />);
    await typist.type(screen.getByLabelText('Mobile'), '12345');
    await typist.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Enter a valid 10-digit Indian mobile number (optionally with +91).'),
    ).toBeVisible();
    expect(screen.getByLabelText('Mobile')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});

describe('PasswordForm', () => {
  async function fill(
    typist: ReturnType<typeof renderPage>['user'],
    current: string,
    next: string,
    again = next,
  ) {
    await typist.type(screen.getByLabelText('Current password'), current);
    await typist.type(screen.getByLabelText('New password'), next);
    await typist.type(screen.getByLabelText('Confirm new password'), again);
    await typist.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('sends the current and new password, shows the message and empties the fields', async () => {
    setToken('learner-token');
    const sent = mockApi({
      [on(endpoints.profilePassword)]: { status: 200, body: { message: MESSAGES.profile.passwordChanged } },
    });
    const { user: typist } = renderPage(<PasswordForm />);
    await fill(typist, 'old-password', 'Bank-Nifty-Expiry-77');
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.profile.passwordChanged);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'Bank-Nifty-Expiry-77',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says the passwords do not match and sends nothing', async () => {
    setToken('learner-token');
    const sent = mockApi({});
    const { user: typist } = renderPage(<PasswordForm />);
    await fill(typist, 'old-password', 'Bank-Nifty-Expiry-77', 'Bank-Nifty-Expiry-78');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.passwordsDontMatch);
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s refusal of the current password under that field', async () => {
    setToken('learner-token');
    mockApi({
      [on(endpoints.profilePassword)]: {
        status: 400,
        body: { message: MESSAGES.profile.currentPasswordWrong, field: 'currentPassword' },
      },
    });
    const { user: typist } = renderPage(<PasswordForm />);
    await fill(typist, 'not-mine', 'Bank-Nifty-Expiry-77');
    expect(await screen.findByText(MESSAGES.profile.currentPasswordWrong)).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      MESSAGES.profile.currentPasswordWrong,
    );
  });
});

describe('EmailChangeForm', () => {
  it('asks for a code for the new address, then confirms it with the code', async () => {
    setToken('learner-token');
    const user = createUser({ email: 'asha@example.in' });
    const sent = mockApi({
      [on(endpoints.profileEmail)]: { status: 200, body: { message: MESSAGES.profile.emailCodeSent } },
      [on(endpoints.profileEmailVerify)]: {
        status: 200,
        body: { message: MESSAGES.profile.emailChanged, user: { ...user, email: 'asha.rao@example.in' } },
      },
    });
    const { user: typist } = renderPage(<EmailChangeForm />);
    await typist.type(screen.getByLabelText('Email'), 'asha.rao@example.in');
    await typist.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.profile.emailCodeSent)).toBeVisible();
    await typist.type(screen.getByLabelText('Code'), '123456');
    await typist.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MESSAGES.profile.emailChanged)).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([
      { email: 'asha.rao@example.in' },
      { email: 'asha.rao@example.in', otp: '123456' },
    ]);
  });
});
