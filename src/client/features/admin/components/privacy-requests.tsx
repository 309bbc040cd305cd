import { DataTable } from '@client/components/data-table.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatCount, formatDateTime } from '@client/lib/format.ts';
import type { PrivacyRequests } from '@contract/privacy-rights.ts';
import { usePrivacyRequests } from '../api/privacy-requests.ts';

type Erasure = PrivacyRequests['erasures'][number];
type Export = PrivacyRequests['exports'][number];

const EXPORT_STATES = { preparing: 'Being prepared', ready: 'Ready', expired: 'Expired' } as const;

/**
 * Erasures in their 7-day grace period and exports prepared by the job (docs/product.md §18.3,
 * ADR 070). The learners are not yet erased, so their names and addresses show; the read is audited.
 */
export function PrivacyRequestsSection() {
  const requests = usePrivacyRequests();
  return (
    <section className="card mb-4" aria-labelledby="privacy-requests-heading">
      <div className="card-body">
        <h2 id="privacy-requests-heading" className="h5">
          Erasures and exports in progress
        </h2>
        <QueryStates query={requests}>
          {(data) => (
            <>
              <h3 className="h6">Erasures in their grace period</h3>
              <div className="table-responsive">
                <DataTable<Erasure>
                  className="table table-sm align-middle"
                  caption="Erasures in their grace period, soonest first"
                  captionClassName="visually-hidden"
                  rows={data.erasures}
                  rowKey={(row) => row.user_id}
                  empty="No erasure is waiting."
                  columns={[
                    { header: 'Learner', rowHeader: true, cell: (row) => row.name },
                    { header: 'Email', cell: (row) => row.email },
                    { header: 'Requested', cell: (row) => formatDateTime(row.requested_at) },
                    { header: 'Erased on', cell: (row) => formatDateTime(row.erase_after) },
                  ]}
                />
              </div>
              <h3 className="h6 mt-3">Data exports</h3>
              <div className="table-responsive">
                <DataTable<Export>
                  className="table table-sm align-middle"
                  caption="Data exports being prepared or ready, oldest first"
                  captionClassName="visually-hidden"
                  rows={data.exports}
                  rowKey={(row) => row._id}
                  empty="No export is being prepared."
                  columns={[
                    { header: 'Learner', rowHeader: true, cell: (row) => row.name },
                    { header: 'Email', cell: (row) => row.email },
                    { header: 'Requested', cell: (row) => formatDateTime(row.requested_at) },
                    { header: 'State', cell: (row) => EXPORT_STATES[row.status] },
                    { header: 'Estimate', align: 'end', cell: (row) => formatCount(row.estimate) },
                    {
                      header: 'Link expires',
                      cell: (row) => (row.expires_at ? formatDateTime(row.expires_at) : ''),
                    },
                  ]}
                />
              </div>
            </>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
