import { asc, count, desc, eq, getTableColumns, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  certificates,
  contactMessages,
  coupons,
  programs,
  questionBanks,
  subscriptions,
  users,
} from '../db/schema.ts';
import { countSubscriptions, countUsers } from './analytics.ts';
import { bankQuestionCount } from './question-banks.ts';
import { selectSubscriptionsWithResource } from './subscriptions.ts';

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
const newestFirst = (created: AnyPgColumn, id: AnyPgColumn): Ordering => [
  { column: created, direction: 'desc' },
  { column: id, direction: 'desc' },
];

/** The search text as a LIKE pattern matching it anywhere, with % and _ taken literally. */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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

/** Users, newest first; the search is a case-insensitive substring of name or e-mail (section 5). */
export function listUsersForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: users,
    where: pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    ordering: newestFirst(users.createdOn, users.id),
    countAll: () => countUsers(db),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(users)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/** Programs, newest first; the search is a case-insensitive substring of title or tag. */
export function listProgramsForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: programs,
    where: pattern ? or(ilike(programs.title, pattern), ilike(programs.tag, pattern)) : undefined,
    ordering: newestFirst(programs.createdOn, programs.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(programs)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/**
 * Subscriptions with their resource, newest first. The search (section 5) matches the user's name
 * and e-mail and the resource id case-sensitively, the resource type not.
 */
export function listSubscriptionsForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  // resource_type has two values: match them here, so the query keeps to indexed conditions.
  const text = request.q?.trim().toLowerCase() ?? '';
  const types = subscriptions.resourceType.enumValues.filter((type) => type.includes(text));
  return listPage(db, request.window, {
    table: subscriptions,
    where: pattern
      ? or(
          like(subscriptions.userName, pattern),
          like(subscriptions.userEmail, pattern),
          like(sql`${subscriptions.resourceId}::text`, pattern),
          ...(types.length > 0 ? [inArray(subscriptions.resourceType, types)] : []),
        )
      : undefined,
    ordering: newestFirst(subscriptions.createdOn, subscriptions.id),
    countAll: () => countSubscriptions(db),
    rows: (condition, orderBy) =>
      selectSubscriptionsWithResource(db)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/** Contact messages, newest first; the search is a case-insensitive substring of name, e-mail or message. */
export function listContactMessagesForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: contactMessages,
    where: pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    ordering: newestFirst(contactMessages.submittedAt, contactMessages.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(contactMessages)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/** Question banks, newest first; the search is a case-insensitive substring of the title. */
export function listBanksForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: questionBanks,
    where: pattern ? ilike(questionBanks.title, pattern) : undefined,
    ordering: newestFirst(questionBanks.createdOn, questionBanks.id),
    rows: (condition, orderBy) =>
      db
        .select({
          id: questionBanks.id,
          title: questionBanks.title,
          createdOn: questionBanks.createdOn,
          questionCount: bankQuestionCount,
        })
        .from(questionBanks)
        .where(condition)
        .orderBy(...orderBy),
  });
}

/**
 * Certificates with the learner's e-mail, newest first; the search is a case-insensitive
 * substring of the name or program as signed, or the certificate id.
 */
export function listCertificatesForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: certificates,
    where: pattern
      ? or(
          ilike(certificates.learnerName, pattern),
          ilike(certificates.programTitle, pattern),
          ilike(certificates.id, pattern),
        )
      : undefined,
    ordering: newestFirst(certificates.issuedAt, certificates.id),
    rows: (condition, orderBy) =>
      db
        .select({ ...getTableColumns(certificates), userEmail: users.email })
        .from(certificates)
        .leftJoin(users, eq(users.id, certificates.userId))
        .where(condition)
        .orderBy(...orderBy),
  });
}

/** Coupons, newest first; the search is a case-insensitive substring of the code. */
export function listCouponsForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: coupons,
    where: pattern ? ilike(coupons.code, pattern) : undefined,
    ordering: newestFirst(coupons.createdOn, coupons.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(...orderBy),
  });
}
