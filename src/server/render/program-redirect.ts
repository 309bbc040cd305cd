import { ProgramParamsSchema } from '@contract/program.ts';
import type { FastifyInstance } from 'fastify';
import { programPageRedirect } from '../catalogue/index.ts';

const PROGRAM_PAGE = /^\/programs\/([^/]+)\/?$/;

/**
 * The address a program page request should be sent on to with a 301 (docs/product.md §3.2, ADR
 * 064): `/programs/<id>` and `/programs/<old slug>` lead to `/programs/<slug>`, the query kept.
 * Undefined for every other request, and for an address no program has (its page says so, 404).
 */
export async function programPageRedirectOf(
  app: FastifyInstance,
  /** The request's path, percent-decoded as the router decodes it. */
  pathname: string,
  url: string,
): Promise<string | undefined> {
  const match = PROGRAM_PAGE.exec(pathname);
  const params = ProgramParamsSchema.safeParse({ id: match?.[1] });
  if (!params.success) return undefined;
  const location = await programPageRedirect(app.db, app.catalogue, params.data.id);
  if (!location) return undefined;
  const query = url.indexOf('?');
  return query === -1 ? location : `${location}${url.slice(query)}`;
}
