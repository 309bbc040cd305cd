import { TOTAL_COUNT_HEADER } from '@contract/admin.ts';
import { count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';

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

type Listable = PgTable & { id: PgColumn };

export interface ListSpec<Row> {
  db: Database;
  table: Listable;
  /** The search condition (undefined: every row). */
  where: SQL | undefined;
  /** The list's order; it must end with the id so pages never overlap. */
  orderBy: SQL[];
  /** The same order reversed: pages past the middle are found walking from the other end. */
  reverseOrderBy: SQL[];
  /** The number of rows without a search, from a counter table, when the table is large. */
  countAll?: () => Promise<number>;
  /** Reads the rows matching `condition`, in `orderBy` order. */
  rows: (condition: SQL | undefined) => Promise<Row[]>;
}

/**
 * Runs a list query: the requested page and the total count, or the whole list when no page
 * was asked for (then the total is its length, with no second query). A page is found as ids
 * first (an index-only walk of (created, id)) and only its rows are then read, so a deep page
 * does not fetch every row it skips.
 */
export async function listPage<Row>(
  query: ListQuery,
  spec: ListSpec<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const window = pageWindow(query);
  if (!window) {
    const all = await spec.rows(spec.where);
    return { rows: all, total: all.length };
  }
  const total =
    spec.where === undefined && spec.countAll
      ? await spec.countAll()
      : ((await spec.db.select({ n: count() }).from(spec.table).where(spec.where))[0]?.n ?? 0);
  if (window.offset >= total) return { rows: [], total };
  // Past the middle, the same page is nearer the other end of the index.
  const fromEnd = window.offset > total / 2;
  const limit = fromEnd ? Math.min(window.limit, total - window.offset) : window.limit;
  const offset = fromEnd ? total - window.offset - limit : window.offset;
  const pageIds = spec.db
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(spec.where)
    .orderBy(...(fromEnd ? spec.reverseOrderBy : spec.orderBy))
    .limit(limit)
    .offset(offset);
  return { rows: await spec.rows(inArray(spec.table.id, pageIds)), total };
}
