import { setToken } from '@client/lib/session.ts';
import { createUser } from '@client/test/factories.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Grievance } from '@contract/privacy-rights.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyRightsSections } from './privacy-page.tsx';

const grievance: Grievance = {
  _id: 'e0000000-0000-4000-8000-000000000001',
  number: 'GRV-2026-000004',
  subject: 'My leads',
  message: 'Delete them.',
  status: 'answered',
  filed_at: '2026-11-01T08:00:00.000Z',
  due_at: '2027-01-30T08:00:00.000Z',
  reply: 'Deleted.',
  replied_at: '2026-11-02T08:00:00.000Z',
};

function signedIn(extra: Parameters<typeof mockApi>[0] = {}) {
  setToken('learner-token');
  return mockApi({
    [on(endpoints.profile)]: { status: 200, body: createUser({ name: 'Asha Rao' }) },
    [on(endpoints.privacyNominee)]: { status: 200, body: null },
    [on(endpoints.privacyGrievanceMine)]: { status: 200, body: [grievance] },
    ...extra,
  });
}

describe('PrivacyRightsSections, on Profile → Privacy', () => {
  it("shows the learner's grievances with our answers, and files a new one with its reference", async () => {
    const sent = signedIn({
      [on(endpoints.privacyGrievanceFile)]: {
        status: 201,
        body: {
          message: MESSAGES.privacyRights.grievanceFiled('GRV-2026-000005'),
          grievance: { ...grievance, number: 'GRV-2026-000005' },
        },
      },
    });
    const { user } = renderPage(<PrivacyRightsSections />, { path: '/profile/privacy' });
    expect(await screen.findByText('Deleted.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'File a grievance' });
    await user.type(within(form).getByLabelText('Subject'), 'Marketing');
    await user.type(within(form).getByLabelText('Your grievance'), 'Stop the mails.');
    await user.click(within(form).getByRole('button', { name: 'File grievance' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      MESSAGES.privacyRights.grievanceFiled('GRV-2026-000005'),
    );
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      subject: 'Marketing',
      message: 'Stop the mails.',
    });
  });

  it('checks the nominee form with the contract before sending', async () => {
    const sent = signedIn();
    const { user } = renderPage(<PrivacyRightsSections />, { path: '/profile/privacy' });
    const form = await screen.findByRole('form', { name: 'Nominee' });
    await user.type(within(form).getByLabelText("Nominee's name"), 'Meera Rao');
    await user.type(within(form).getByLabelText('Email'), 'not-an-address');
    await user.type(within(form).getByLabelText('Relationship to you'), 'Mother');
    await user.click(within(form).getByRole('button', { name: 'Save nominee' }));
    expect(await within(form).findByText(/valid email/i)).toBeVisible();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows a wrong password under the field after the confirmation, and stays signed in', async () => {
    const sent = signedIn({
      [on(endpoints.privacyErase)]: {
        status: 400,
        body: { message: MESSAGES.profile.currentPasswordWrong, field: 'password' },
      },
    });
    const { user } = renderPage(<PrivacyRightsSections />, { path: '/profile/privacy' });
    const form = await screen.findByRole('form', { name: 'Erase my account' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Erase my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, erase my account' }));
    expect(await within(form).findByText(MESSAGES.profile.currentPasswordWrong)).toBeVisible();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ password: 'wrong password' });
    expect(localStorage.getItem('token')).toBe('learner-token');
  });
});

describe('Export my data, prepared as a job (ADR 070)', () => {
  it("says so when the server prepares a large account's export and will mail a link", async () => {
    const sent = signedIn({
      [on(endpoints.privacyExport)]: {
        status: 202,
        body: { message: MESSAGES.privacyRights.exportQueued(24) },
      },
    });
    const { user } = renderPage(<PrivacyRightsSections />, { path: '/profile/privacy' });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.privacyRights.exportQueued(24));
    expect(sent.filter((r) => r.path.endsWith('/privacy/export'))).toHaveLength(1);
  });

  it("offers the mailed link's prepared file, and says when the link has expired", async () => {
    const id = 'e0000000-0000-4000-8000-0000000000aa';
    const sent = signedIn({
      [on(endpoints.privacyExportPrepared, { id })]: {
        status: 410,
        body: { message: MESSAGES.privacyRights.exportExpired(24) },
      },
    });
    const { user } = renderPage(<PrivacyRightsSections />, {
      path: `/profile/privacy?export=${id}`,
      route: '/profile/privacy',
    });
    await user.click(await screen.findByRole('button', { name: 'Download the prepared file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.privacyRights.exportExpired(24));
    expect(sent.some((r) => r.path.endsWith(`/privacy/export/${id}`))).toBe(true);
  });
});
