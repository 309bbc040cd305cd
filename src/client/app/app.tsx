import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import type { BrowserRouter } from './router.tsx';

/**
 * The routed site. The start-up animation is not part of it: the page's HTML carries it as a
 * CSS-only overlay over the server-rendered content (index.html, ADR 019).
 */
export function App({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) {
  // Marks the page as the app's from here on (hydrated, or rendered by the browser): end-to-end
  // tests wait for it before they click, as the server's HTML is on screen before the app runs.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
