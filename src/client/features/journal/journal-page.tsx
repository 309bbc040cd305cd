import { JournalStatsPanel, JournalTradeTable } from '@client/components/journal-stats.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { JOURNAL_LIMITS, type JournalStatGroup } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { accountLabel, type JournalAccountChoice } from './account-label.ts';
import { type JournalFilters, useJournal, useJournalStats, useSimAccounts } from './api/journal.ts';
import { ManualTradeForm } from './components/manual-trade-form.tsx';
import { PlanForm } from './components/plan-form.tsx';
import { ReviewList } from './components/review-list.tsx';

/**
 * /journal (docs/product.md §23.5): the learner's trades with filters (account, dates, setup), the
 * statistics panel with the equity curve in R, a plan written before entry, and the mentor's
 * weekly reviews to acknowledge.
 */
export function JournalPage() {
  useDocumentTitle('Trading journal');
  const token = useToken();
  const [params] = useSearchParams();
  // The simulator links here with its account chosen.
  const [filters, setFilters] = useState<JournalFilters>(() => {
    const accountId = params.get('account_id');
    return accountId ? { account_id: accountId } : {};
  });
  const [group, setGroup] = useState<JournalStatGroup>('setup');
  const accounts = useSimAccounts();
  const stats = useJournalStats(filters.account_id ?? '', group);
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  const accountList = accounts.data ?? [];
  return (
    <div className="container py-5">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-4">
        <h1 className="section-title mb-0">Trading journal</h1>
        <Link to={CLIENT_ROUTES.simulator}>Open the simulator</Link>
      </div>
      {accountList.some((account) => account.blind && account.status === 'active') ? (
        <p className="alert alert-info">{MESSAGES.journal.blindWaits}</p>
      ) : null}
      <ReviewList />
      <Filters filters={filters} onChange={setFilters} accounts={accountList} />
      <QueryStates query={stats}>
        {(data) => <JournalStatsPanel stats={data} group={group} onGroup={setGroup} idPrefix="journal" />}
      </QueryStates>
      <TradeList filters={filters} onPage={(page) => setFilters({ ...filters, page: String(page) })} />
      <PlanForm accounts={accountList} />
      <ManualTradeForm />
    </div>
  );
}

function Filters({
  filters,
  onChange,
  accounts,
}: {
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  accounts: readonly JournalAccountChoice[];
}) {
  const set = (name: keyof JournalFilters, value: string) =>
    onChange({ ...filters, [name]: value, page: '' });
  return (
    <form
      className="row g-2 align-items-end mb-4"
      aria-label="Filter the journal"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="journal-account" className="form-label">
          Account
        </label>
        <select
          id="journal-account"
          className="form-select"
          value={filters.account_id ?? ''}
          onChange={(event) => set('account_id', event.target.value)}
        >
          <option value="">All accounts and manual trades</option>
          {accounts.map((account) => (
            <option key={account._id} value={account._id}>
              {accountLabel(account)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-lg-2">
        <label htmlFor="journal-from" className="form-label">
          Closed from
        </label>
        <input
          id="journal-from"
          type="date"
          className="form-control"
          value={filters.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
      </div>
      <div className="col-6 col-lg-2">
        <label htmlFor="journal-to" className="form-label">
          Closed to
        </label>
        <input
          id="journal-to"
          type="date"
          className="form-control"
          value={filters.to ?? ''}
          onChange={(e) => set('to', e.target.value)}
        />
      </div>
      <div className="col-sm-6 col-lg-3">
        <label htmlFor="journal-setup" className="form-label">
          Setup
        </label>
        <input
          id="journal-setup"
          className="form-control"
          maxLength={JOURNAL_LIMITS.label}
          value={filters.setup ?? ''}
          onChange={(e) => set('setup', e.target.value)}
        />
      </div>
    </form>
  );
}

function TradeList({ filters, onPage }: { filters: JournalFilters; onPage: (page: number) => void }) {
  const list = useJournal(filters);
  const page = Number(filters.page || 1);
  return (
    <section className="card mb-4" aria-labelledby="journal-trades-heading">
      <div className="card-body">
        <h2 id="journal-trades-heading" className="h5">
          Trades
        </h2>
        <QueryStates query={list}>
          {({ items, total }) => (
            <>
              <JournalTradeTable rows={items} caption="Journal trades, latest exit first" />
              <Pager page={page} total={total} onPage={onPage} />
            </>
          )}
        </QueryStates>
      </div>
    </section>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / JOURNAL_LIMITS.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label="Journal pages" className="d-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-teal"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="small">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-teal"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
