import { asc, count, desc, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** The rows of one page: `offset` rows skipped, at most `limit` read. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** What an admin list is asked for: a search text, and a page (none: the whole list). */
export interface AdminListRequest {
  q?: string | undefined;
  window: PageWindow | undefined;
}

export interface ListResult<Row> {
  rows: Row[];
  /** The number of matches on every page, not just this one. */
  total: number;
}

/** A list's order, written once: columns with their directions, ending with the id. */
export type Ordering = readonly { column: AnyPgColumn; direction: 'asc' | 'desc' }[];

/**
 * The ORDER BY of an ordering, or with `reversed` of the same order walked from the far end
 * (every direction flipped, so the id tie-break flips with it). Nulls need no care: PostgreSQL
 * puts them last ascending and first descending, so flipping the direction flips them too.
 */
export function orderByOf(ordering: Ordering, { reversed = false } = {}): SQL[] {
  return ordering.map(({ column, direction }) =>
    (direction === 'desc') !== reversed ? desc(column) : asc(column),
  );
}

/** Newest first, by creation time and then id: the order of every admin list. */
export const newestFirst = (created: AnyPgColumn, id: AnyPgColumn): Ordering => [
  { column: created, direction: 'desc' },
  { column: id, direction: 'desc' },
];

/** The search text as a LIKE pattern matching it anywhere, with % and _ taken literally. */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The search condition of most admin lists: the text found anywhere in any of the columns,
 * case-insensitively; undefined (every row) for an empty search.
 */
export function containsAnywhere(q: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined {
  const pattern = containsPattern(q);
  return pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined;
}

type Listable = PgTable & { id: PgColumn };

interface ListSpec<Row> {
  table: Listable;
  /** The search condition (undefined: every row). */
  where: SQL | undefined;
  /** The list's order; it must end with the id so pages never overlap. */
  ordering: Ordering;
  /** The number of rows without a search, from a counter table, when the table is large. */
  countAll?: () => Promise<number>;
  /** Reads the rows matching `condition`, in the order given. */
  rows: (condition: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
}

/**
 * Runs a list query (ADR 007): the requested page and the total count, or the whole list when no
 * page was asked for (then the total is its length, with no second query). A page is found as ids
 * first (an index-only walk of (created, id)) and only its rows are then read, so a deep page does
 * not fetch every row it skips; a page past the middle is nearer the other end of the index, so it
 * is found walking the reverse order from there.
 */
export async function listPage<Row>(
  db: Database,
  window: PageWindow | undefined,
  spec: ListSpec<Row>,
): Promise<ListResult<Row>> {
  const orderBy = orderByOf(spec.ordering);
  if (!window) {
    const all = await spec.rows(spec.where, orderBy);
    return { rows: all, total: all.length };
  }
  const total =
    spec.where === undefined && spec.countAll
      ? await spec.countAll()
      : ((await db.select({ n: count() }).from(spec.table).where(spec.where))[0]?.n ?? 0);
  if (window.offset >= total) return { rows: [], total };
  const fromEnd = window.offset > total / 2;
  const limit = fromEnd ? Math.min(window.limit, total - window.offset) : window.limit;
  const offset = fromEnd ? total - window.offset - limit : window.offset;
  const pageIds = db
    .select({ id: spec.table.id })
    .from(spec.table)
    .where(spec.where)
    .orderBy(...(fromEnd ? orderByOf(spec.ordering, { reversed: true }) : orderBy))
    .limit(limit)
    .offset(offset);
  return { rows: await spec.rows(inArray(spec.table.id, pageIds), orderBy), total };
}
