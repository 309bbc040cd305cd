import './app/styles/bootstrap.scss';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readPageData, seedQueryClient } from './app/page-data.ts';
import { createQueryClient } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

/**
 * The start-up loader's CSS animation (index.html) counts from when the page was first styled,
 * which waits for the stylesheet; the spec's second counts from the start of navigation, the
 * document timeline's zero. Without JS the CSS alone still hides it, a little later.
 */
function anchorStartupLoader() {
  const loader = document.querySelector('.startup-loader');
  for (const animation of loader?.getAnimations() ?? []) {
    if (animation instanceof CSSAnimation && animation.animationName === 'ft-startup-hide') {
      animation.startTime = 0;
    }
  }
}

async function start() {
  anchorStartupLoader();

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

void start();
