import { listPage, mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminGrievance } from '@contract/privacy-rights.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrievancesPage } from './grievances-page.tsx';

const LIST = on(endpoints.adminGrievanceAll);
const ID = 'd0000000-0000-4000-8000-000000000001';

const open: AdminGrievance = {
  _id: ID,
  number: 'GRV-2026-000007',
  subject: 'Marketing mails',
  message: 'Please stop.',
  status: 'open',
  filed_at: '2026-09-01T08:00:00.000Z',
  due_at: '2026-11-30T08:00:00.000Z',
  reply: null,
  replied_at: null,
  name: 'Asha Verma',
  email: 'asha@example.in',
  due_flag: 'due_soon',
};
const late: AdminGrievance = {
  ...open,
  _id: 'd0000000-0000-4000-8000-000000000002',
  number: 'GRV-2026-000003',
  due_flag: 'overdue',
};
const answered: AdminGrievance = {
  ...open,
  _id: 'd0000000-0000-4000-8000-000000000003',
  number: 'GRV-2026-000001',
  status: 'answered',
  reply: 'Done.',
  replied_at: '2026-09-02T08:00:00.000Z',
  due_flag: 'on_time',
};

// The Answer button repeats the number for screen readers: the row is that of the first match.
const rowOf = async (text: string) => (await screen.findAllByText(text))[0]!.closest('tr')!;

describe('GrievancesPage', () => {
  it('flags grievances due soon and overdue, and offers Answer only for open ones', async () => {
    mockApi({ [LIST]: listPage([open, late, answered]) });
    renderPage(<GrievancesPage />, { path: '/admin/grievances' });
    const soon = await rowOf('GRV-2026-000007');
    expect(within(soon).getByText('Due soon')).toBeInTheDocument();
    expect(within(soon).getByRole('button', { name: 'Answer GRV-2026-000007' })).toBeInTheDocument();
    expect(within(await rowOf('GRV-2026-000003')).getByText('Overdue')).toBeInTheDocument();
    const done = await rowOf('GRV-2026-000001');
    expect(within(done).getByText('Done.')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the answer typed in the dialog and reloads the list', async () => {
    let rows = [open];
    const sent = mockApi({
      [LIST]: () => listPage(rows),
      [on(endpoints.adminGrievanceReply, { id: ID })]: () => {
        rows = [{ ...open, status: 'answered', reply: 'We stopped them.', due_flag: 'on_time' }];
        return { status: 200, body: rows[0] };
      },
    });
    const { user } = renderPage(<GrievancesPage />, { path: '/admin/grievances' });
    await user.click(
      within(await rowOf('GRV-2026-000007')).getByRole('button', { name: 'Answer GRV-2026-000007' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer GRV-2026-000007' });
    await user.type(within(dialog).getByRole('textbox'), 'We stopped them.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('dialog', { name: 'Answered!' })).toHaveTextContent(
      MESSAGES.privacyRights.replySent,
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ reply: 'We stopped them.' });
    await waitFor(async () =>
      expect(within(await rowOf('GRV-2026-000007')).getByText('We stopped them.')).toBeInTheDocument(),
    );
  });
});
