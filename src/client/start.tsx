/**
 * The app itself, loaded by main.tsx once the server's page has been painted (ADR 020).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedQueryClient } from './app/page-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

/** Hydrates the server's page (or renders the shell of a page the browser renders itself). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // A server-rendered page carries the data it was rendered with: the client starts from the same
  // state, so hydration matches and nothing is fetched twice (ADR 019).
  const pageData = readPageData(document);
  const queryClient = createQueryClient();
  if (pageData) seedQueryClient(queryClient, pageData);
  const router = await createRouter();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (pageData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
