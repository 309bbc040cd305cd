import { createUser } from '@client/test/factories.ts';
import { apiUrl, deferred, mockApi, on, type Reply } from '@client/test/fetch-mock.ts';
import { fillIn, renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserModal, type UserModalMode } from './user-modal.tsx';

const asha = createUser({
  _id: 'user-0001',
  name: 'Asha Rao',
  email: 'asha@example.in',
  mobile: '9876543210',
});

const ADD = on(endpoints.adminUserAdd);
const EDIT_ASHA = on(endpoints.adminUserEdit, { id: 'user-0001' });
const DELETE_ASHA = on(endpoints.adminUserDelete, { id: 'user-0001' });

function renderModal(mode: UserModalMode) {
  const onClose = vi.fn();
  const rendered = renderPage(<UserModal mode={mode} onClose={onClose} />, { path: '/admin/users' });
  return { ...rendered, onClose };
}

describe('UserModal', () => {
  it('adds a user with name, e-mail, mobile, password, status and role, then closes and says so', async () => {
    const sent = mockApi({ [ADD]: { status: 201, body: createUser() } });
    const { user, onClose } = renderModal({ kind: 'add' });

    const modal = screen.getByRole('dialog', { name: 'Add User' });
    expect(within(modal).queryByLabelText('ID')).not.toBeInTheDocument();
    expect(within(modal).getByLabelText('Status')).toHaveDisplayValue('Active');
    expect(within(modal).getByLabelText('Role')).toHaveDisplayValue('User');
    await fillIn(user, within(modal).getByLabelText('Name'), 'Ravi Kumar');
    await fillIn(user, within(modal).getByLabelText('Email'), 'ravi@example.in');
    await fillIn(user, within(modal).getByLabelText('Mobile'), '9123456780');
    await fillIn(user, within(modal).getByLabelText('Password'), 'a long passphrase');
    await user.selectOptions(within(modal).getByLabelText('Role'), 'Admin');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Success!' });
    expect(alert).toHaveTextContent(MESSAGES.admin.userAdded);
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: apiUrl(endpoints.adminUserAdd),
        body: {
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          mobile: '9123456780',
          password: 'a long passphrase',
          status: 'active',
          role: 'admin',
        },
      }),
    ]);
  });

  it("keeps the form open and shows 'Failed to add user.' with the server's reason when the e-mail is taken", async () => {
    mockApi({ [ADD]: { status: 409, body: { message: MESSAGES.admin.emailTaken } } });
    const { user, onClose } = renderModal({ kind: 'add' });

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Error!' });
    expect(alert).toHaveTextContent(`${MESSAGES.admin.userAddFailed} ${MESSAGES.admin.emailTaken}`);
    expect(onClose).not.toHaveBeenCalled();
    // The form stays behind the alert with what the admin typed.
    expect(screen.getByRole('heading', { name: 'Add User', hidden: true })).toBeInTheDocument();
    expect(screen.getByDisplayValue('asha@example.in')).toBeInTheDocument();
  });

  it('edits a user: shows the read-only ID and the current values, has no password, and sends the changes', async () => {
    const sent = mockApi({ [EDIT_ASHA]: { status: 200, body: asha } });
    const { user, onClose } = renderModal({ kind: 'edit', user: asha });

    const modal = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(modal).getByLabelText('ID')).toHaveValue('user-0001');
    expect(within(modal).getByLabelText('ID')).toHaveAttribute('readonly');
    expect(within(modal).getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(within(modal).getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(within(modal).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.selectOptions(within(modal).getByLabelText('Status'), 'Inactive');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      MESSAGES.admin.userUpdated,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: apiUrl(endpoints.adminUserEdit, { id: 'user-0001' }),
        body: {
          name: 'Asha Rao',
          email: 'asha@example.in',
          mobile: '9876543210',
          status: 'inactive',
          role: 'user',
        },
      }),
    ]);
  });

  it('marks Save and Cancel aria-disabled while the change is sent, and Cancel does not close meanwhile', async () => {
    const answer = deferred<Reply>();
    mockApi({ [EDIT_ASHA]: () => answer.promise });
    const { user, onClose } = renderModal({ kind: 'edit', user: asha });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();

    answer.resolve({ status: 409, body: { message: MESSAGES.admin.lastAdmin } });
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.admin.userEditFailed} ${MESSAGES.admin.lastAdmin}`,
    );
  });

  it('deletes only after the second confirmation, then says the user has been deleted', async () => {
    const sent = mockApi({
      [DELETE_ASHA]: { status: 200, body: { message: MESSAGES.admin.userDeleted } },
    });
    const { user, onClose } = renderModal({ kind: 'delete', user: asha });

    const modal = screen.getByRole('dialog', { name: 'Delete User' });
    expect(modal).toHaveTextContent(MESSAGES.admin.deleteUserQuestion);
    expect(modal).toHaveTextContent('Asha Rao (asha@example.in)');
    await user.click(within(modal).getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    expect(confirm).toHaveTextContent('Asha Rao (asha@example.in) will be deleted.');
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.admin.confirmDelete }));

    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveTextContent(
      MESSAGES.admin.userDeleted,
    );
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: apiUrl(endpoints.adminUserDelete, { id: 'user-0001' }),
      }),
    ]);
  });

  it('sends nothing when the second confirmation is cancelled', async () => {
    const sent = mockApi({});
    const { user, onClose } = renderModal({ kind: 'delete', user: asha });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.admin.confirmTitle })).toBeNull(),
    );
    expect(sent).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'Failed to delete user.' with the server's reason when the admin deletes their own account", async () => {
    mockApi({
      [DELETE_ASHA]: { status: 409, body: { message: MESSAGES.admin.selfDelete } },
    });
    const { user, onClose } = renderModal({ kind: 'delete', user: asha });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.admin.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.admin.confirmDelete }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      `${MESSAGES.admin.userDeleteFailed} ${MESSAGES.admin.selfDelete}`,
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
