import { confirmDelete, showError, showSuccess } from '@client/lib/alerts.ts';
import { focusMainContent } from '@client/lib/focus.ts';
import { formatDateTime } from '@client/lib/format.ts';
import type { ContactMessage } from '@contract/admin.ts';
import { MESSAGE_COLUMN_MAX_WIDTH_PX } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useDeleteContactMessage } from '../api/delete-contact-message.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/** /admin/contacts: the contact form's messages; search by name, e-mail or message; delete. */
export function ContactMessagesPage() {
  const controls = useListControls();
  const messages = useContactMessages(controls.params);
  const deleteMessage = useDeleteContactMessage();

  async function handleDelete(message: ContactMessage) {
    if (deleteMessage.isPending) return;
    if (!(await confirmDelete(`The message from ${message.name} will be deleted.`))) return;
    deleteMessage.mutate(message._id, {
      onSuccess: () => {
        // The row and its button are gone.
        focusMainContent();
        void showSuccess('Deleted!', MESSAGES.admin.contactDeleted);
      },
      onError: (error) => void showError(actionFailureText(MESSAGES.admin.contactDeleteFailed, error)),
    });
  }

  const columns: AdminColumn<ContactMessage>[] = [
    { header: 'Name', cell: (message) => message.name, className: 'admin-wrap' },
    { header: 'Email', cell: (message) => <a href={`mailto:${message.email}`}>{message.email}</a> },
    {
      header: 'Message',
      className: 'admin-wrap',
      // docs/product.md §2: the message wraps within 300 px.
      cell: (message) => (
        <div style={{ maxWidth: MESSAGE_COLUMN_MAX_WIDTH_PX }}>
          {message.subject ? <span className="d-block fw-semibold">{message.subject}</span> : null}
          <span className="admin-message">{message.message}</span>
        </div>
      ),
    },
    {
      header: 'Submitted At',
      cell: (message) => formatDateTime(message.submitted_at),
      className: 'admin-date',
    },
    {
      header: 'Actions',
      cell: (message) => (
        <RowActionButton
          label="Delete"
          subject={`the message from ${message.name}`}
          variant="outline-danger"
          onClick={() => void handleDelete(message)}
        />
      ),
    },
  ];

  return (
    <AdminList
      title="Contact Messages"
      searchLabel="Search contact messages"
      searchPlaceholder="Search by name, email or message"
      controls={controls}
      query={messages}
      failedText={MESSAGES.admin.fetchContactsFailed}
      emptyText={MESSAGES.admin.noContacts}
      columns={columns}
    />
  );
}
