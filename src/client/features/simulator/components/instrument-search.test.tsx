import { expectNoSeriousAxeViolations } from '@client/test/axe.ts';
import { mockApi, on } from '@client/test/fetch-mock.ts';
import { renderPage } from '@client/test/render.tsx';
import { endpoints } from '@contract/endpoints.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InstrumentSearch } from './instrument-search.tsx';

const instruments = [
  { symbol: 'INFY', isin: 'INE009A01021', name: 'Infosys Limited' },
  { symbol: 'INFIBEAM', isin: null, name: null },
];

describe('InstrumentSearch', () => {
  it('asks once the typing pauses, and picks with the arrow keys and Enter', async () => {
    const sent = mockApi({ [on(endpoints.simInstruments)]: { status: 200, body: instruments } });
    const onPick = vi.fn();
    const { user } = renderPage(<InstrumentSearch onPick={onPick} />);
    const field = screen.getByRole('combobox', { name: 'Search instruments' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'inf');
    expect(await screen.findByRole('option', { name: /INFY Infosys Limited/ })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(sent.map((request) => request.url)).toEqual(['/api/sim/instruments?q=inf']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'INFIBEAM' }).id,
    );
    expect(screen.getByRole('option', { name: 'INFIBEAM' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousAxeViolations();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('INFIBEAM');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing starts with the text, and closes on Escape', async () => {
    mockApi({ [on(endpoints.simInstruments)]: { status: 200, body: [] } });
    const { user } = renderPage(<InstrumentSearch onPick={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Search instruments' });
    await user.type(field, 'zzz');
    expect(await screen.findByText('No instrument starts with “zzz”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
