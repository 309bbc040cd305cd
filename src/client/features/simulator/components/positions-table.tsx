import { formatCount } from '@client/lib/format.ts';
import type { SimAccount } from '@contract/sim-account.ts';
import { formatRupeeText } from '../money-text.ts';
import { PnlAmount } from './pnl-amount.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** The open positions at the account's date: a negative quantity is an intraday (MIS) short. */
export function PositionsTable({
  positions,
  onPick,
}: {
  positions: SimAccount['positions'];
  /** Shows a position's symbol on the chart and the ticket. */
  onPick: (symbol: string) => void;
}) {
  return (
    <section aria-labelledby="sim-positions" className="mb-4">
      <h2 id="sim-positions" className="h5 text-navy">
        Positions
      </h2>
      {positions.length === 0 ? (
        <p className="text-body-secondary">No open positions.</p>
      ) : (
        <ScrollTable label="Positions table">
          <table className="table table-sm align-middle sim-table">
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Product</th>
                <th scope="col" className="text-end">
                  Qty
                </th>
                <th scope="col" className="text-end">
                  Avg price
                </th>
                <th scope="col" className="text-end">
                  Market price
                </th>
                <th scope="col" className="text-end">
                  Unrealised P&amp;L
                </th>
              </tr>
            </thead>
            <tbody>
              {positions.map((position) => (
                <tr key={`${position.symbol}-${position.product}`}>
                  <th scope="row">
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold"
                      onClick={() => onPick(position.symbol)}
                    >
                      {position.symbol}
                    </button>
                  </th>
                  <td>{position.product}</td>
                  <td className="text-end">{formatCount(position.quantity)}</td>
                  <td className="text-end">{formatRupeeText(position.average_price)}</td>
                  <td className="text-end">{formatRupeeText(position.market_price)}</td>
                  <td className="text-end">
                    <PnlAmount value={position.unrealised_pnl} />
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
