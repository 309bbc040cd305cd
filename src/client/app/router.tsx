import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, resolved: the first page's lazy route module is loaded before the promise
 * settles, so hydration renders the page the server rendered rather than a fallback (ADR 019).
 */
export function createRouter(): Promise<BrowserRouter> {
  const router = createBrowserRouter(routes);
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}
