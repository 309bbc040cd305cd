import { createUser } from '@client/test/factories.ts';
import { apiUrl, deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from './password-hint.ts';
import { RegisterPage } from './register-page.tsx';

const SEND_CODE = on(endpoints.sendVerificationCode);
const VERIFY = on(endpoints.verifyEmail);
const REGISTER = on(endpoints.register);
const NOTICE = on(endpoints.privacyNotice);

const noticeText = (title: string) => ({
  title,
  summary: `${title}: summary`,
  items: [{ data: `${title}: name and e-mail`, purpose: `${title}: your account` }],
  choices: `${title}: choices`,
  rights: `${title}: rights`,
  withdraw_label: `${title}: withdraw`,
  complain_label: `${title}: complain`,
  policy_label: `${title}: policy`,
});
const notice: Reply = {
  status: 200,
  body: {
    version: 4,
    effective_date: '2026-11-26',
    material: true,
    texts: { en: noticeText('Privacy notice'), hi: noticeText('गोपनीयता सूचना') },
  },
};
/** The register page's requests, with the privacy notice its details step shows. */
const mockRegisterApi = (routes: Parameters<typeof mockApi>[0]) => mockApi({ [NOTICE]: notice, ...routes });

/** Step 3's date of birth, which the browser form asks for (docs/product.md §18.1). */
async function typeBirthDate(user: UserEvent, date = '1995-04-12') {
  await user.type(screen.getByLabelText('Date of birth'), date);
}

const codeSent: Reply = { status: 200, body: { message: MESSAGES.auth.codeSent } };
const verified: Reply = { status: 200, body: { success: true, message: MESSAGES.auth.emailVerified } };

function renderRegister() {
  return renderPage(<RegisterPage />, { path: '/register' });
}

async function sendCode(user: UserEvent, email = 'asha@example.in') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(MESSAGES.auth.codeSent);
}

async function verifyCode(user: UserEvent, otp = '123456') {
  await user.type(screen.getByLabelText('OTP'), otp);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByText(MESSAGES.auth.emailVerified);
}

