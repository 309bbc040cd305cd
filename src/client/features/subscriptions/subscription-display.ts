import { formatPaise, formatRupees } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import type { ResourceType } from '@contract/vocabulary.ts';

/**
 * docs/product.md §4: active green, pending yellow, refunded grey (the money came back: no fault of
 * anyone's, ADR 061), anything else red; the label is the capitalised status. Yellow carries dark
 * text: white on Bootstrap's yellow fails WCAG contrast.
 */
export function statusBadge(status: string): { label: string; className: string } {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  if (status === 'active') return { label, className: 'bg-success' };
  if (status === 'pending') return { label, className: 'bg-warning text-dark' };
  if (status === 'refunded') return { label, className: 'bg-secondary' };
  return { label, className: 'bg-danger' };
}

/**
 * The amount the learner subscribed at, or FREE (docs/product.md §9: FREE shows instead of an amount);
 * once paid online, what was paid (after any coupon), to the paisa (ADR 061).
 */
export function subscriptionAmount(
  subscription: Pick<Subscription, 'offer_price' | 'resource'> & { payment?: Subscription['payment'] },
): string {
  if (subscription.payment) return formatPaise(subscription.payment.amount);
  if (subscription.offer_price === 0 || subscription.resource.offering_type === 'FREE') {
    return MESSAGES.subscriptions.free;
  }
  return formatRupees(subscription.offer_price);
}

/** The View link: /programs/{id} or /services/{id}. */
export function resourcePath(resourceType: ResourceType, resourceId: string): string {
  return pagePath(resourceType === 'program' ? 'programDetail' : 'serviceDetail', { id: resourceId });
}

/** The subscriptions of one kind, in the server's order (newest first). */
export function subscriptionsOfType<T extends Pick<Subscription, 'resource_type'>>(
  subscriptions: readonly T[],
  resourceType: ResourceType,
): T[] {
  return subscriptions.filter((subscription) => subscription.resource_type === resourceType);
}

/**
 * The list the page opens on: Programs, unless the page was reached from a service's
 * 'Go to My Subscriptions' (router state `{ resourceType: 'service' }`).
 */
export function initialResourceType(locationState: unknown): ResourceType {
  if (
    typeof locationState === 'object' &&
    locationState !== null &&
    'resourceType' in locationState &&
    locationState.resourceType === 'service'
  ) {
    return 'service';
  }
  return 'program';
}
