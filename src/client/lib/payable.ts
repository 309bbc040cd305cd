import { pagePath } from '@contract/routes.ts';
import type { Subscription } from '@contract/subscription.ts';
import { formatRupees } from './format.ts';

/**
 * A subscription the learner can pay for online: awaiting approval, not free, and for a program or
 * service still offered (docs/product.md §13.1).
 */
export function isPayable(subscription: Pick<Subscription, 'status' | 'offer_price' | 'resource'>): boolean {
  return (
    subscription.status === 'pending' &&
    subscription.offer_price > 0 &&
    subscription.resource.offering_type !== 'FREE' &&
    subscription.resource.exists
  );
}

/** A subscription to a FREE program or service (or at no price): there is nothing to pay. */
export function isFreeSubscription(subscription: Pick<Subscription, 'offer_price' | 'resource'>): boolean {
  return subscription.offer_price === 0 || subscription.resource.offering_type === 'FREE';
}

/** 'Pay ₹35,000 now': the subscription's offer price (whole rupees), as the site shows prices. */
export function payNowLabel(offerPriceRupees: number): string {
  return `Pay ${formatRupees(offerPriceRupees)} now`;
}

/** The pay page of a subscription (open it with documentNavigation or a reloading link: ADR 031). */
export function payPath(subscriptionId: string): string {
  return pagePath('pay', { subscriptionId });
}
