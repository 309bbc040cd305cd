import type { PaymentStatus } from '@contract/vocabulary.ts';

/** The Bootstrap badge of a payment's status. */
export function paymentBadgeClass(status: PaymentStatus): string {
  switch (status) {
    case 'paid':
      return 'text-bg-success';
    case 'partially_refunded':
      return 'text-bg-warning';
    case 'refunded':
      return 'text-bg-info';
    case 'failed':
      return 'text-bg-danger';
    default:
      return 'text-bg-secondary';
  }
}
