import type { PaymentStatus } from '@contract/vocabulary.ts';

/** Statuses of a payment that took money (payments_one_paid_key). */
export const PAID_STATUSES = [
  'paid',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];
/** Statuses of an order the learner may still pay (payments_one_open_key). */
export const OPEN_STATUSES = ['created', 'failed'] as const satisfies readonly PaymentStatus[];

export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
