import { ADMIN_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import type { FastifyReply } from 'fastify';
import type { PageWindow } from '../../domain/admin-lists.ts';

export interface ListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  q?: string | undefined;
}

/**
 * The rows a request's `page` and `limit` ask for, or undefined for the whole list (no page and
 * no limit). Page numbers and the default page size are the HTTP API's; the domain sees offsets.
 */
export function pageWindow(query: ListQuery): PageWindow | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** The number of matches on every page, for the client's pager. */
export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}
