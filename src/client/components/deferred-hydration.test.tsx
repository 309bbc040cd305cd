import { act, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, DeferredHydration, HydrationRoot, hydrateDeferred } from './deferred-hydration.tsx';

/** Calls `onCommit` when React has committed (hydrated or rendered) the element it is placed in. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

function Page({ onLater, onCommit = () => {} }: { onLater: () => void; onCommit?: (part: string) => void }) {
  return (
    <div>
      <button type="button">First</button>
      <DeferredHydration>
        <section aria-label="Later section">
          <button type="button" onClick={onLater}>
            Later
          </button>
          <Committed onCommit={() => onCommit('section')} />
        </section>
      </DeferredHydration>
      <p>After</p>
      {/* Last in the page, so that in a single commit its effect would run after the section's. */}
      <Committed onCommit={() => onCommit('page')} />
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DeferredHydration', () => {
  it('hydrates the page first and the deferred section after it, into the server’s DOM', async () => {
    // Without act, React schedules the hydration in tasks of its own, as in the browser.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const onLater = vi.fn();
      const commits: string[] = [];
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = renderToString(<Page onLater={onLater} />);
      const serverSection = screen.getByRole('region', { name: 'Later section' });
      const serverHtml = container.innerHTML;

      beginHydration();
      hydrateRoot(
        container,
        <HydrationRoot>
          <Page onLater={onLater} onCommit={(part) => commits.push(part)} />
        </HydrationRoot>,
      );
      await hydrateDeferred();

      expect(commits).toEqual(['page', 'section']);
      fireEvent.click(screen.getByRole('button', { name: 'Later' }));
      expect(onLater).toHaveBeenCalledTimes(1);
      // Hydrated into the same nodes, nothing added or dropped.
      expect(screen.getByRole('region', { name: 'Later section' })).toBe(serverSection);
      expect(container.innerHTML).toBe(serverHtml);
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders its child at once outside a hydration (a page the browser renders itself)', async () => {
    const onLater = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    await act(() => createRoot(container).render(<Page onLater={onLater} />));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});
