import { call } from '@client/lib/api-client.ts';
import { endpoints } from '@contract/endpoints.ts';
import type { CouponInput } from '@contract/payment.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './query-keys.ts';

/** adminCouponAdd (no id) or adminCouponEdit (the whole coupon, id in the path) → the saved coupon. */
export function saveCoupon({ id, input }: { id?: string; input: CouponInput }) {
  return id
    ? call(endpoints.adminCouponEdit, { params: { id }, body: input })
    : call(endpoints.adminCouponAdd, { body: input });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
