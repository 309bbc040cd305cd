/**
 * The app itself, loaded by main.tsx once the server's page has been painted (ADR 020).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedQueryClient } from './app/page-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { reportRecoverableError } from './app/recoverable-errors.ts';
import { createRouter } from './app/router.tsx';
import {
  beginHydration,
  HydrationRoot,
  hydrateDeferred,
  nextTask,
} from './components/deferred-hydration.tsx';

/** Hydrates the server's page (or renders the shell of a page the browser renders itself). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // A server-rendered page carries the data it was rendered with: the client starts from the same
  // state, so hydration matches and nothing is fetched twice (ADR 019).
  const pageData = readPageData(document);
  const queryClient = createQueryClient();
  if (pageData) seedQueryClient(queryClient, pageData);
  // Evaluating the app's modules, creating the router (it matches the page and loads its module)
  // and hydrating are three tasks, not one long one (ADRs 036, 039).
  await nextTask();
  const router = await createRouter();

  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  await nextTask();
  if (pageData) {
    beginHydration();
    startTransition(() => {
      hydrateRoot(container, <HydrationRoot>{app}</HydrationRoot>, {
        onRecoverableError: reportRecoverableError,
      });
    });
  } else {
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(app);
  }
  await hydrateDeferred();
  // Marks the page as the app's from here on (hydrated, or rendered by the browser): end-to-end
  // tests wait for it before they click, as the server's HTML is on screen before the app runs.
  document.documentElement.dataset.hydrated = 'true';
}
