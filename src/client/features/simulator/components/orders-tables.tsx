import { errorMessage } from '@client/lib/api-client.ts';
import { formatCount, formatDate } from '@client/lib/format.ts';
import type { SimOrder } from '@contract/sim-account.ts';
import { useState } from 'react';
import { useCancelSimOrder } from '../api/cancel-sim-order.ts';
import { formatRupeeText } from '../money-text.ts';
import { ORDER_STATUS_LABELS, SIDE_LABELS, TYPE_LABELS } from '../sim-words.ts';
import { PnlAmount } from './pnl-amount.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** "Limit ₹100.00", "Stop ₹95.00 / limit ₹94.50", "Market". */
function priceOf(order: SimOrder): string {
  const parts: string[] = [];
  if (order.stop_price !== null) parts.push(`stop ${formatRupeeText(order.stop_price)}`);
  if (order.limit_price !== null) parts.push(`limit ${formatRupeeText(order.limit_price)}`);
  return parts.length === 0 ? TYPE_LABELS[order.type] : `${TYPE_LABELS[order.type]}: ${parts.join(' / ')}`;
}

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
          <table className="table table-sm align-middle sim-table">
            <thead>
              <tr>
                <th scope="col">Placed</th>
                <th scope="col">Symbol</th>
                <th scope="col">Side</th>
                <th scope="col" className="text-end">
                  Qty
                </th>
                <th scope="col">Type</th>
                <th scope="col">Product</th>
                <th scope="col">Validity</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td className="text-nowrap">{formatDate(order.placed_date)}</td>
                  <th scope="row">{order.symbol}</th>
                  <td>{SIDE_LABELS[order.side]}</td>
                  <td className="text-end">{formatCount(order.quantity)}</td>
                  <td>
                    {priceOf(order)}
                    {order.triggered ? <span className="badge text-bg-info ms-1">Triggered</span> : null}
                  </td>
                  <td>{order.product}</td>
                  <td>{order.validity}</td>
                  <td className="text-end">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
          <table className="table table-sm align-middle sim-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Symbol</th>
                <th scope="col">Side</th>
                <th scope="col" className="text-end">
                  Qty
                </th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  Fill price
                </th>
                <th scope="col" className="text-end">
                  Brokerage
                </th>
                <th scope="col" className="text-end">
                  Realised P&amp;L
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order._id}>
                  <td className="text-nowrap">{formatDate(order.closed_date ?? order.placed_date)}</td>
                  <th scope="row">{order.symbol}</th>
                  <td>
                    {SIDE_LABELS[order.side]}
                    {order.source === 'square_off' ? (
                      <span className="small text-body-secondary"> (square-off)</span>
                    ) : null}
                  </td>
                  <td className="text-end">{formatCount(order.quantity)}</td>
                  <td>{priceOf(order)}</td>
                  <td>
                    {ORDER_STATUS_LABELS[order.status]}
                    {order.reason ? (
                      <span className="d-block small text-body-secondary">{order.reason}</span>
                    ) : null}
                  </td>
                  <td className="text-end">
                    {order.fill_price === null ? '—' : formatRupeeText(order.fill_price)}
                  </td>
                  <td className="text-end">
                    {order.brokerage === null ? '—' : formatRupeeText(order.brokerage)}
                  </td>
                  <td className="text-end">
                    {order.realised_pnl === null ? '—' : <PnlAmount value={order.realised_pnl} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
