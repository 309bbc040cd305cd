import { IconPersonPlus } from '@client/components/icons/person-plus.tsx';
import { confirmAction, showError, showSuccess } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { User } from '@contract/user.ts';
import { useState } from 'react';
import { useUsers } from '../api/get-users.ts';
import { useSendResetLink } from '../api/send-reset-link.ts';
import { AddButton } from '../components/add-button.tsx';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { EditDeleteActions, RowActionButton } from '../components/row-action-button.tsx';
import { UserModal, type UserModalMode } from '../components/user-modal.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { capitalise } from '../utils/subscription-status.ts';

/** docs/product.md §4.7: forgot-password's link and mail, sent by an admin after a confirmation. */
function useResetLinkAction() {
  const resetLink = useSendResetLink();
  const send = async (user: User) => {
    const confirmed = await confirmAction({
      text: `${user.name} (${user.email}) will be e-mailed a link to choose a new password.`,
      confirmText: 'Send link',
    });
    if (!confirmed) return;
    resetLink.mutate(user._id, {
      onSuccess: (answer) => void showSuccess('Sent!', answer.message),
      onError: (error) => void showError(errorMessage(error)),
    });
  };
  return { send, pending: resetLink.isPending };
}

/** /admin/users: search by name or e-mail, add, edit and delete users through one modal. */
export function UsersPage() {
  const controls = useListControls();
  const users = useUsers(controls.params);
  const [modal, setModal] = useState<UserModalMode | null>(null);
  const resetLink = useResetLinkAction();

  const columns: AdminColumn<User>[] = [
    { header: 'Name', cell: (user) => user.name },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Mobile', cell: (user) => user.mobile || 'N/A' },
    {
      header: 'Status',
      cell: (user) => (
        <span className={`badge ${user.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {capitalise(user.status)}
        </span>
      ),
    },
    { header: 'Role', cell: (user) => capitalise(user.role) },
    {
      header: 'Last Login',
      cell: (user) => formatDateTime(user.last_login) || 'N/A',
      className: 'admin-date',
    },
    { header: 'Last Login IP', cell: (user) => user.last_login_ip || 'N/A' },
    {
      header: 'Created On',
      cell: (user) => <time dateTime={user.created_on}>{formatDate(user.created_on)}</time>,
    },
    {
      header: 'Actions',
      cell: (user) => (
        <div className="d-flex gap-2">
          <EditDeleteActions
            subject={user.name}
            onEdit={() => setModal({ kind: 'edit', user })}
            onDelete={() => setModal({ kind: 'delete', user })}
          />
          <RowActionButton
            label="Reset link"
            subject={user.name}
            variant="outline-teal"
            disabled={resetLink.pending || user.status !== 'active'}
            onClick={() => void resetLink.send(user)}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminList
      title="Users"
      searchLabel="Search users"
      searchPlaceholder="Search by name or email"
      controls={controls}
      query={users}
      failedText={MESSAGES.admin.fetchUsersFailed}
      emptyText={MESSAGES.admin.noUsers}
      columns={columns}
      toolbar={
        <AddButton icon={IconPersonPlus} onClick={() => setModal({ kind: 'add' })}>
          Add User
        </AddButton>
      }
    >
      {modal ? <UserModal mode={modal} onClose={() => setModal(null)} /> : null}
    </AdminList>
  );
}
