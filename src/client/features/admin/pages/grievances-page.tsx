import { promptText, showError, showSuccess } from '@client/lib/alerts.ts';
import { focusMainContent } from '@client/lib/focus.ts';
import { formatDate, formatDateTime } from '@client/lib/format.ts';
import { MESSAGE_COLUMN_MAX_WIDTH_PX } from '@contract/constants.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { AdminGrievance } from '@contract/privacy-rights.ts';
import { type GrievanceDueFlag, PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { useGrievances } from '../api/get-grievances.ts';
import { useReplyToGrievance } from '../api/reply-to-grievance.ts';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';

const DUE_BADGES: Record<GrievanceDueFlag, { text: string; className: string } | null> = {
  on_time: null,
  due_soon: { text: 'Due soon', className: 'text-bg-warning' },
  overdue: { text: 'Overdue', className: 'text-bg-danger' },
};

function DueDate({ grievance }: { grievance: AdminGrievance }) {
  const badge = DUE_BADGES[grievance.due_flag];
  return (
    <>
      <span className="d-block">{formatDate(grievance.due_at)}</span>
      {badge ? <span className={`badge ${badge.className}`}>{badge.text}</span> : null}
    </>
  );
}

function Answer({ grievance }: { grievance: AdminGrievance }) {
  if (grievance.status === 'open') return <span className="badge text-bg-secondary">Open</span>;
  return (
    <div style={{ maxWidth: MESSAGE_COLUMN_MAX_WIDTH_PX }}>
      <span className="badge text-bg-success">Answered {formatDate(grievance.replied_at)}</span>
      <span className="d-block admin-message">{grievance.reply}</span>
    </div>
  );
}

/**
 * /admin/grievances (docs/product.md §17.4): every grievance with its reference number and due date,
 * flagged when the 90-day limit is near or past; an open one is answered by mail from here.
 */
export function GrievancesPage() {
  const controls = useListControls();
  const grievances = useGrievances(controls.params);
  const reply = useReplyToGrievance();

  async function handleReply(grievance: AdminGrievance) {
    if (reply.isPending) return;
    const text = await promptText({
      title: `Answer ${grievance.number}`,
      label: `The answer is mailed to ${grievance.email}.`,
      confirmText: 'Send answer',
      requiredText: MESSAGES.privacyRights.replyRequired,
      maxLength: PRIVACY_RIGHTS.grievanceReply,
      multiline: true,
    });
    if (text === null) return;
    reply.mutate(
      { id: grievance._id, reply: text },
      {
        onSuccess: () => {
          focusMainContent();
          void showSuccess('Answered!', MESSAGES.privacyRights.replySent);
        },
        onError: (error) => void showError(actionFailureText(MESSAGES.privacyRights.replyFailed, error)),
      },
    );
  }

  const columns: AdminColumn<AdminGrievance>[] = [
    { header: 'Reference', cell: (g) => <span className="text-nowrap">{g.number}</span> },
    {
      header: 'Filed by',
      className: 'admin-wrap',
      cell: (g) => (
        <>
          <span className="d-block">{g.name}</span>
          <a href={`mailto:${g.email}`}>{g.email}</a>
        </>
      ),
    },
    {
      header: 'Grievance',
      className: 'admin-wrap',
      cell: (g) => (
        <div style={{ maxWidth: MESSAGE_COLUMN_MAX_WIDTH_PX }}>
          <span className="d-block fw-semibold">{g.subject}</span>
          <span className="admin-message">{g.message}</span>
        </div>
      ),
    },
    { header: 'Filed', cell: (g) => formatDateTime(g.filed_at), className: 'admin-date' },
    { header: 'Due', cell: (g) => <DueDate grievance={g} /> },
    { header: 'Answer', className: 'admin-wrap', cell: (g) => <Answer grievance={g} /> },
    {
      header: 'Actions',
      cell: (g) =>
        g.status === 'open' ? (
          <RowActionButton
            label="Answer"
            subject={g.number}
            variant="outline-teal"
            onClick={() => void handleReply(g)}
          />
        ) : null,
    },
  ];

  return (
    <AdminList
      title="Grievances"
      searchLabel="Search grievances"
      searchPlaceholder="Search by reference, name, email or subject"
      controls={controls}
      query={grievances}
      failedText={MESSAGES.privacyRights.fetchGrievancesFailed}
      emptyText={MESSAGES.privacyRights.noGrievances}
      columns={columns}
    />
  );
}
