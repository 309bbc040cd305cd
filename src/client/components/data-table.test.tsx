import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

interface Holding {
  symbol: string;
  quantity: number;
  mine: boolean;
}

const COLUMNS: Column<Holding>[] = [
  { header: 'Symbol', rowHeader: true, cell: (holding) => holding.symbol },
  { header: 'Qty', align: 'end', className: 'text-nowrap', cell: (holding) => holding.quantity },
  { header: 'Row', cell: (_holding, index) => index + 1 },
  {
    header: 'Actions',
    headerHidden: true,
    cell: (holding) => <button type="button">Sell {holding.symbol}</button>,
  },
];

const HOLDINGS: Holding[] = [
  { symbol: 'INFY', quantity: 10, mine: false },
  { symbol: 'TCS', quantity: 5, mine: true },
];

describe('DataTable', () => {
  it('draws a column header per definition and a row per item, named by its row header', () => {
    render(
      <DataTable
        className="table"
        caption="Holdings"
        columns={COLUMNS}
        rows={HOLDINGS}
        rowKey={(holding) => holding.symbol}
        rowProps={(holding) => (holding.mine ? { 'aria-current': 'true' } : {})}
      />,
    );

    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Symbol', 'Qty', 'Row', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Qty' })).toHaveClass('text-end');
    expect(within(table).getByText('Actions')).toHaveClass('visually-hidden');

    const tcs = within(table).getByRole('row', { name: /TCS/ });
    expect(within(tcs).getByRole('rowheader')).toHaveTextContent('TCS');
    const cells = within(tcs).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('5');
    expect(cells[0]).toHaveClass('text-end', 'text-nowrap');
    expect(cells[1]).toHaveTextContent('2');
    expect(tcs).toHaveAttribute('aria-current', 'true');
    expect(within(table).getByRole('row', { name: /INFY/ })).not.toHaveAttribute('aria-current');
  });

  it('says `empty` in one row across every column when there are no rows', () => {
    render(
      <DataTable
        className="table"
        columns={COLUMNS}
        rows={[]}
        rowKey={(holding) => holding.symbol}
        empty="No holdings"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No holdings' });
    expect(cell).toHaveAttribute('colspan', String(COLUMNS.length));
  });

  it('marks the table busy while its rows are refreshed', () => {
    render(
      <DataTable
        className="table"
        columns={COLUMNS}
        rows={HOLDINGS}
        rowKey={(holding) => holding.symbol}
        busy
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
