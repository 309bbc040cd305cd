import { DataTable } from '@client/components/data-table.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatCount } from '@client/lib/format.ts';
import type { ConsentCounts } from '@contract/privacy.ts';
import { useConsentCounts } from '../api/get-consent-counts.ts';

const PURPOSE_LABELS = { marketing_email: 'Marketing e-mail', leaderboard_name: 'Leaderboard name' } as const;
type CountRow = ConsentCounts['rows'][number];

/** Present choices by purpose and the notice version they were made under, and acknowledgements. */
export function ConsentCountsSection() {
  const counts = useConsentCounts();
  return (
    <section className="card mb-4" aria-labelledby="consent-counts-heading">
      <div className="card-body">
        <h2 id="consent-counts-heading" className="h5">
          Consents
        </h2>
        <QueryStates query={counts}>
          {(data) => (
            <>
              <div className="table-responsive">
                <DataTable<CountRow>
                  className="table table-sm align-middle"
                  caption="Consents by purpose and notice version"
                  captionClassName="visually-hidden"
                  rows={data.rows}
                  rowKey={(row) => `${row.purpose}-${row.notice_version}`}
                  empty="No learner has made a choice yet."
                  columns={[
                    { header: 'Purpose', rowHeader: true, cell: (row) => PURPOSE_LABELS[row.purpose] },
                    { header: 'Notice version', align: 'end', cell: (row) => row.notice_version },
                    { header: 'Given', align: 'end', cell: (row) => formatCount(row.granted) },
                    { header: 'Withdrawn', align: 'end', cell: (row) => formatCount(row.withdrawn) },
                  ]}
                />
              </div>
              <p className="small mb-0">
                Notice acknowledged:{' '}
                {data.acknowledgements.length === 0
                  ? 'by nobody yet.'
                  : data.acknowledgements
                      .map((row) => `version ${row.notice_version} by ${formatCount(row.learners)}`)
                      .join('; ')}
              </p>
            </>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
