import { DocumentTitleContext } from '@client/lib/use-document-title.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The app's query client: one per page load in the browser, one per request on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Show the spec's error texts at once, as a plain fetch would; queries that want retries opt in.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The providers around the router. `documentTitle` collects the page's title during a server render
 * (ADR 019); the browser passes none, but the tree has the same shape on both sides.
 */
export function AppProviders({
  queryClient,
  documentTitle = null,
  children,
}: {
  queryClient: QueryClient;
  documentTitle?: { title: string } | null;
  children: ReactNode;
}) {
  return (
    <DocumentTitleContext.Provider value={documentTitle}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </DocumentTitleContext.Provider>
  );
}
