import { ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsPattern, listPage, newestFirst } from '../db/list-page.ts';
import { programs } from '../db/schema.ts';

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
