import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { userStats, users } from '../db/schema.ts';

/** All users, from the counters table (O(1), kept by triggers). */
export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${userStats.users}), 0)` }).from(userStats);
  return Number(row?.n ?? 0);
}

/** Users, newest first; the search is a case-insensitive substring of name or e-mail (docs/product.md §5). */
export function listUsersForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: users,
    where: containsAnywhere(request.q, [users.name, users.email]),
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
