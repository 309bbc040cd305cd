import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@contract/messages.ts';
import { isClientRoute } from '@contract/routes.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CLIENT_DIST_DIR = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and every
 * client route answered with index.html. Unknown paths get index.html too (the client shows its
 * not-found page) but with a real 404 status; unknown /api paths get a JSON 404.
 */
export const staticPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: MESSAGES.generic.notFound });
    }
    if (!hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.generic.notFound });
    }
    return reply.status(isClientRoute(pathname) ? 200 : 404).sendFile('index.html', root);
  });
});
