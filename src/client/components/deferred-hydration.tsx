import { type ReactElement, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';

/**
 * Hydration in slices (ADRs 036, 041). Hydrating a whole server-rendered page is one long task on
 * the main thread (about 100 ms on a phone-speed CPU for a program's page), and every task over
 * 50 ms delays a tap. Parts of the page that are not needed at once (the top bar, the footer,
 * sections below the first screen) are wrapped in `<DeferredHydration>`, a Suspense boundary:
 * React hydrates the page around them first, keeping their server DOM as it is (between the
 * `<!--$-->` markers its server writes), then hydrates them in a render of their own at a low
 * priority, which yields to the browser every few milliseconds (selective hydration).
 *
 * `hydrateDeferred` tells when every one of them has hydrated, so that the page can be marked as
 * the app's. Outside the first hydration (a page the browser renders or navigates to) nothing waits.
 */

/** The sections of this hydration, each resolving once hydrated; null when not hydrating. */
let pending: Promise<void>[] | null = null;

/** Resolves once the page's first hydration pass has committed (every section has then queued). */
let shellHydrated: Promise<void> = Promise.resolve();
let markShellHydrated = () => {};

/**
 * The longest wait for the sections: one the visitor navigated away from before React reached it
 * is dropped unhydrated, and never reports.
 */
const SECTIONS_WAIT_MS = 3000;

/** Starts the page's hydration: sections rendered from now on are waited for by `hydrateDeferred`. */
export function beginHydration(): void {
  pending = [];
  shellHydrated = new Promise((resolve) => {
    markShellHydrated = resolve;
  });
}

/**
 * Wraps the tree given to `hydrateRoot`: it tells `hydrateDeferred` when React has committed the
 * first hydration pass. React hydrates in tasks of its own after `hydrateRoot` returns. It renders
 * no DOM of its own.
 */
export function HydrationRoot({ children }: { children: ReactNode }) {
  useLayoutEffect(() => markShellHydrated(), []);
  return children;
}

/** The next task, so the work before and after it count as two tasks, not one. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After `hydrateRoot` of a tree in `<HydrationRoot>`: resolves once the page and every deferred
 * section of it have hydrated (end-to-end tests click once it has).
 */
export async function hydrateDeferred(): Promise<void> {
  await shellHydrated;
  const sections = pending ?? [];
  pending = null;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(sections),
    new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, SECTIONS_WAIT_MS);
    }),
  ]);
  clearTimeout(timeout);
  await nextTask();
}

interface Section {
  hydrated: boolean;
  /** Set while `hydrateDeferred` waits for this section. */
  report?: () => void;
}

function Hydrated({ section, children }: { section: Section; children: ReactElement }) {
  useLayoutEffect(() => {
    section.hydrated = true;
    section.report?.();
  }, [section]);
  return children;
}

/**
 * A part of the page hydrated after the rest, in a low-priority render of its own. Nothing in it
 * may be needed in the first moment after the page is shown; React hydrates it at once if it is
 * clicked before its turn.
 */
export function DeferredHydration({ children }: { children: ReactElement }) {
  const section = useRef<Section>({ hydrated: false });
  // Runs when the page around it commits: a section still dehydrated then is waited for. (A ref,
  // so that StrictMode's second run of the effect does not queue it twice.)
  useLayoutEffect(() => {
    const current = section.current;
    if (current.hydrated || current.report || pending === null) return;
    pending.push(
      new Promise<void>((resolve) => {
        current.report = resolve;
      }),
    );
  }, []);
  return (
    <Suspense fallback={null}>
      <Hydrated section={section.current}>{children}</Hydrated>
    </Suspense>
  );
}
