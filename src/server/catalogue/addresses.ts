import { pagePath } from '@contract/routes.ts';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { CatalogueEntry, CatalogueLoad } from './cache.ts';
import { findResource } from './resources.ts';

const UUID = z.uuid();

/**
 * Where the page of the program at `/programs/<idOrSlug>` lives now (docs/product.md §3.2, ADR 064):
 * `/programs/<slug>` when the address is the program's id or an old slug of it, undefined when it
 * is the current one or no program's. Read through the catalogue cache, which every change to
 * programs or their old slugs empties, so a page view costs no query once warm.
 */
export async function programPageRedirect(
  db: DbOrTx,
  cache: { get(key: string, load: CatalogueLoad): Promise<CatalogueEntry | null> },
  idOrSlug: string,
): Promise<string | undefined> {
  const byId = UUID.safeParse(idOrSlug).success;
  const key = byId ? idOrSlug.toLowerCase() : idOrSlug;
  const entry = await cache.get(`program-address:${key}`, async () => {
    const program = await findResource(db, 'program', idOrSlug, byId);
    // The current slug, or '' when the address needs no redirect; null (not cached) for no program.
    return program ? { body: program.slug ?? '', contentType: 'text/plain; charset=utf-8' } : null;
  });
  const slug = entry?.identity.toString('utf8');
  return slug && slug !== idOrSlug ? pagePath('programDetail', { id: slug }) : undefined;
}
