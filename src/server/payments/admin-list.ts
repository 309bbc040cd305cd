import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { coupons } from '../db/schema.ts';

/**
 * Coupons, newest first; the search is a case-insensitive substring of the code or of the e-mail a
 * personal coupon is for (ADR 059).
 */
export function listCouponsForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: coupons,
    where: containsAnywhere(request.q, [coupons.code, coupons.forEmail]),
    ordering: newestFirst(coupons.createdOn, coupons.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(...orderBy),
  });
}
