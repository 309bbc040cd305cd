import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import type { Breach } from '@contract/breach.ts';
import { endpoints } from '@contract/endpoints.ts';
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
