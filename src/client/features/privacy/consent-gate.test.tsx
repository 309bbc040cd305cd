import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { PrivacyStatus } from '@contract/privacy.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyGate } from './consent-gate.tsx';

const consents: PrivacyStatus['consents'] = [
  { purpose: 'marketing_email', granted: false, changed_at: null },
  { purpose: 'leaderboard_name', granted: false, changed_at: null },
];
const status = (overrides: Partial<PrivacyStatus>): PrivacyStatus => ({
  needs_profile: false,
  needs_notice_ack: false,
  notice_version: 1,
  date_of_birth: '1990-01-01',
  guardian: 'not_needed',
  guardian_email: null,
  consents,
  ...overrides,
});
const text = (title: string) => ({
  title,
  summary: 'summary',
  items: [{ data: 'Name', purpose: 'Your account' }],
  choices: 'choices',
  rights: 'rights',
  withdraw_label: 'withdraw',
  complain_label: 'complain',
  policy_label: 'policy',
});
const notice = {
  version: 1,
  effective_date: '2026-11-26',
  material: true,
  texts: { en: text('Privacy notice'), hi: text('गोपनीयता सूचना') },
};

function renderGate(privacy: PrivacyStatus, role: 'user' | 'admin' = 'user') {
  setToken('learner-token');
  const sent = mockApi({
    [on(endpoints.profile)]: { status: 200, body: createUser({ role }) },
    [on(endpoints.privacyStatus)]: { status: 200, body: privacy },
    [on(endpoints.privacyNotice)]: { status: 200, body: notice },
    [on(endpoints.privacyGuardian)]: { status: 200, body: { message: MESSAGES.privacy.guardianCodeSent } },
    [on(endpoints.privacyComplete)]: { status: 200, body: { message: MESSAGES.privacy.profileCompleted } },
  });
  const { user } = renderPage(
    <PrivacyGate>
      <h1>The page</h1>
    </PrivacyGate>,
    { path: '/' },
  );
  return { sent, user };
}

describe('PrivacyGate', () => {
  it('shows the page to a learner who owes nothing', async () => {
    const { sent } = renderGate(status({}));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeVisible();
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/privacy/status'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Before you continue' })).toBeNull();
  });

  it('never asks an admin', async () => {
    const { sent } = renderGate(status({ needs_profile: true }), 'admin');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeVisible();
    await waitFor(() => expect(sent.some((request) => request.url.endsWith('/profile'))).toBe(true));
    expect(sent.some((request) => request.url.endsWith('/privacy/status'))).toBe(false);
  });

  it('asks an account made without a date of birth for it, the notice and the choices, before the page', async () => {
    const { sent, user } = renderGate(
      status({ needs_profile: true, needs_notice_ack: true, date_of_birth: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Before you continue' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The page' })).toBeNull();
    expect(await screen.findByRole('region', { name: 'Privacy notice' })).toBeVisible();
    await user.type(screen.getByLabelText('Date of birth'), '2001-03-04');
    await user.click(screen.getByRole('checkbox', { name: /offers and news/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')).toMatchObject({
        body: {
          date_of_birth: '2001-03-04',
          notice_version: 1,
          marketing_email: true,
          leaderboard_name: false,
        },
      }),
    );
  });

  it('asks an under-18 account for its guardian, then for the code once sent', async () => {
    renderGate(
      status({ guardian: 'code_sent', guardian_email: 'parent@example.in', date_of_birth: '2012-01-01' }),
    );
    expect(await screen.findByText(MESSAGES.privacy.guardianPending)).toBeVisible();
    expect(screen.getByLabelText("Parent's or guardian's e-mail")).toBeVisible();
    expect(screen.getByLabelText('Code', { exact: true })).toHaveAccessibleDescription(
      'The 6-digit code we e-mailed to parent@example.in.',
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  });
});
