import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import type { BrowserRouter } from './router.tsx';

/**
 * The routed site. The start-up animation is not part of it: the page's HTML carries it as a
 * CSS-only overlay over the server-rendered content (index.html, ADR 019).
 */
export function App({ router, queryClient }: { router: BrowserRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
