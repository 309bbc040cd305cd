import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { coupons } from '../db/schema.ts';

/** Coupons, newest first; the search is a case-insensitive substring of the code. */
export function listCouponsForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: coupons,
    where: containsAnywhere(request.q, [coupons.code]),
    ordering: newestFirst(coupons.createdOn, coupons.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(...orderBy),
  });
}
