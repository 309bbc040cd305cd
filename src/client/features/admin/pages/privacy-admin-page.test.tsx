import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { Breach } from '@contract/breach.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { AdminNotice, NoticeText } from '@contract/privacy.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyAdminPage } from './privacy-admin-page.tsx';

const breach = (overrides: Partial<Breach>): Breach => ({
  _id: 'b1',
  discovered_at: '2026-11-20T04:30:00.000Z',
  occurred_at: '2026-11-19T04:30:00.000Z',
  description: 'A backup link was public.',
  data_nature: 'Names and e-mails',
  categories: 'Learners',
  people_affected: 1200,
  measures: 'Link removed.',
  risks: 'Phishing.',
  contact: 'privacy@fintrain.in',
  reported_at: null,
  report_due_at: '2026-11-23T04:30:00.000Z',
  report_late: true,
  created_at: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

const text = (title: string): NoticeText => ({
  title,
  summary: `${title} summary`,
  items: [{ data: 'Name and e-mail', purpose: 'To run your account.' }],
  choices: 'Choices.',
  rights: 'Rights.',
  withdraw_label: 'Withdraw',
  complain_label: 'Complain',
  policy_label: 'Policy',
});
const notice = (overrides: Partial<AdminNotice>): AdminNotice => ({
  version: 1,
  effective_date: '2026-11-26',
  material: true,
  texts: { en: text('Privacy notice'), hi: text('गोपनीयता सूचना') },
  current: true,
  created_at: '2026-11-26T05:00:00.000Z',
  ...overrides,
});

describe('PrivacyAdminPage', () => {
  it('shows consent counts, the breach register with late reports flagged, and a report on demand', async () => {
    const sent = mockApi({
      [on(endpoints.adminPrivacyConsents)]: {
        status: 200,
        body: {
          rows: [{ purpose: 'marketing_email', notice_version: 1, granted: 12, withdrawn: 3 }],
          acknowledgements: [{ notice_version: 1, learners: 40 }],
        },
      },
      [on(endpoints.adminBreachAll)]: {
        status: 200,
        body: [
          breach({}),
          breach({
            _id: 'b2',
            description: 'Filed in time.',
            reported_at: '2026-11-21T04:30:00.000Z',
            report_late: false,
          }),
        ],
      },
      [on(endpoints.adminPrivacyNoticeAll)]: { status: 200, body: [notice({})] },
      [on(endpoints.adminPrivacyRequests)]: {
        status: 200,
        body: {
          erasures: [
            {
              user_id: 'u1',
              name: 'Ravi Leaving',
              email: 'ravi@example.in',
              requested_at: '2026-11-25T04:30:00.000Z',
              erase_after: '2026-12-02T04:30:00.000Z',
            },
          ],
          exports: [
            {
              _id: 'x1',
              name: 'Sita Export',
              email: 'sita@example.in',
              status: 'ready',
              estimate: 25000,
              requested_at: '2026-11-26T04:30:00.000Z',
              ready_at: '2026-11-26T04:35:00.000Z',
              expires_at: '2026-11-27T04:35:00.000Z',
              size_bytes: 1000,
            },
          ],
        },
      },
      [on(endpoints.adminBreachReport, { id: 'b1' })]: {
        status: 200,
        body: { board_report: 'Intimation to the Board', learner_notice: 'Dear learner' },
      },
    });
    const { user } = renderPage(<PrivacyAdminPage />, { path: '/admin/privacy' });

    const consents = await screen.findByRole('table', { name: 'Consents by purpose and notice version' });
    expect(within(consents).getByRole('rowheader', { name: 'Marketing e-mail' })).toBeVisible();
    expect(within(consents).getByRole('cell', { name: '12' })).toBeVisible();
    expect(screen.getByText('Notice acknowledged: version 1 by 40')).toBeVisible();

    const erasures = await screen.findByRole('table', {
      name: 'Erasures in their grace period, soonest first',
    });
    expect(within(erasures).getByRole('rowheader', { name: 'Ravi Leaving' })).toBeVisible();
    expect(within(erasures).getByRole('cell', { name: 'ravi@example.in' })).toBeVisible();
    const exports = screen.getByRole('table', { name: 'Data exports being prepared or ready, oldest first' });
    expect(within(exports).getByRole('cell', { name: 'Ready' })).toBeVisible();

    const register = await screen.findByRole('table', {
      name: 'Personal data breaches, newest discovery first',
    });
    const rows = within(register).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Late')).toBeVisible();
    expect(within(rows[0]!).getByRole('button', { name: 'Mark filed' })).toBeVisible();
    expect(within(rows[1]!).queryByText('Late')).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark filed' })).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Intimation to the Board')).toBeVisible();
    expect(screen.getByText('Dear learner')).toBeVisible();
    await waitFor(() =>
      expect(sent.some((request) => request.url.endsWith('/admin/breach/b1/report'))).toBe(true),
    );
    await expectNoSeriousAxeViolations();
  });
});

describe('PrivacyAdminPage: the privacy notice', () => {
  it('lists the versions and publishes the next, material, from the latest texts', async () => {
    const sent = mockApi({
      [on(endpoints.adminPrivacyConsents)]: { status: 200, body: { rows: [], acknowledgements: [] } },
      [on(endpoints.adminBreachAll)]: { status: 200, body: [] },
      [on(endpoints.adminPrivacyRequests)]: { status: 200, body: { erasures: [], exports: [] } },
      [on(endpoints.adminPrivacyNoticeAll)]: { status: 200, body: [notice({})] },
      [on(endpoints.adminPrivacyNoticePublish)]: {
        status: 201,
        body: notice({ version: 2, created_at: '2026-11-27T05:00:00.000Z' }),
      },
    });
    const { user } = renderPage(<PrivacyAdminPage />, { path: '/admin/privacy' });
    const versions = await screen.findByRole('table', { name: 'Privacy notice versions, newest first' });
    expect(within(versions).getByRole('rowheader', { name: '1' })).toBeVisible();

    await user.click(screen.getByText('Publish a new version'));
    const form = screen.getByRole('form', { name: 'Publish a new version of the privacy notice' });
    expect(within(form).getByLabelText('Version')).toHaveValue(2);
    const items = within(form).getByLabelText('English: Items of data and their purposes');
    expect(items).toHaveValue('Name and e-mail | To run your account.');

    // A line without its purpose is refused before anything is sent.
    await user.type(items, '{Enter}Mobile number');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    expect(await within(form).findByText('Line 2: write the data, then |, then its purpose.')).toBeVisible();
    expect(items).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(items, ' | To call you back.');
    await user.click(within(form).getByLabelText(/Material change/));
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Notice version 2 published.');
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      version: 2,
      material: true,
      texts: {
        en: {
          title: 'Privacy notice',
          items: [
            { data: 'Name and e-mail', purpose: 'To run your account.' },
            { data: 'Mobile number', purpose: 'To call you back.' },
          ],
        },
        hi: { title: 'गोपनीयता सूचना' },
      },
    });
    await expectNoSeriousAxeViolations();
  });
});
