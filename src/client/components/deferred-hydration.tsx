import { type ReactElement, Suspense, useLayoutEffect, useRef } from 'react';

/**
 * Hydration in slices (ADR 036). Hydrating a whole server-rendered page is one long task on the
 * main thread (about 100 ms on a phone-speed CPU for a program's page), and every task over 50 ms
 * delays a tap. Parts of the page that are not needed at once (the top bar, the footer, sections
 * below the first screen) are wrapped in `<DeferredHydration>`: while the page hydrates they
 * suspend, and React keeps each one's server-rendered DOM as a dehydrated Suspense boundary (the
 * server's `<!--$-->` markers delimit it); each is then hydrated in a task of its own, in page
 * order, into the DOM it kept (React's selective hydration, ADR 041).
 *
 * Outside the first hydration (the server's render, a page the browser renders or navigates to)
 * it renders its child at once.
 */

/**
 * Releases of the sections waiting in this hydration, in page order, each resolving once its
 * section has hydrated; null when not hydrating.
 */
let waiting: (() => Promise<void>)[] | null = null;

/**
 * The longest wait for one section: a section the visitor navigated away from before its turn is
 * dropped unhydrated, and never reports.
 */
const SECTION_WAIT_MS = 1000;

/** Starts the page's hydration: sections rendered from now on wait for `hydrateDeferred`. */
export function beginHydration(): void {
  waiting = [];
}

/** The next task, so the work before and after it count as two tasks, not one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After `hydrateRoot`: hydrates the waiting sections one task each, and resolves when all are.
 * A section rendered after this call (say, on a page the visitor opened meanwhile) does not wait.
 */
export async function hydrateDeferred(): Promise<void> {
  const releases = waiting ?? [];
  waiting = null;
  for (const release of releases) {
    await nextTask();
    // React retries the released boundary in a task its scheduler posts, and may split a long one
    // into several: wait until the section has committed, so that when this resolves every section
    // of the page is live (end-to-end tests click once it has).
    let timeout: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      release(),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, SECTION_WAIT_MS);
      }),
    ]);
    clearTimeout(timeout);
  }
  await nextTask();
}

interface Gate {
  open: boolean;
  opened: Promise<void>;
  /** Called when the section has hydrated. */
  hydrated: () => void;
}

function HydrationGate({ children }: { children: ReactElement }) {
  const gate = useRef<Gate | null>(null);
  if (gate.current === null && waiting !== null) {
    const queue = waiting;
    let release = () => {};
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    let hydrated = () => {};
    const done = new Promise<void>((resolve) => {
      hydrated = resolve;
    });
    const created: Gate = { open: false, opened, hydrated };
    queue.push(() => {
      created.open = true;
      release();
      return done;
    });
    gate.current = created;
  }
  useLayoutEffect(() => gate.current?.hydrated(), []);
  // Suspending keeps the server's DOM for this section until its turn.
  if (gate.current && !gate.current.open) throw gate.current.opened;
  return children;
}

/**
 * A part of the page hydrated after the rest, in a task of its own. Its child must render one
 * element (the DOM node kept while it waits), and nothing in it may be needed in the first moment
 * after the page is shown: a click on a plain link there still works, as a full page load.
 */
export function DeferredHydration({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate>{children}</HydrationGate>
    </Suspense>
  );
}
