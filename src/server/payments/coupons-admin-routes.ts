import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listCouponsForAdmin } from './admin-list.ts';
import { presentCoupon } from './coupon-presenter.ts';
import { addCouponAsAdmin, editCouponAsAdmin } from './coupons-admin.ts';

/** Admins list, create, edit and deactivate coupon codes (docs/product.md §13.3, ADR 030). */
export default async function couponAdminRoutes(app: App) {
  // Search: the code.
  listRoute(app, endpoints.adminCouponAll, listCouponsForAdmin, presentCoupon);

  route(app, endpoints.adminCouponAdd, async (request) => {
    const coupon = await addCouponAsAdmin(app.db, requireSession(request).user, request.body);
    return presentCoupon(coupon);
  });

  route(app, endpoints.adminCouponEdit, async (request) => {
    const coupon = await editCouponAsAdmin(
      app.db,
      requireSession(request).user,
      request.params.id,
      request.body,
    );
    return presentCoupon(coupon);
  });
}