describe('RegisterPage', () => {
  it('starts with the e-mail step only: no OTP field, no details, and Send OTP', () => {
    mockRegisterApi({});
    renderRegister();

    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends the code to the typed e-mail, disables the button meanwhile, then locks the e-mail and asks for the OTP', async () => {
    const answer = deferred<Reply>();
    const sent = mockRegisterApi({ [SEND_CODE]: () => answer.promise });
    const { user } = renderRegister();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    // Sent once the contract's schema (loaded on the form's first focus) has checked it.
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: apiUrl(endpoints.sendVerificationCode),
          body: { email: 'asha@example.in' },
        }),
      ]),
    );

    answer.resolve(codeSent);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.auth.codeSent);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(screen.getByText('The 6-digit code we sent to asha@example.in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
  });

  it("shows the server's reason when the code cannot be sent, and 'Failed to send OTP' when it gives none", async () => {
    let reply: Reply = { status: 429, body: { message: MESSAGES.auth.codeTooSoon } };
    mockRegisterApi({ [SEND_CODE]: () => reply });
    const { user } = renderRegister();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.codeTooSoon);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();

    reply = { status: 502 };
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(MESSAGES.auth.sendCodeFailed)).toHaveRole('alert');
  });

  it('verifies the OTP for the locked e-mail, then asks for name, mobile and password with the password rule', async () => {
    const sent = mockRegisterApi({ [SEND_CODE]: codeSent, [VERIFY]: verified });
    const { user } = renderRegister();

    await sendCode(user);
    await verifyCode(user, '123456');

    expect(sent.findLast((request) => request.method === 'POST')).toMatchObject({
      method: 'POST',
      url: apiUrl(endpoints.verifyEmail),
      body: { email: 'asha@example.in', otp: '123456' },
    });
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
    // Steps 1 and 2 fold into one line, so step 3's button stays in view (docs/product.md §10.5).
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it("says 'OTP verification failed.' when the answer lacks the success flag, and stays on the OTP step", async () => {
    mockRegisterApi({ [SEND_CODE]: codeSent, [VERIFY]: { status: 200, body: { message: 'OK' } } });
    const { user } = renderRegister();

    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.verifyFailed);
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a wrong code, and 'Invalid OTP' when the server sends none", async () => {
    let reply: Reply = { status: 400, body: { message: MESSAGES.auth.codeExpired } };
    mockRegisterApi({ [SEND_CODE]: codeSent, [VERIFY]: () => reply });
    const { user } = renderRegister();

    await sendCode(user);
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.codeExpired);

    reply = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.auth.invalidOtp)).toHaveRole('alert');
  });

  it("'Change email' goes back to an editable e-mail field and drops the OTP step", async () => {
    mockRegisterApi({ [SEND_CODE]: codeSent });
    const { user } = renderRegister();

    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.auth.codeSent)).not.toBeInTheDocument();
  });

  it('registers with the verified e-mail and the details, then resets the form and offers Go to Login', async () => {
    const sent = mockRegisterApi({
      [SEND_CODE]: codeSent,
      [VERIFY]: verified,
      [REGISTER]: { status: 201, body: { message: MESSAGES.auth.registered, user: createUser() } },
    });
    const { user } = renderRegister();

    await sendCode(user);
    await verifyCode(user);
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await typeBirthDate(user);
    // The notice, in English or Hindi, above the optional choices, which start unticked.
    expect(await screen.findByRole('heading', { name: 'Privacy notice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(screen.getByRole('heading', { name: 'गोपनीयता सूचना' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता सूचना: withdraw' })).toHaveAttribute(
      'href',
      '/profile/privacy',
    );
    const marketing = screen.getByRole('checkbox', { name: /offers and news/ });
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /leaderboards/ })).not.toBeChecked();
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.auth.registered);
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      url: apiUrl(endpoints.register),
      body: {
        email: 'asha@example.in',
        name: 'Asha Rao',
        mobile: '9876543210',
        password: 'a long passphrase',
        date_of_birth: '1995-04-12',
        consents: { marketing_email: true, leaderboard_name: false },
        notice_version: 4,
      },
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveFocus();
    // The form is reset (spec) and gives way to the success message, not an empty step 1
    // (docs/product.md §10.5).
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register another account' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.auth.registered)).not.toBeInTheDocument();
  });

  it("keeps the details when registration is refused and shows the server's reason, or 'Registration failed'", async () => {
    let reply: Reply = { status: 400, body: { message: MESSAGES.auth.commonPassword } };
    mockRegisterApi({ [SEND_CODE]: codeSent, [VERIFY]: verified, [REGISTER]: () => reply });
    const { user } = renderRegister();

    await sendCode(user);
    await verifyCode(user);
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Mobile'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await typeBirthDate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The reason shows under the field it is about, which is marked and focused.
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.auth.commonPassword));
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    // Typing a new password clears the mark.
    await user.type(password, '!');
    expect(password).not.toHaveAttribute('aria-invalid');

    // docs/product.md §7: only a 201 counts as registered.
    reply = { status: 200, body: {} };
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MESSAGES.auth.registerFailed)).toHaveRole('alert');
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  });

  it('marks the mobile field with the rule and sends nothing, and a taken e-mail goes to the alert', async () => {
    const sent = mockRegisterApi({
      [SEND_CODE]: codeSent,
      [VERIFY]: verified,
      [REGISTER]: { status: 409, body: { message: MESSAGES.auth.accountExists } },
    });
    const { user } = renderRegister();

    await sendCode(user);
    await verifyCode(user);
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Mobile'), '555');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await typeBirthDate(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The contract's RegisterSchema, which the server checks the body with, refuses it first.
    const mobile = screen.getByLabelText('Mobile');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobile).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid 10-digit Indian mobile number (optionally with +91).'),
    );
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveClass('is-invalid');
    expect(sent.filter((request) => request.url === apiUrl(endpoints.register))).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '+91 98765 43210');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.accountExists);
    expect(mobile).not.toHaveAttribute('aria-invalid');
    // Sent as typed: the server reads the number the same way.
    expect(sent.at(-1)?.body).toMatchObject({ mobile: '+91 98765 43210' });
  });
});
