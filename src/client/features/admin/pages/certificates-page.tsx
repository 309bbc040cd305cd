import { IconPlusLg } from '@client/components/icons/plus-lg.tsx';
import { confirmAction, promptText, showError, showSuccess } from '@client/lib/alerts.ts';
import { formatDate } from '@client/lib/format.ts';
import { type AdminCertificate, CERTIFICATE_REVOKE_REASON_MAX } from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCertificates } from '../api/get-certificates.ts';
import { useReissueCertificate } from '../api/reissue-certificate.ts';
import { useRevokeCertificate } from '../api/revoke-certificate.ts';
import { AddButton } from '../components/add-button.tsx';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { IssueCertificateModal } from '../components/issue-certificate-modal.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/**
 * A certificate's row actions: revoke it with a reason, or re-issue it after a confirmation. While
 * either is on its way, both do nothing (`busy` disables their buttons).
 */
function useCertificateActions() {
  const revoke = useRevokeCertificate();
  const reissue = useReissueCertificate();
  const busy = revoke.isPending || reissue.isPending;

  async function handleRevoke(certificate: AdminCertificate) {
    if (busy) return;
    const reason = await promptText({
      title: `Revoke certificate ${certificate._id}?`,
      label: 'Reason',
      confirmText: 'Revoke',
      requiredText: MESSAGES.certificates.reasonRequired,
      maxLength: CERTIFICATE_REVOKE_REASON_MAX,
      destructive: true,
    });
    if (reason === null) return;
    revoke.mutate(
      { id: certificate._id, reason },
      {
        onSuccess: () => void showSuccess('Revoked!', MESSAGES.certificates.revokedDone),
        onError: (error) => void showError(actionFailureText(MESSAGES.certificates.revokeFailed, error)),
      },
    );
  }

  async function handleReissue(certificate: AdminCertificate) {
    if (busy) return;
    const confirmed = await confirmAction({
      title: `Re-issue certificate ${certificate._id}?`,
      text: `A new certificate with a new id is signed over ${certificate.name}'s current name, and this one is revoked.`,
      confirmText: 'Re-issue',
    });
    if (!confirmed) return;
    reissue.mutate(certificate._id, {
      onSuccess: (issued) => void showSuccess('Re-issued!', `The new certificate is ${issued._id}.`),
      onError: (error) => void showError(actionFailureText(MESSAGES.certificates.reissueFailed, error)),
    });
  }

  return { busy, revoke: handleRevoke, reissue: handleReissue };
}

/** The columns after '#' and 'ID' up to the row's actions. */
const CERTIFICATE_COLUMNS: AdminColumn<AdminCertificate>[] = [
  {
    header: 'Learner',
    className: 'admin-wrap',
    cell: (certificate) => (
      <>
        <span className="d-block">{certificate.name}</span>
        {certificate.user_email ? (
          <span className="small text-body-secondary">{certificate.user_email}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Program', className: 'admin-wrap', cell: (certificate) => certificate.program },
  { header: 'Issued', className: 'admin-date', cell: (certificate) => formatDate(certificate.issued_at) },
  {
    header: 'Status',
    className: 'admin-wrap',
    cell: (certificate) =>
      certificate.revoked ? (
        <>
          <span className="badge text-bg-warning">Revoked</span>
          {certificate.revoked_reason ? (
            <span className="d-block small">{certificate.revoked_reason}</span>
          ) : null}
        </>
      ) : (
        <span className="badge text-bg-success">Valid</span>
      ),
  },
];

/**
 * /admin/certificates: every certificate, newest first; search by name, program or id; revoke
 * with a reason, or re-issue (a new id over the learner's current name, the old one revoked);
 * issue one by hand to a learner for a program.
 */
export function CertificatesPage() {
  const controls = useListControls();
  const certificates = useCertificates(controls.params);
  const actions = useCertificateActions();
  const [issuing, setIssuing] = useState(false);

  const columns: AdminColumn<AdminCertificate>[] = [
    ...CERTIFICATE_COLUMNS,
    {
      header: 'Actions',
      cell: (certificate) => (
        <div className="d-flex flex-wrap gap-1">
          <Link className="btn btn-sm btn-outline-teal" to={pagePath('verify', { id: certificate._id })}>
            View<span className="visually-hidden"> certificate {certificate._id}</span>
          </Link>
          {certificate.revoked ? null : (
            <RowActionButton
              label="Revoke"
              subject={`certificate ${certificate._id}`}
              variant="outline-danger"
              onClick={() => void actions.revoke(certificate)}
              disabled={actions.busy}
            />
          )}
          <RowActionButton
            label="Re-issue"
            subject={`certificate ${certificate._id}`}
            variant="outline-teal"
            onClick={() => void actions.reissue(certificate)}
            disabled={actions.busy}
          />
        </div>
      ),
    },
  ];

  return (
    <AdminList
      title="Certificates"
      searchLabel="Search certificates"
      searchPlaceholder="Search by name, program or certificate id"
      controls={controls}
      query={certificates}
      failedText={MESSAGES.certificates.fetchFailed}
      emptyText={MESSAGES.certificates.noneFound}
      columns={columns}
      toolbar={
        <AddButton icon={IconPlusLg} onClick={() => setIssuing(true)}>
          Issue Certificate
        </AddButton>
      }
    >
      {issuing ? (
        <IssueCertificateModal
          onClose={() => setIssuing(false)}
          onIssued={() => {
            // The list is newest first: its first page, unfiltered, shows the new certificate.
            controls.setSearch('');
            controls.setPage(1);
          }}
        />
      ) : null}
    </AdminList>
  );
}
