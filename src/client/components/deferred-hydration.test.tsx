import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, DeferredHydration, hydrateDeferred } from './deferred-hydration.tsx';

function Page({ onFirst, onLater }: { onFirst: () => void; onLater: () => void }) {
  return (
    <div>
      <button type="button" onClick={onFirst}>
        First
      </button>
      <DeferredHydration>
        <section aria-label="Later section">
          <button type="button" onClick={onLater}>
            Later
          </button>
        </section>
      </DeferredHydration>
      <p>After</p>
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DeferredHydration', () => {
  it('keeps the server’s DOM of a deferred section and hydrates it in a later task, in place', async () => {
    const onFirst = vi.fn();
    const onLater = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page onFirst={onFirst} onLater={onLater} />);
    const serverSection = screen.getByRole('region', { name: 'Later section' });
    const serverHtml = container.innerHTML;

    beginHydration();
    hydrateRoot(container, <Page onFirst={onFirst} onLater={onLater} />);

    // The page is hydrated; the deferred section is still the server's markup, not yet live.
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onFirst).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);

    await act(() => hydrateDeferred());

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    // Hydrated into the same nodes, nothing added or dropped.
    expect(screen.getByRole('region', { name: 'Later section' })).toBe(serverSection);
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('renders its child at once outside a hydration (a page the browser renders itself)', async () => {
    const onLater = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => createRoot(container).render(<Page onFirst={() => {}} onLater={onLater} />));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
