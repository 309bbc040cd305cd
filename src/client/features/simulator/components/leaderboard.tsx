import { type Column, DataTable } from '@client/components/data-table.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { useSimLeaderboard } from '../api/get-sim-leaderboard.ts';
import { formatPercentText } from '../money-text.ts';
import { ACCOUNT_STATUS_LABELS } from '../sim-words.ts';

type Entry = EndpointOutput<'simLeaderboard'>['entries'][number];

const COLUMNS: Column<Entry>[] = [
  { header: 'Rank', cell: (entry) => entry.rank },
  {
    header: 'Name',
    rowHeader: true,
    className: 'fw-normal',
    cell: (entry) => (
      <>
        {entry.name}
        {entry.mine ? <span className="badge text-bg-primary ms-2">You</span> : null}
      </>
    ),
  },
  {
    header: 'Return',
    align: 'end',
    cell: (entry) => formatPercentText(entry.return_percent, { signed: true }),
  },
  { header: 'Status', cell: (entry) => ACCOUNT_STATUS_LABELS[entry.status] },
  { header: 'Trading days', align: 'end', cell: (entry) => entry.trading_days },
];

/**
 * A program's challenge leaderboard: rank, the name each learner chose (or "Anonymous"), return,
 * status and trading days; the learner's own attempt is marked in words as well as colour.
 * Returns only: SEBI allows no monetary incentive, so there is no prize here or anywhere.
 */
export function Leaderboard({ programId }: { programId: string }) {
  const board = useSimLeaderboard(programId);
  return (
    <section aria-labelledby="sim-leaderboard">
      <h3 id="sim-leaderboard" className="h6 text-navy">
        Leaderboard{board.data ? `: ${board.data.program_title}` : ''}
      </h3>
      <QueryStates
        query={board}
        isEmpty={(data) => data.entries.length === 0}
        empty={<p className="text-body-secondary mb-0">No challenge attempts yet.</p>}
      >
        {(data) => (
          <ScrollTable label="Leaderboard table">
            <DataTable
              className="table table-sm align-middle mb-0 sim-table"
              columns={COLUMNS}
              rows={data.entries}
              rowKey={(entry) => entry.rank}
              rowProps={(entry) => (entry.mine ? { className: 'table-info', 'aria-current': 'true' } : {})}
            />
          </ScrollTable>
        )}
      </QueryStates>
    </section>
  );
}
