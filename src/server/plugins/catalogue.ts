import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import {
  CatalogueCache,
  type CatalogueEntry,
  CatalogueListener,
  type CatalogueLoad,
} from '../catalogue/index.ts';

export interface Catalogue {
  /** The cached answer for `key`, filled by `load` on a miss (a null load is not cached). */
  get(key: string, load: CatalogueLoad): Promise<CatalogueEntry | null>;
  /** Empties this instance's cache (the others hear of the change through the database). */
  invalidate(): void;
  /** Resolves once the notifications committed so far have been handled (tests). */
  settle(): Promise<void>;
  /** True while changes are listened for; false means every get reads the database. */
  readonly listening: boolean;
  readonly cache: CatalogueCache;
  readonly listener: CatalogueListener;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept true on every instance by LISTEN/NOTIFY (ADR 018). */
    catalogue: Catalogue;
  }
}

/** A write by an admin route, judged on the route Fastify matched, not on the URL as the client spelt it. */
const isAdminWrite = (method: string, route: string | undefined) =>
  method !== 'GET' && method !== 'HEAD' && route?.startsWith('/api/admin/');

/**
 * The catalogue cache and its listener. `connection` is the database's node-postgres settings
 * (DATABASE_URL or the embedded server's socket): the listener needs a connection of its own.
 */
export const cataloguePlugin = fp(async (app: FastifyInstance, opts: { connection: pg.ClientConfig }) => {
  const cache = new CatalogueCache();
  const listener = new CatalogueListener(opts.connection, cache, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  await listener.start();
  app.addHook('onClose', () => listener.stop());
  app.decorate('catalogue', {
    get: (key, load) => cache.get(key, load),
    invalidate: () => cache.invalidate(),
    settle: () => listener.settle(),
    get listening() {
      return listener.listening;
    },
    cache,
    listener,
  } satisfies Catalogue);

  // Belt and braces for the instance that made the change: its own next read is fresh even
  // before the notification comes back.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && isAdminWrite(request.method, request.routeOptions.url)) cache.invalidate();
    done(null, payload);
  });
});
