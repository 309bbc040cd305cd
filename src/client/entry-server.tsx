/**
 * The server-side renderer (docs/decisions/019): `vite build --ssr` makes dist/server/entry-server.js
 * of it, which the server loads. It renders a page as an anonymous visitor sees it, with the data
 * the page reads, and returns the markup, that data (for hydration), the head and the status.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiFetch, PageRendererModule, RenderedPage } from '@contract/page-render.ts';
import type { Program } from '@contract/program.ts';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageDataOf, pageQueries, prefetchPageQueries } from './app/page-data.ts';
import { clientOnlyPageTitle, isClientOnlyPage, pageHead, pageNameOf } from './app/page-head.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { documentTitle } from './lib/use-document-title.ts';

const handler = createStaticHandler(routes);

// Each render's API calls go through the fetch its server passed (one process may run two apps).
const renderFetch = new AsyncLocalStorage<ApiFetch>();
setApiFetch((input, init) => {
  const apiFetch = renderFetch.getStore();
  if (!apiFetch) throw new Error('An API call outside a page render.');
  return apiFetch(input, init);
});

/**
 * Renders the whole tree, waiting for every Suspense boundary and `lazy` module, so the HTML has the
 * content and no fallback. React writes a boundary past `progressiveChunkSize` bytes of the page
 * apart, at the end, with an inline script that moves it into place: the CSP forbids inline
 * scripts, so every boundary is written in place (the page is sent whole, never streamed).
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  // A pending boundary (`<!--$?-->`) would be filled by such a script: content the visitor never sees.
  if (/<script|<!--\$\?-->/.test(html))
    throw new Error('The page rendered with a boundary left to an inline script, which the CSP forbids.');
  return html;
}

function isProgram(data: unknown): data is Program {
  return typeof data === 'object' && data !== null && '_id' in data && 'offering_type' in data;
}

export function render(
  url: string,
  options: { publicUrl: string; apiFetch: ApiFetch },
): Promise<RenderedPage> {
  return renderFetch.run(options.apiFetch, () => renderPage(url, options.publicUrl));
}

async function renderPage(url: string, publicUrl: string): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  const { pathname } = location;
  const name = pageNameOf(pathname);

  const shell = (): RenderedPage => ({
    status: 200,
    head: pageHead({
      name,
      pathname,
      title: documentTitle(name ? clientOnlyPageTitle(name) : ''),
      program: undefined,
      notFound: false,
      publicUrl,
    }),
    body: undefined,
  });
  // A signed-in visitor's own pages: the server does not know the visitor, the browser does.
  if (isClientOnlyPage(name)) return shell();

  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return shell();

  const queryClient = createQueryClient();
  const queries = pageQueries(pathname, location.search);
  await prefetchPageQueries(queryClient, queries);
  const data = pageDataOf(queryClient, queries);
  // A query whose failure is not sent along renders as still loading, as the browser will start.
  for (const { queryKey } of queries) {
    if (!data.queries.some((sent) => sent.queryKey === queryKey))
      queryClient.removeQueries({ queryKey, exact: true });
  }

  const title = { title: documentTitle('') };
  const html = await renderToHtml(
    <AppProviders queryClient={queryClient} documentTitle={title}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        // The default writes an inline <script> with the router's state, which the CSP forbids;
        // the browser's router starts from the URL instead (main.tsx).
        hydrate={false}
      />
    </AppProviders>,
  );

  const refused = data.queries.some((query) => 'error' in query && [400, 404].includes(query.error.status));
  const notFound = name === undefined || refused || context.statusCode === 404;
  const shown = data.queries.find((query) => 'data' in query && isProgram(query.data));
  const program =
    name !== 'serviceDetail' && shown && 'data' in shown && isProgram(shown.data) ? shown.data : undefined;
  return {
    status: notFound ? 404 : context.statusCode,
    head: pageHead({ name, pathname, title: title.title, program, notFound, publicUrl }),
    body: { html, data },
  };
}

export default { render } satisfies PageRendererModule;
