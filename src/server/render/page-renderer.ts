import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ApiFetch, PageRendererModule } from '@contract/page-render.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from '../catalogue/index.ts';
import { fromProjectRoot } from '../paths.ts';
import { type PageTemplate, pageHtml, parsePageTemplate } from './page-html.ts';

/** Where `vite build --ssr` puts the renderer (npm run build). */
export const SERVER_RENDERER_PATH = fromProjectRoot('dist', 'server', 'entry-server.js');

export interface PageRenderer {
  /** Answers a GET for a page: server-rendered HTML, per request, never cached (ADR 019). */
  reply(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const FORWARDED_HEADERS = ['content-type', 'x-total-count'];

/**
 * The renderer's API calls, answered in process by the app's own routes (app.inject): the same
 * validation, presenters and catalogue cache a browser's call goes through, without a socket.
 * As an anonymous visitor, and read-only.
 */
function injectedFetch(app: FastifyInstance): ApiFetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`The page renderer only reads the API (${method} ${input}).`);
    const answer = await app.inject({ method: 'GET', url: input, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.payload, {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * The server-side renderer, or undefined when the build has none (`vite` alone, an older build):
 * the client's index.html is then served as it is, and the browser renders the page.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const PAGE_ENCODINGS = { br: true, gzip: true } as const;
const PAGE_BROTLI_QUALITY = 5;

export async function loadPageRenderer(
  app: FastifyInstance,
  options: { clientDir: string; rendererPath?: string; publicUrl: string },
): Promise<PageRenderer | undefined> {
  const rendererPath = options.rendererPath ?? SERVER_RENDERER_PATH;
  const templatePath = path.join(options.clientDir, 'index.html');
  if (!existsSync(rendererPath) || !existsSync(templatePath)) return undefined;
  const template: PageTemplate | undefined = parsePageTemplate(readFileSync(templatePath, 'utf8'));
  if (!template) {
    app.log.warn({ templatePath }, 'index.html has no page marks: pages are rendered in the browser');
    return undefined;
  }
  const renderer = ((await import(pathToFileURL(rendererPath).href)) as { default: PageRendererModule })
    .default;
  const apiFetch = injectedFetch(app);

  return {
    async reply(request, reply) {
      const page = await renderer.render(request.url, { publicUrl: options.publicUrl, apiFetch });
      const html = pageHtml(template, page);
      // Compressed per request like the page itself: brotli at a fast level (a 40 kB page takes
      // about a millisecond), gzip for browsers without brotli.
      const encoding = chooseEncoding(request.headers['accept-encoding'], PAGE_ENCODINGS);
      const body =
        encoding === 'br'
          ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
          : encoding === 'gzip'
            ? await gzip(html, { level: 6 })
            : html;
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          .status(page.status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('vary', 'Accept-Encoding')
          // Rendered per request from the database: an admin's edit shows on the next load, on
          // every instance; a browser may keep the page but must ask again before showing it.
          .header('cache-control', 'no-cache')
          .send(body)
      );
    },
  };
}
