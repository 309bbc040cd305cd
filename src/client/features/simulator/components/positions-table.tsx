import { type Column, DataTable } from '@client/components/data-table.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import { formatCount } from '@client/lib/format.ts';
import type { SimAccount } from '@contract/sim-account.ts';
import { formatRupeeText } from '../money-text.ts';
import { PnlAmount } from './pnl-amount.tsx';

/** The open positions at the account's date: a negative quantity is an intraday (MIS) short. */
type Position = SimAccount['positions'][number];

export function PositionsTable({
  positions,
  onPick,
}: {
  positions: SimAccount['positions'];
  /** Shows a position's symbol on the chart and the ticket. */
  onPick: (symbol: string) => void;
}) {
  const columns: Column<Position>[] = [
    {
      header: 'Symbol',
      rowHeader: true,
      cell: (position) => (
        <button
          type="button"
          className="btn btn-link p-0 fw-semibold"
          onClick={() => onPick(position.symbol)}
        >
          {position.symbol}
        </button>
      ),
    },
    { header: 'Product', cell: (position) => position.product },
    { header: 'Qty', align: 'end', cell: (position) => formatCount(position.quantity) },
    { header: 'Avg price', align: 'end', cell: (position) => formatRupeeText(position.average_price) },
    { header: 'Market price', align: 'end', cell: (position) => formatRupeeText(position.market_price) },
    {
      header: 'Unrealised P&L',
      align: 'end',
      cell: (position) => <PnlAmount value={position.unrealised_pnl} />,
    },
  ];
  return (
    <section aria-labelledby="sim-positions" className="mb-4">
      <h2 id="sim-positions" className="h5 text-navy">
        Positions
      </h2>
      {positions.length === 0 ? (
        <p className="text-body-secondary">No open positions.</p>
      ) : (
        <ScrollTable label="Positions table">
          <DataTable
            className="table table-sm align-middle sim-table"
            columns={columns}
            rows={positions}
            rowKey={(position) => `${position.symbol}-${position.product}`}
          />
        </ScrollTable>
      )}
    </section>
  );
}
