import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { formatCount, formatDate, formatDateTime } from '@client/lib/format.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import { MARKET_IMPORT_FORMAT_LABELS, type MarketStatus } from '@contract/simulator.ts';
import { useId } from 'react';
import { useMarketStatus } from '../api/get-market-status.ts';
import { AccessDenied } from '../components/access-denied.tsx';
import { MarketImport } from '../components/market-import.tsx';
import { loadFailure } from '../utils/failure-text.ts';

/** A trading day ('2026-01-02') as the site writes dates: '02 Jan 2026'; '—' for none. */
const tradingDay = (date: string | null) => (date ? formatDate(date) : '—');

/**
 * /admin/market (docs/product.md §14.9, ADR 033): what market data the simulator has (symbols, the range of
 * days, the latest day learners may see under the lag, the last import), and the bhavcopy import.
 * The status is asked for again after each file is imported.
 */
export function MarketPage() {
  useDocumentTitle('Admin Market data');
  const headingId = useId();
  const status = useMarketStatus();

  if (status.isError) {
    const failure = loadFailure(status.error, MESSAGES.simulatorAdmin.fetchMarketStatusFailed);
    if (failure.unauthorized) return <AccessDenied message={failure.text} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="h3 mb-3">
        Market data
      </h1>
      {status.data ? (
        <MarketStatusCard status={status.data} />
      ) : status.isError ? (
        <LoadError
          text={MESSAGES.simulatorAdmin.fetchMarketStatusFailed}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <LoadingStatus text={MESSAGES.generic.loading} />
      )}
      <MarketImport />
    </section>
  );
}

function MarketStatusCard({ status }: { status: MarketStatus }) {
  const headingId = useId();
  const last = status.last_import;
  const figures = [
    { label: 'Symbols', value: formatCount(status.symbols) },
    { label: 'First day', value: tradingDay(status.first_date) },
    { label: 'Last day', value: tradingDay(status.last_date) },
    { label: 'Learners see up to', value: tradingDay(status.latest_visible_date) },
  ];
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          Status
        </h2>
        {status.symbols === 0 && last === null ? (
          <p className="text-body-secondary">{MESSAGES.simulatorAdmin.noMarketData}</p>
        ) : null}
        <dl className="row g-3 mb-2 market-figures">
          {figures.map((figure) => (
            <div key={figure.label} className="col-6 col-xl-3">
              <dt className="small text-body-secondary fw-normal">{figure.label}</dt>
              <dd className="fs-5 fw-semibold mb-0">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary">
          Learners see no bar later than today (IST) minus {formatCount(status.lag_days)} days.
          {status.last_date && status.last_date > status.latest_visible_date
            ? ` Bars after ${tradingDay(status.latest_visible_date)} are imported but stay hidden until the lag passes.`
            : ''}
        </p>
        <h3 className="h6 mb-1">Last import</h3>
        {last ? (
          <p className="mb-0">
            <span className="fw-semibold text-break">{last.file_name}</span>,{' '}
            {formatDateTime(last.created_on)} IST: {formatCount(last.rows)} rows,{' '}
            {formatCount(last.instruments)} instruments, {formatCount(last.bars)} bars,{' '}
            {formatCount(last.skipped_total)} skipped
            {last.first_date
              ? last.first_date === last.last_date
                ? ` (${tradingDay(last.first_date)})`
                : ` (${tradingDay(last.first_date)} to ${tradingDay(last.last_date)})`
              : ''}
            .
          </p>
        ) : (
          <p className="mb-0 text-body-secondary">None yet.</p>
        )}
        {last ? <LastImportSeries last={last} /> : null}
      </div>
    </section>
  );
}

/** The last import's layout and its bars by series (ADR 053); nothing for an import recorded before them. */
function LastImportSeries({ last }: { last: NonNullable<MarketStatus['last_import']> }) {
  const stored = last.stored_by_series ?? [];
  if (!last.format && stored.length === 0) return null;
  const format = last.format ? MARKET_IMPORT_FORMAT_LABELS[last.format] : undefined;
  const bySeries = stored.map((entry) => `${entry.series} ${formatCount(entry.bars)}`).join(', ');
  return (
    <p className="small text-body-secondary mb-0">
      {format ? `Read as the ${format}.` : ''}
      {format && bySeries ? ' ' : ''}
      {bySeries ? `Bars by series: ${bySeries}.` : ''}
    </p>
  );
}
