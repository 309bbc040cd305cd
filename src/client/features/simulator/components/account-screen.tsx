import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus, PageLoading } from '@client/components/loading-status.tsx';
import { formatSimDate } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { isSimAlias, type SimAccount, type SimOrder } from '@contract/sim-account.ts';
import { useMemo } from 'react';
import { useSimAccount } from '../api/get-sim-account.ts';
import { useSimBars } from '../api/get-sim-bars.ts';
import { useSimOrders } from '../api/get-sim-orders.ts';
import { type FillMarker, fillMarkers } from '../chart-data.ts';
import { compareSimDates } from '../sim-dates.ts';
import { ACCOUNT_MODE_LABELS, ACCOUNT_STATUS_LABELS, STATUS_BADGES } from '../sim-words.ts';
import { ChallengePanel } from './challenge-panel.tsx';
import { EquityChart } from './equity-chart.tsx';
import { InstrumentSearch } from './instrument-search.tsx';
import { OrderTicket } from './order-ticket.tsx';
import { OpenOrders, OrderHistory } from './orders-tables.tsx';
import { PositionsTable } from './positions-table.tsx';
import { PriceChart } from './price-chart.tsx';
import { StepButton } from './step-button.tsx';
import { SummaryCards } from './summary-cards.tsx';

/**
 * One account's trading screen: the day it stands on with Next day, the summary, the challenge's
 * progress, the instrument search, chart and ticket, positions, orders and the equity curve.
 */
export function AccountScreen({
  accountId,
  symbol,
  onPickSymbol,
}: {
  accountId: string;
  symbol: string | null;
  onPickSymbol: (symbol: string) => void;
}) {
  const account = useSimAccount(accountId);
  if (account.isPending) return <PageLoading />;
  if (account.isError) {
    return <LoadError retrying={account.isFetching} onRetry={() => void account.refetch()} />;
  }
  // An alias picked while the challenge was blind names nothing once its end reveals the real symbols.
  const picked = symbol !== null && !account.data.blind && isSimAlias(symbol) ? null : symbol;
  return (
    <AccountView
      account={account.data}
      symbol={picked ?? account.data.positions[0]?.symbol ?? null}
      onPickSymbol={onPickSymbol}
    />
  );
}

function AccountView({
  account,
  symbol,
  onPickSymbol,
}: {
  account: SimAccount;
  symbol: string | null;
  onPickSymbol: (symbol: string) => void;
}) {
  const orders = useSimOrders(account._id);
  const bars = useSimBars(account._id, symbol, account.sim_date);
  const markers = useMemo(
    () => (symbol && orders.data ? fillMarkers(orders.data, symbol) : []),
    [orders.data, symbol],
  );
  const lastBar = bars.data?.at(-1);

  return (
    <>
      <AccountHeader account={account} />
      <BlindNote account={account} />
      <SummaryCards account={account} />
      {account.challenge ? <ChallengePanel account={account} challenge={account.challenge} /> : null}
      <div className="row g-4 mb-4">
        <div className="col-lg-8">
          <div className="card shadow-sm border-0 h-100">
            <div className="card-body">
              <InstrumentSearch
                onPick={onPickSymbol}
                blindAccountId={account.blind ? account._id : undefined}
              />
              <div className="mt-3">
                <SymbolChart symbol={symbol} bars={bars} markers={markers} />
              </div>
            </div>
          </div>
        </div>
        <div className="col-lg-4">
          <OrderTicket
            key={symbol ?? ''}
            account={account}
            symbol={symbol}
            lastClose={lastBar?.close ?? null}
            series={lastBar?.series ?? null}
          />
        </div>
      </div>
      <PositionsTable positions={account.positions} onPick={onPickSymbol} />
      <AccountOrders account={account} orders={orders} />
      <EquityChart accountId={account._id} />
    </>
  );
}

/** The account's kind and status, where it started, and Next day (or why there is none). */
function AccountHeader({ account }: { account: SimAccount }) {
  // A blind challenge does not know its calendar (latest_date is null): the step's 409 says when it is at the end.
  const atLatest = account.latest_date !== null && account.sim_date >= account.latest_date;
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-3">
      <div>
        <h2 className="h4 mb-1">
          {ACCOUNT_MODE_LABELS[account.mode]}
          <span className={`badge ms-2 align-middle fs-6 ${STATUS_BADGES[account.status]}`}>
            {ACCOUNT_STATUS_LABELS[account.status]}
          </span>
        </h2>
        <p className="small text-body-secondary mb-0">
          {account.program_title ? `${account.program_title} · ` : ''}Started{' '}
          {formatSimDate(account.start_date)} · Brokerage ₹{account.brokerage} per order
        </p>
      </div>
      <div className="text-lg-end">
        <StepButton account={account} />
        {atLatest && account.status === 'active' ? (
          <p className="small text-body-secondary mt-2 mb-0 sim-step-note">{MESSAGES.simulator.noNextDay}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A challenge's disguise in plain words (docs/product.md §24): while it runs, that names, dates and prices
 * are disguised; once it has ended, that the review below shows them as they were.
 */
function BlindNote({ account }: { account: SimAccount }) {
  if (account.blind) {
    return (
      <p className="alert alert-info py-2 small" data-testid="sim-blind-note">
        {MESSAGES.simulator.blindNote}
      </p>
    );
  }
  if (account.mode === 'challenge' && account.status !== 'active') {
    return (
      <p className="alert alert-secondary py-2 small" data-testid="sim-blind-note">
        {MESSAGES.simulator.blindRevealed}
      </p>
    );
  }
  return null;
}

/** The picked symbol's chart once its bars are in. */
function SymbolChart({
  symbol,
  bars,
  markers,
}: {
  symbol: string | null;
  bars: ReturnType<typeof useSimBars>;
  markers: FillMarker[];
}) {
  if (symbol === null)
    return <p className="text-body-secondary mb-0">Pick an instrument to see its chart.</p>;
  if (bars.isPending) return <LoadingStatus text={MESSAGES.generic.loading} />;
  if (bars.isError) {
    return (
      <LoadError text={bars.error.message} retrying={bars.isFetching} onRetry={() => void bars.refetch()} />
    );
  }
  return <PriceChart symbol={symbol} bars={bars.data} markers={markers} />;
}

/** Open orders first; then the ended ones, the most recently closed first. */
function splitOrders(orders: SimOrder[]) {
  return {
    open: orders.filter((order) => order.status === 'open'),
    ended: orders
      .filter((order) => order.status !== 'open')
      .sort((a, b) => compareSimDates(b.closed_date ?? '', a.closed_date ?? '')),
  };
}

function AccountOrders({
  account,
  orders,
}: {
  account: SimAccount;
  orders: ReturnType<typeof useSimOrders>;
}) {
  if (orders.isPending) return <LoadingStatus text={MESSAGES.generic.loading} />;
  if (orders.isError) return <LoadError retrying={orders.isFetching} onRetry={() => void orders.refetch()} />;
  const { open, ended } = splitOrders(orders.data);
  return (
    <>
      <OpenOrders accountId={account._id} orders={open} canTrade={account.status === 'active'} />
      <OrderHistory orders={ended} />
    </>
  );
}
