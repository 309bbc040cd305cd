import { DataTable } from '@client/components/data-table.tsx';
import { PnlText, rupeeText, ScrollingTable } from '@client/components/journal-stats.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { formatSimDate } from '@client/lib/format.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { JournalTrade } from '@contract/journal.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTrade } from './api/journal.ts';
import { NotesForm, NotesView } from './components/notes-form.tsx';
import { PicturePanel } from './components/picture-panel.tsx';
import { Thread } from './components/thread.tsx';

/**
 * /journal/:tradeId (docs/product.md §23.5): a trade's facts and fills, its chart picture, the
 * learner's notes (a form for the learner, read-only for the mentor) and the mentor thread.
 */
export function TradePage() {
  const { tradeId = '' } = useParams();
  const token = useToken();
  const trade = useTrade(tradeId);
  useDocumentTitle(trade.data ? `${trade.data.symbol} trade · Trading journal` : 'Trading journal');
  if (token === null) return <Navigate to={CLIENT_ROUTES.login} replace />;
  return (
    <div className="container py-5">
      <QueryStates query={trade} failedText="This trade could not be loaded, or it is not yours to see.">
        {(data) => <TradeView trade={data} />}
      </QueryStates>
    </div>
  );
}

function TradeView({ trade }: { trade: JournalTrade }) {
  return (
    <>
      {trade.mine || !trade.program_id ? (
        <Link to={CLIENT_ROUTES.journal} className="small d-inline-block mb-3">
          Back to the journal
        </Link>
      ) : (
        // The mentor came from the learner's page in the admin area.
        <Link
          to={pagePath('adminMentoringLearner', { programId: trade.program_id, learnerId: trade.learner_id })}
          className="small d-inline-block mb-3"
        >
          Back to {trade.learner_name}
        </Link>
      )}
      <h1 className="section-title mb-1">
        {trade.side === 'long' ? 'Long' : 'Short'} {trade.quantity} {trade.symbol}
      </h1>
      <p className="text-body-secondary mb-4">
        {trade.source === 'manual' ? 'Entered by hand' : `Simulator, ${trade.product}`}
        {trade.mine ? null : ` · ${trade.learner_name}`}
      </p>
      <Facts trade={trade} />
      <PicturePanel trade={trade} />
      <section className="card mb-4" aria-labelledby="notes-heading">
        <div className="card-body">
          <h2 id="notes-heading" className="h5">
            Notes
          </h2>
          {trade.mine ? <NotesForm trade={trade} /> : <NotesView trade={trade} />}
        </div>
      </section>
      <Thread trade={trade} />
    </>
  );
}

function Facts({ trade }: { trade: JournalTrade }) {
  const facts: [string, ReactNode][] = [
    ['Entry', `${formatSimDate(trade.entry_date)} at ${rupeeText(trade.entry_price)}`],
    ['Exit', `${formatSimDate(trade.exit_date)} at ${rupeeText(trade.exit_price)}`],
    ['Held', `${trade.holding_days} ${trade.holding_days === 1 ? 'day' : 'days'}`],
    ['Brokerage', rupeeText(trade.brokerage)],
    ['P&L after brokerage', <PnlText key="pnl" pnl={trade.pnl} />],
    ['R multiple', trade.r_multiple === null ? 'Set a planned stop to see R' : `${trade.r_multiple} R`],
    ['MAE', rupeeText(trade.mae)],
    ['MFE', rupeeText(trade.mfe)],
    [
      'Plan',
      trade.plan_before_entry ? 'Written before entry' : trade.plan ? 'Written after entry' : 'None yet',
    ],
  ];
  return (
    <section className="card mb-4" aria-labelledby="facts-heading">
      <div className="card-body">
        <h2 id="facts-heading" className="h5">
          The trade
        </h2>
        <dl className="row row-cols-2 row-cols-md-3 g-2">
          {facts.map(([label, value]) => (
            <div key={label} className="col">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="fw-semibold mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <ScrollingTable label="Fills">
          <DataTable
            className="table table-sm align-middle mb-0"
            caption="Fills"
            captionClassName="caption-top fw-semibold text-body"
            rows={trade.fills.map((fill, i) => ({ ...fill, i }))}
            rowKey={(fill) => fill.i}
            columns={[
              {
                header: 'Date',
                rowHeader: true,
                className: 'text-nowrap',
                cell: (fill) => formatSimDate(fill.date),
              },
              { header: 'Side', cell: (fill) => (fill.side === 'buy' ? 'Buy' : 'Sell') },
              { header: 'Quantity', align: 'end', cell: (fill) => fill.quantity },
              { header: 'Price', align: 'end', cell: (fill) => rupeeText(fill.price) },
              { header: 'Role', cell: (fill) => (fill.role === 'entry' ? 'Entry' : 'Exit') },
            ]}
          />
        </ScrollingTable>
      </div>
    </section>
  );
}
