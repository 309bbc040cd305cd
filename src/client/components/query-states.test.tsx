import { MESSAGES } from '@contract/messages.ts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QueryStates } from './query-states.tsx';

/** A panel over a real TanStack query whose fetcher is `load`, with no retries of its own. */
function Panel({ load, retry }: { load: () => Promise<string[]>; retry?: boolean }) {
  const query = useQuery({ queryKey: ['panel'], queryFn: load, retry: false });
  return (
    <QueryStates
      query={query}
      failedText="Failed to fetch rows"
      retry={retry}
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No rows yet.</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

function renderPanel(load: () => Promise<string[]>, retry?: boolean) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Panel load={load} retry={retry} />
    </QueryClientProvider>,
  );
}

describe('QueryStates', () => {
  it('announces loading, then draws the data', async () => {
    renderPanel(async () => ['NIFTY', 'TCS']);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.generic.loading);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty text when the data is empty', async () => {
    renderPanel(async () => []);
    expect(await screen.findByText('No rows yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a failure with Try again, which loads once more and then draws the data', async () => {
    let calls = 0;
    renderPanel(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return ['INFY'];
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rows');
    await userEvent.setup().click(screen.getByRole('button', { name: MESSAGES.generic.retry }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('INFY');
    expect(calls).toBe(2);
  });

  it('gives the failure alone, without Try again, when retry is off', async () => {
    renderPanel(async () => {
      throw new Error('down');
    }, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch rows$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
