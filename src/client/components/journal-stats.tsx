import './journal-stats.css';
import { formatPaise, formatSimDate } from '@client/lib/format.ts';
import type {
  JournalStatGroup,
  JournalStats,
  JournalSummary,
  JournalTradeSummary,
} from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { rupeesToPaise } from '@contract/money.ts';
import { pagePath } from '@contract/routes.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from './data-table.tsx';

/**
 * A journal's statistics (docs/product.md §23.3), as the learner and their mentor read them: the
 * figures, a table by setup, month or weekday, and the equity curve in R as a small SVG (Chart.js is
 * the admin dashboard's and loads there only).
 */

/** An API amount ("1234.50", "-60.00") as the site writes money. */
export function rupeeText(text: string | null): string {
  return text === null ? '—' : formatPaise(rupeesToPaise(text), { exact: true });
}

const GROUP_LABELS: Record<JournalStatGroup, string> = { setup: 'Setup', month: 'Month', weekday: 'Weekday' };

function figures(summary: JournalSummary): [string, string][] {
  return [
    ['Trades', String(summary.trades)],
    ['Win rate', `${summary.win_rate} %`],
    ['Average win', rupeeText(summary.average_win)],
    ['Average loss', rupeeText(summary.average_loss)],
    ['Payoff ratio', summary.payoff_ratio ?? '—'],
    ['Expectancy', rupeeText(summary.expectancy)],
    ['Expectancy in R', summary.expectancy_r === null ? '—' : `${summary.expectancy_r} R`],
    ['Profit factor', summary.profit_factor ?? '—'],
    ['Net P&L', rupeeText(summary.net_pnl)],
    ['Longest losing run', String(summary.largest_losing_run)],
    ['Max drawdown', rupeeText(summary.max_drawdown)],
  ];
}

export function JournalStatsPanel({
  stats,
  group,
  onGroup,
  idPrefix,
}: {
  stats: JournalStats;
  group: JournalStatGroup;
  onGroup: (group: JournalStatGroup) => void;
  idPrefix: string;
}) {
  return (
    <section className="card mb-4" aria-labelledby={`${idPrefix}-stats-heading`}>
      <div className="card-body">
        <h2 id={`${idPrefix}-stats-heading`} className="h5">
          Statistics
        </h2>
        <dl className="row row-cols-2 row-cols-md-4 g-2 mb-3 journal-figures">
          {figures(stats.overall).map(([label, value]) => (
            <div key={label} className="col">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="fw-semibold mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <EquityCurveR points={stats.equity_r} />
        <div className="d-flex align-items-center gap-2 mt-3 mb-2">
          <label htmlFor={`${idPrefix}-group`} className="form-label mb-0">
            By
          </label>
          <select
            id={`${idPrefix}-group`}
            className="form-select form-select-sm w-auto"
            value={group}
            onChange={(event) => onGroup(event.target.value as JournalStatGroup)}
          >
            {(Object.keys(GROUP_LABELS) as JournalStatGroup[]).map((key) => (
              <option key={key} value={key}>
                {GROUP_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <ScrollingTable label={`Statistics by ${GROUP_LABELS[stats.group].toLowerCase()}`}>
          <DataTable
            className="table table-sm align-middle"
            caption={`Statistics by ${GROUP_LABELS[stats.group].toLowerCase()}`}
            captionClassName="visually-hidden"
            rows={stats.groups}
            rowKey={(row) => row.key}
            empty="No trades yet."
            columns={[
              { header: GROUP_LABELS[stats.group], rowHeader: true, cell: (row) => row.key || 'No setup' },
              { header: 'Trades', align: 'end', cell: (row) => row.trades },
              {
                header: 'Win rate',
                align: 'end',
                className: 'text-nowrap',
                cell: (row) => `${row.win_rate} %`,
              },
              {
                header: 'Expectancy',
                align: 'end',
                className: 'text-nowrap',
                cell: (row) => rupeeText(row.expectancy),
              },
              { header: 'R', align: 'end', cell: (row) => row.expectancy_r ?? '—' },
              {
                header: 'Net P&L',
                align: 'end',
                className: 'text-nowrap',
                cell: (row) => rupeeText(row.net_pnl),
              },
            ]}
          />
        </ScrollingTable>
      </div>
    </section>
  );
}

const tradeCount = (count: number) => `${count} ${count === 1 ? 'trade' : 'trades'}`;

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

/** Cumulative R after each trade with a planned stop, as a line with a zero axis. */
export function EquityCurveR({ points }: { points: JournalStats['equity_r'] }) {
  if (points.length === 0) {
    return (
      <p className="small text-body-secondary mb-0">
        The equity curve in R appears once a trade has a planned stop.
      </p>
    );
  }
  const values = [0, ...points.map((point) => Number(point.r))];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, values.length - 1);
  const y = (value: number) => PAD + ((high - value) * (HEIGHT - 2 * PAD)) / span;
  const path = values
    .map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(value).toFixed(1)}`)
    .join(' ');
  const last = points.at(-1)!;
  return (
    <figure className="mb-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-100 journal-r-curve"
        role="img"
        aria-label={`Equity curve in R over ${tradeCount(points.length)}, ending at ${last.r} R`}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className="journal-r-zero" />
        <path d={path} className="journal-r-line" fill="none" />
      </svg>
      <figcaption className="small text-body-secondary">
        Equity curve in R: {last.r} R after {tradeCount(points.length)} with a planned stop.
      </figcaption>
    </figure>
  );
}

/** A trade's P&L with its sign in words as well as in colour. */
export function PnlText({ pnl }: { pnl: string }) {
  const negative = pnl.startsWith('-');
  const zero = Number(pnl) === 0;
  return <span className={zero ? '' : negative ? 'text-danger' : 'text-success'}>{rupeeText(pnl)}</span>;
}

export function JournalTradeTable({
  rows,
  caption,
}: {
  rows: readonly JournalTradeSummary[];
  caption: string;
}) {
  return (
    <ScrollingTable label={caption}>
      <DataTable
        className="table table-sm align-middle"
        caption={caption}
        captionClassName="visually-hidden"
        rows={rows}
        rowKey={(row) => row._id}
        empty={MESSAGES.journal.empty}
        columns={[
          {
            header: 'Trade',
            rowHeader: true,
            cell: (row) => (
              <Link to={pagePath('journalTrade', { tradeId: row._id })}>
                {row.side === 'long' ? 'Long' : 'Short'} {row.quantity} {row.symbol}
              </Link>
            ),
          },
          { header: 'Closed', className: 'text-nowrap', cell: (row) => formatSimDate(row.exit_date) },
          { header: 'Setup', cell: (row) => row.setup || '—' },
          { header: 'P&L', align: 'end', className: 'text-nowrap', cell: (row) => <PnlText pnl={row.pnl} /> },
          { header: 'R', align: 'end', cell: (row) => row.r_multiple ?? '—' },
          {
            header: 'Plan',
            cell: (row) => (row.plan_before_entry ? 'Before entry' : '—'),
          },
          { header: 'Comments', align: 'end', cell: (row) => row.comments },
        ]}
      />
    </ScrollingTable>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard to scroll it. */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls sideways, and the keyboard must reach it to scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
    <section className="table-responsive" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
