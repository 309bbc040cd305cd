import { formatSimDate } from '@client/lib/format.ts';
import type { SimAccount } from '@contract/sim-account.ts';
import type { ReactNode } from 'react';
import { formatPercentText, formatRupeeText } from '../money-text.ts';
import { PnlAmount } from './pnl-amount.tsx';

/** The account at a glance: the day it stands on, its money, its realised P&L and its worst fall. */
export function SummaryCards({ account }: { account: SimAccount }) {
  const cards: { label: string; value: ReactNode }[] = [
    { label: 'Sim date', value: formatSimDate(account.sim_date) },
    { label: 'Equity', value: formatRupeeText(account.equity) },
    { label: 'Cash', value: formatRupeeText(account.cash) },
    { label: 'Available cash', value: formatRupeeText(account.available_cash) },
    { label: 'Realised P&L', value: <PnlAmount value={account.realised_pnl} /> },
    { label: 'Max drawdown', value: formatPercentText(account.max_drawdown_percent) },
  ];
  return (
    <dl className="sim-summary mb-4">
      {cards.map((card) => (
        <div key={card.label} className="border rounded p-2 bg-white">
          <dt className="small text-body-secondary fw-normal">{card.label}</dt>
          <dd className="fw-semibold mb-0 text-break">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
