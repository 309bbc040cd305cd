import { TOTAL_COUNT_HEADER } from '@contract/admin.ts';
import type { FastifyReply } from 'fastify';

export interface ListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  q?: string | undefined;
}

const DEFAULT_LIMIT = 5;

/** LIMIT/OFFSET for a paged request, or undefined for the whole list (no page and no limit). */
export function pageWindow(query: ListQuery): { limit: number; offset: number } | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? DEFAULT_LIMIT;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** The search text as a LIKE pattern matching it anywhere, with % and _ taken literally. */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}

/**
 * Runs a list query: the requested page and the total count, or the whole list when no page
 * was asked for (then the total is its length, with no second query).
 */
export async function listPage<Row>(
  query: ListQuery,
  rows: (window: { limit: number; offset: number } | undefined) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const window = pageWindow(query);
  if (!window) {
    const all = await rows(undefined);
    return { rows: all, total: all.length };
  }
  const [page, count] = await Promise.all([rows(window), total()]);
  return { rows: page, total: count };
}
