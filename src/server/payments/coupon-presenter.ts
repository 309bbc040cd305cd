import type { Coupon } from '@contract/payment.ts';
import type { CouponRow } from './coupons.ts';

export function presentCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    max_uses: row.maxUses,
    uses: row.uses,
    program_ids: row.programIds,
    active: row.active,
    for_email: row.forEmail,
    created_on: row.createdOn.toISOString(),
  };
}
