import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { MESSAGES } from '@contract/messages.ts';
import { useSimLeaderboard } from '../api/get-sim-leaderboard.ts';
import { formatPercentText } from '../money-text.ts';
import { ACCOUNT_STATUS_LABELS } from '../sim-words.ts';
import { ScrollTable } from './scroll-table.tsx';

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
      {board.isPending ? (
        <LoadingStatus text={MESSAGES.generic.loading} />
      ) : board.isError ? (
        <LoadError retrying={board.isFetching} onRetry={() => void board.refetch()} />
      ) : board.data.entries.length === 0 ? (
        <p className="text-body-secondary mb-0">No challenge attempts yet.</p>
      ) : (
        <ScrollTable label="Leaderboard table">
          <table className="table table-sm align-middle mb-0 sim-table">
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col" className="text-end">
                  Return
                </th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Trading days
                </th>
              </tr>
            </thead>
            <tbody>
              {board.data.entries.map((entry) => (
                <tr
                  key={entry.rank}
                  className={entry.mine ? 'table-info' : undefined}
                  aria-current={entry.mine ? 'true' : undefined}
                >
                  <td>{entry.rank}</td>
                  <th scope="row" className="fw-normal">
                    {entry.name}
                    {entry.mine ? <span className="badge text-bg-primary ms-2">You</span> : null}
                  </th>
                  <td className="text-end">{formatPercentText(entry.return_percent, { signed: true })}</td>
                  <td>{ACCOUNT_STATUS_LABELS[entry.status]}</td>
                  <td className="text-end">{entry.trading_days}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
