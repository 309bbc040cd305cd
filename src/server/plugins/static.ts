import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@contract/messages.ts';
import { isClientRoute } from '@contract/routes.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodedPath, isApiPath } from '../http/request-path.ts';
import { fromProjectRoot } from '../paths.ts';
import { loadPageRenderer, programPageRedirectOf } from '../render/index.ts';

export const CLIENT_DIST_DIR = fromProjectRoot('dist', 'client');

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and every
 * client route answered with its page rendered on the server (ADR 019), or with index.html when the
 * build has no renderer. Unknown paths get the not-found page with a real 404 status; unknown /api
 * paths get a JSON 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string; publicUrl: string }) => {
  const root = opts.root ?? CLIENT_DIST_DIR;
  const hasClient = existsSync(path.join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/lib/precompress.ts): the best
      // one the browser accepts is sent, with Vary: Accept-Encoding. They get no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // index.html is the pages' template (ADR 019): pages are answered by their own paths.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        const logicalPath = filePath.replace(/\.(br|gz)$/, '');
        const cacheControl = logicalPath.endsWith(`${path.sep}index.html`)
          ? 'no-cache'
          : logicalPath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600';
        reply.header('Cache-Control', cacheControl);
      },
    });
  } else {
    app.log.warn({ root }, 'client build not found: run `npm run build` (npm start does it)');
  }
  const pages = hasClient
    ? await loadPageRenderer(app, { clientDir: root, publicUrl: opts.publicUrl })
    : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    // Decoded as the router decodes it: `/%61pi/nope` is an API miss, answered in JSON.
    const pathname = decodedPath(request.url);
    if (isApiPath(pathname)) {
      return reply.status(404).send({ message: MESSAGES.generic.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: MESSAGES.generic.notFound });
    }
    // An id or old address of a program page: on to the address it has now (ADR 064).
    const moved = await programPageRedirectOf(app, pathname, request.url);
    // no-cache: a browser must not keep it for ever, since renaming the program back would loop.
    if (moved) return reply.header('cache-control', 'no-cache').redirect(moved, 301);
    if (!hasClient) return reply.status(404).send({ message: MESSAGES.generic.notFound });
    if (pages) {
      try {
        return await pages.reply(request, reply);
      } catch (error) {
        // The browser can still render the page: send it the shell rather than an error.
        request.log.error({ err: error }, 'server-side render failed; sending the client shell');
      }
    }
    return reply.status(isClientRoute(pathname) ? 200 : 404).sendFile('index.html', root);
  });
});
