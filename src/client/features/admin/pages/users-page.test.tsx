import { createUser } from '@client/test/factories.ts';
import { apiUrl, listPage, mockApi, on, type SentRequest } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersPage } from './users-page.tsx';

const LIST = on(endpoints.adminUserAll);
/** The list URL the page sends for a query, e.g. 'page=2&limit=5'. */
const listUrl = (query: string) => apiUrl(endpoints.adminUserAll, {}, query);

const asha = createUser({ _id: 'user-000000001', name: 'Asha Rao', email: 'asha@example.in' });
const ravi = createUser({
  _id: 'user-000000002',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  mobile: null,
  role: 'admin',
  status: 'inactive',
});

const listRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === apiUrl(endpoints.adminUserAll)).map((request) => request.url);

function renderUsers() {
  return renderPage(<UsersPage />, { path: '/admin/users' });
}

describe('UsersPage', () => {
  it('shows the total in a badge, N/A for what a user lacks, and a numbered pager for 5 users a page', async () => {
    mockApi({ [LIST]: listPage([asha, ravi], 12) });
    renderUsers();

    const row = (await screen.findByRole('cell', { name: 'Ravi Kumar' })).closest('tr')!;
    expect(within(row).getAllByText('N/A')).toHaveLength(3);
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Total:').parentElement).toHaveTextContent('12');
    const pager = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('asks for the page clicked, and a new search asks for page 1 with the term once typing pauses', async () => {
    const sent = mockApi({ [LIST]: listPage([asha, ravi], 12) });
    const { user } = renderUsers();

    await screen.findByRole('cell', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listRequests(sent)).toContain(listUrl('page=2&limit=5')));

    await user.type(screen.getByLabelText('Search users'), 'asha');
    await waitFor(() => expect(listRequests(sent)).toContain(listUrl('page=1&limit=5&q=asha')), {
      timeout: 5_000,
    });
    // One request for the term, after the pause: none for 'a', 'as' or 'ash', none for page 2 with it.
    expect(listRequests(sent)).toEqual([
      listUrl('page=1&limit=5'),
      listUrl('page=2&limit=5'),
      listUrl('page=1&limit=5&q=asha'),
    ]);
  });

  it("opens the user modal on a row's Edit with that user's values, and on Add User empty", async () => {
    mockApi({ [LIST]: listPage([asha, ravi]) });
    const { user } = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar' }));
    const edit = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(edit).getByLabelText('ID')).toHaveValue('user-000000002');
    expect(within(edit).getByLabelText('Email')).toHaveValue('ravi@example.in');
    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const add = screen.getByRole('dialog', { name: 'Add User' });
    expect(within(add).getByLabelText('Name')).toHaveValue('');
    expect(within(add).getByLabelText('Password')).toBeInTheDocument();
  });

  it("says 'No users found' for a search without matches, and 'Failed to fetch users' when the list fails", async () => {
    mockApi({ [LIST]: listPage([]) });
    const first = renderUsers();
    expect(await screen.findByText(MESSAGES.admin.noUsers)).toBeInTheDocument();
    first.unmount();

    mockApi({ [LIST]: { status: 500, body: { message: 'Database down' } } });
    renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.admin.fetchUsersFailed);
  });

  it("e-mails a user forgot-password's link after a confirmation, and offers none to an inactive user", async () => {
    const sent = mockApi({
      [LIST]: listPage([asha, ravi]),
      [on(endpoints.adminUserResetLink, { id: asha._id })]: {
        status: 200,
        body: { message: MESSAGES.profile.resetLinkSent },
      },
    });
    const { user } = renderUsers();
    expect(await screen.findByRole('button', { name: 'Reset link Ravi Kumar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset link Asha Rao' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('dialog', { name: 'Sent!' })).toHaveTextContent(
      MESSAGES.profile.resetLinkSent,
    );
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      apiUrl(endpoints.adminUserResetLink, { id: asha._id }),
    ]);
  });
});
