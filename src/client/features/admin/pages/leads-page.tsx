import { IconDownload } from '@client/components/icons/download.tsx';
import { showError, showSuccess } from '@client/lib/alerts.ts';
import { formatDateTime } from '@client/lib/format.ts';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type Lead } from '@contract/lead.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LEAD_KINDS, LEAD_STATUSES } from '@contract/vocabulary.ts';
import { useId, useState } from 'react';
import { exportLeads } from '../api/export-leads.ts';
import { type LeadFilters, useLeads } from '../api/get-leads.ts';
import { useMarkLeadContacted } from '../api/mark-lead-contacted.ts';
import { type AdminColumn, AdminList } from '../components/admin-list.tsx';
import { RowActionButton } from '../components/row-action-button.tsx';
import { useListControls } from '../hooks/use-list-controls.ts';
import { actionFailureText } from '../utils/failure-text.ts';

/** The kind and status filters and the CSV export, beside the list's heading. */
function LeadsToolbar({
  filters,
  onFilters,
  q,
}: {
  filters: LeadFilters;
  onFilters: (filters: LeadFilters) => void;
  q: string;
}) {
  const kindId = useId();
  const statusId = useId();
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    if (exporting) return;
    setExporting(true);
    try {
      await exportLeads(q, filters);
    } catch (error) {
      void showError(actionFailureText(MESSAGES.leads.exportFailed, error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <div>
        <label className="form-label small mb-1" htmlFor={kindId}>
          Kind
        </label>
        <select
          id={kindId}
          className="form-select form-select-sm"
          value={filters.kind}
          onChange={(event) => onFilters({ ...filters, kind: event.target.value as LeadFilters['kind'] })}
        >
          <option value="">All</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {LEAD_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="form-label small mb-1" htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          className="form-select form-select-sm"
          value={filters.status}
          onChange={(event) => onFilters({ ...filters, status: event.target.value as LeadFilters['status'] })}
        >
          <option value="">All</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline-teal"
        onClick={() => void handleExport()}
        aria-disabled={exporting}
      >
        <IconDownload className="me-1" />
        Export CSV
      </button>
    </div>
  );
}

/** The columns after '#' and 'ID'; `onContacted` marks an offer lead contacted. */
function leadColumns(onContacted: (lead: Lead) => void, busy: boolean): AdminColumn<Lead>[] {
  return [
    {
      header: 'Name',
      className: 'admin-wrap',
      cell: (lead) => (
        <>
          <span className="d-block">{lead.name ?? '—'}</span>
          <span className="small text-body-secondary">{LEAD_KIND_LABELS[lead.kind]}</span>
        </>
      ),
    },
    { header: 'Email', cell: (lead) => <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    {
      header: 'Course',
      className: 'admin-wrap',
      cell: (lead) => (
        <>
          <span className="d-block">{lead.course ?? '—'}</span>
          {lead.source_page ? (
            <span className="small text-body-secondary">From {lead.source_page}</span>
          ) : null}
        </>
      ),
    },
    { header: 'Status', cell: (lead) => LEAD_STATUS_LABELS[lead.status] },
    { header: 'Signed Up', cell: (lead) => formatDateTime(lead.created_at), className: 'admin-date' },
    {
      header: 'Actions',
      cell: (lead) =>
        lead.consent_to_contact && lead.status === 'new' ? (
          <RowActionButton
            label="Mark contacted"
            subject={lead.name ?? lead.email}
            variant="outline-teal"
            disabled={busy}
            onClick={() => onContacted(lead)}
          />
        ) : lead.contacted_at ? (
          <span className="small text-body-secondary">Contacted {formatDateTime(lead.contacted_at)}</span>
        ) : null,
    },
  ];
}

/**
 * /admin/leads (docs/product.md §16): offer and newsletter sign-ups; search, filter by kind and
 * status, mark an offer lead contacted, export every match as CSV.
 */
export function LeadsPage() {
  const controls = useListControls();
  const [filters, setFilters] = useState<LeadFilters>({ kind: '', status: '' });
  const leads = useLeads(controls.params, filters);
  const markContacted = useMarkLeadContacted();

  function handleFilters(next: LeadFilters) {
    setFilters(next);
    controls.setPage(1);
  }

  function handleContacted(lead: Lead) {
    if (markContacted.isPending) return;
    markContacted.mutate(lead._id, {
      onSuccess: () => void showSuccess('Contacted!', MESSAGES.leads.markedContacted),
      onError: (error) => void showError(actionFailureText(MESSAGES.leads.markFailed, error)),
    });
  }

  return (
    <AdminList
      title="Leads"
      searchLabel="Search leads"
      searchPlaceholder="Search by name, email, course or page"
      controls={controls}
      query={leads}
      failedText={MESSAGES.leads.fetchFailed}
      emptyText={MESSAGES.leads.noLeads}
      columns={leadColumns(handleContacted, markContacted.isPending)}
      toolbar={<LeadsToolbar filters={filters} onFilters={handleFilters} q={controls.params.q} />}
    />
  );
}
