import { QueryStates } from '@client/components/query-states.tsx';
import { formatSimDate } from '@client/lib/format.ts';
import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { SimAccount } from '@contract/sim-account.ts';
import { Link } from 'react-router';
import { useSimAccounts } from '../api/get-sim-accounts.ts';
import { formatRupeeText } from '../money-text.ts';
import { ACCOUNT_MODE_LABELS, ACCOUNT_STATUS_LABELS, STATUS_BADGES } from '../sim-words.ts';
import { NewChallengeForm, NewReplayForm } from './new-account-forms.tsx';

/** The simulator's first screen: the learner's accounts, and the two ways to start a new one. */
export function AccountsHome({
  overview,
  accountHref,
  onCreated,
}: {
  overview: EndpointOutput<'simOverview'>;
  accountHref: (accountId: string) => string;
  onCreated: (account: SimAccount) => void;
}) {
  const accounts = useSimAccounts();
  return (
    <>
      <section aria-labelledby="sim-accounts" className="mb-4">
        <h2 id="sim-accounts" className="h4 text-navy">
          My accounts
        </h2>
        <QueryStates
          query={accounts}
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-body-secondary">No accounts yet: start one below.</p>}
        >
          {(list) => (
            <ul className="list-unstyled row g-3">
              {list.map((account) => (
                <li key={account._id} className="col-md-6 col-xl-4">
                  <div className="border rounded p-3 h-100 bg-white">
                    <p className="fw-semibold mb-1">
                      <Link to={accountHref(account._id)}>
                        {ACCOUNT_MODE_LABELS[account.mode]} from {formatSimDate(account.start_date)}
                      </Link>
                      <span className={`badge ms-2 ${STATUS_BADGES[account.status]}`}>
                        {ACCOUNT_STATUS_LABELS[account.status]}
                      </span>
                    </p>
                    <p className="small text-body-secondary mb-0">
                      {account.program_title ? `${account.program_title} · ` : ''}At{' '}
                      {formatSimDate(account.sim_date)} · Equity {formatRupeeText(account.equity)} of{' '}
                      {formatRupeeText(account.starting_capital)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
      {overview.first_date === null || overview.latest_date === null ? (
        <p className="alert alert-info">{MESSAGES.simulator.noMarketData}</p>
      ) : (
        <div className="row g-4">
          <div className="col-lg-6">
            <NewReplayForm overview={overview} onCreated={onCreated} />
          </div>
          <div className="col-lg-6">
            <NewChallengeForm overview={overview} onCreated={onCreated} />
          </div>
        </div>
      )}
    </>
  );
}
