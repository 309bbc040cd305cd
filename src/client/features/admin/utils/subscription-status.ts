import type { SubscriptionStatus } from '@contract/vocabulary.ts';

/**
 * docs/product.md §2: subscription rows are coloured by status: active green, rejected red, pending yellow.
 */
export function subscriptionRowClass(status: SubscriptionStatus): string {
  if (status === 'active') return 'table-success';
  if (status === 'rejected') return 'table-danger';
  // Ended by a refund in full (ADR 061): no one's refusal, so not red.
  if (status === 'refunded') return 'table-secondary';
  return 'table-warning';
}

/** The status badge's colour, matching the row. */
export function subscriptionBadgeClass(status: SubscriptionStatus): string {
  if (status === 'active') return 'text-bg-success';
  if (status === 'rejected') return 'text-bg-danger';
  if (status === 'refunded') return 'text-bg-secondary';
  return 'text-bg-warning';
}

/** 'pending' → 'Pending'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
