import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { programs } from '../db/schema.ts';

/** Programs, newest first; the search is a case-insensitive substring of title or tag. */
export function listProgramsForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: programs,
    where: containsAnywhere(request.q, [programs.title, programs.tag]),
    ordering: newestFirst(programs.createdOn, programs.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(programs)
        .where(condition)
        .orderBy(...orderBy),
  });
}
