import { type Column, DataTable } from '@client/components/data-table.tsx';
import { ScrollTable } from '@client/components/scroll-table.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { formatCount, formatSimDate } from '@client/lib/format.ts';
import type { SimOrder } from '@contract/sim-account.ts';
import { type ReactNode, useState } from 'react';
import { useCancelSimOrder } from '../api/cancel-sim-order.ts';
import { formatRupeeText } from '../money-text.ts';
import { ORDER_STATUS_LABELS, SIDE_LABELS, TYPE_LABELS } from '../sim-words.ts';
import { PnlAmount } from './pnl-amount.tsx';

/** "Limit ₹100.00", "Stop ₹95.00 / limit ₹94.50", "Market". */
function priceOf(order: SimOrder): string {
  const parts: string[] = [];
  if (order.stop_price !== null) parts.push(`stop ${formatRupeeText(order.stop_price)}`);
  if (order.limit_price !== null) parts.push(`limit ${formatRupeeText(order.limit_price)}`);
  return parts.length === 0 ? TYPE_LABELS[order.type] : `${TYPE_LABELS[order.type]}: ${parts.join(' / ')}`;
}

const priceWithTrigger = (order: SimOrder) => (
  <>
    {priceOf(order)}
    {order.triggered ? <span className="badge text-bg-info ms-1">Triggered</span> : null}
  </>
);

const SYMBOL: Column<SimOrder> = { header: 'Symbol', rowHeader: true, cell: (order) => order.symbol };
const QUANTITY: Column<SimOrder> = {
  header: 'Qty',
  align: 'end',
  cell: (order) => formatCount(order.quantity),
};

/** The columns an open order starts with: when, what, which way, how many. */
const ORDER_COLUMNS: Column<SimOrder>[] = [
  { header: 'Placed', className: 'text-nowrap', cell: (order) => formatSimDate(order.placed_date) },
  SYMBOL,
  { header: 'Side', cell: (order) => SIDE_LABELS[order.side] },
  QUANTITY,
];

const orNone = (value: string | null, show: (value: string) => ReactNode) =>
  value === null ? '—' : show(value);

const HISTORY_COLUMNS: Column<SimOrder>[] = [
  {
    header: 'Day',
    className: 'text-nowrap',
    cell: (order) => formatSimDate(order.closed_date ?? order.placed_date),
  },
  SYMBOL,
  {
    header: 'Side',
    cell: (order) => (
      <>
        {SIDE_LABELS[order.side]}
        {order.source === 'square_off' ? (
          <span className="small text-body-secondary"> (square-off)</span>
        ) : null}
      </>
    ),
  },
  QUANTITY,
  { header: 'Type', cell: priceOf },
  {
    header: 'Status',
    cell: (order) => (
      <>
        {ORDER_STATUS_LABELS[order.status]}
        {order.reason ? <span className="d-block small text-body-secondary">{order.reason}</span> : null}
      </>
    ),
  },
  { header: 'Fill price', align: 'end', cell: (order) => orNone(order.fill_price, formatRupeeText) },
  { header: 'Brokerage', align: 'end', cell: (order) => orNone(order.brokerage, formatRupeeText) },
  {
    header: 'Realised P&L',
    align: 'end',
    cell: (order) => orNone(order.realised_pnl, (pnl) => <PnlAmount value={pnl} />),
  },
];

/** Open orders, each with Cancel; a refused cancel (it filled meanwhile) says why. */
export function OpenOrders({
  accountId,
  orders,
  canTrade,
}: {
  accountId: string;
  orders: SimOrder[];
  canTrade: boolean;
}) {
  const cancel = useCancelSimOrder(accountId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns: Column<SimOrder>[] = [
    ...ORDER_COLUMNS,
    { header: 'Type', cell: priceWithTrigger },
    { header: 'Product', cell: (order) => order.product },
    { header: 'Validity', cell: (order) => order.validity },
    {
      header: 'Actions',
      headerHidden: true,
      align: 'end',
      cell: (order) => (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          disabled={!canTrade || (cancel.isPending && cancel.variables === order._id)}
          onClick={() => {
            setRefusal(null);
            cancel.mutate(order._id, { onError: (error) => setRefusal(errorMessage(error)) });
          }}
        >
          Cancel{' '}
          <span className="visually-hidden">{`${SIDE_LABELS[order.side]} ${order.quantity} ${order.symbol}`}</span>
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="sim-open-orders" className="mb-4">
      <h2 id="sim-open-orders" className="h5 text-navy">
        Open orders
      </h2>
      <div aria-live="polite">
        {refusal ? (
          <p className="alert alert-danger py-2" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
      {orders.length === 0 ? (
        <p className="text-body-secondary">No open orders.</p>
      ) : (
        <ScrollTable label="Open orders table">
          <DataTable
            className="table table-sm align-middle sim-table"
            columns={columns}
            rows={orders}
            rowKey={(order) => order._id}
          />
        </ScrollTable>
      )}
    </section>
  );
}

/** Every order that has ended, newest first: filled (price, brokerage, realised P&L) or not (the reason). */
export function OrderHistory({ orders }: { orders: SimOrder[] }) {
  return (
    <section aria-labelledby="sim-order-history" className="mb-4">
      <h2 id="sim-order-history" className="h5 text-navy">
        Order history
      </h2>
      {orders.length === 0 ? (
        <p className="text-body-secondary">No orders have ended yet.</p>
      ) : (
        <ScrollTable label="Order history table">
          <DataTable
            className="table table-sm align-middle sim-table"
            columns={HISTORY_COLUMNS}
            rows={orders}
            rowKey={(order) => order._id}
          />
        </ScrollTable>
      )}
    </section>
  );
}
