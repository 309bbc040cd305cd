import { apiUrl, listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import type { Lead } from '@contract/lead.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadsPage } from './leads-page.tsx';

const LIST = on(endpoints.adminLeadAll);
const ID = 'c0000000-0000-4000-8000-000000000001';

const offer: Lead = {
  _id: ID,
  kind: 'offer',
  name: 'Asha Verma',
  email: 'asha@example.in',
  course: 'Swing Trader',
  source_page: '/',
  consent_to_contact: true,
  status: 'new',
  created_at: '2026-11-23T08:00:00.000Z',
  contacted_at: null,
};
const reader: Lead = {
  ...offer,
  _id: 'c0000000-0000-4000-8000-000000000002',
  kind: 'newsletter',
  name: null,
  email: 'reader@example.in',
  course: null,
  consent_to_contact: false,
  status: 'subscribed',
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('LeadsPage', () => {
  it('lists leads with kind, course and status, and offers Mark contacted only for a new offer lead', async () => {
    mockApi({ [LIST]: listPage([offer, reader]) });
    renderPage(<LeadsPage />, { path: '/admin/leads' });
    const asha = await rowOf('asha@example.in');
    expect(within(asha).getByText('Offer')).toBeInTheDocument();
    expect(within(asha).getByText('Swing Trader')).toBeInTheDocument();
    expect(within(asha).getByText('New')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Mark contacted Asha Verma' })).toBeInTheDocument();
    const newsletter = await rowOf('reader@example.in');
    expect(within(newsletter).getByText('Subscribed')).toBeInTheDocument();
    expect(within(newsletter).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by kind and status through the query, from page 1', async () => {
    const sent = mockApi({ [LIST]: listPage([offer]) });
    const { user } = renderPage(<LeadsPage />, { path: '/admin/leads' });
    await rowOf('asha@example.in');
    await user.selectOptions(screen.getByLabelText('Kind'), 'offer');
    await user.selectOptions(screen.getByLabelText('Status'), 'new');
    await waitFor(() =>
      expect(sent.map((request) => request.url)).toContain(
        apiUrl(endpoints.adminLeadAll, undefined, { page: '1', limit: '5', kind: 'offer', status: 'new' }),
      ),
    );
  });

  it('marks a lead contacted and reloads the list', async () => {
    let rows = [offer];
    const contacted = { ...offer, status: 'contacted' as const, contacted_at: '2026-11-24T08:00:00.000Z' };
    mockApi({
      [LIST]: () => listPage(rows),
      [on(endpoints.adminLeadContacted, { id: ID })]: () => {
        rows = [contacted];
        return { status: 200, body: contacted };
      },
    });
    const { user } = renderPage(<LeadsPage />, { path: '/admin/leads' });
    await user.click(
      within(await rowOf('asha@example.in')).getByRole('button', { name: 'Mark contacted Asha Verma' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Contacted!' })).toHaveTextContent(
      MESSAGES.leads.markedContacted,
    );
    await waitFor(async () =>
      expect(within(await rowOf('asha@example.in')).getByText('Contacted')).toBeInTheDocument(),
    );
  });
});
