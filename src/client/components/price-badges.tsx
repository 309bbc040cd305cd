import { formatRupees } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';

/** The offering type badge (PAID or FREE) of a program or a service. */
export function OfferingTypeBadge({ resource, className = '' }: { resource: Program; className?: string }) {
  const isFree = resource.offering_type === 'FREE';
  return (
    <span className={`badge ${isFree ? 'badge-free' : 'badge-paid'} ${className}`}>
      {resource.offering_type}
    </span>
  );
}

/**
 * Offering type, Actual price and Offer price badges of a program or a service (they share one
 * shape). Section 9: the FREE offering type shows FREE instead of an amount. A FREE resource
 * shows one Offer: FREE badge, with the Actual price struck through only when it had one:
 * "Actual: FREE / Offer: FREE" said the same thing twice (docs/product.md §10.5).
 */
export function PriceBadges({ resource, showType = true }: { resource: Program; showType?: boolean }) {
  const isFree = resource.offering_type === 'FREE';
  const offerPrice = isFree ? 0 : resource.offer_price;
  const discounted = offerPrice < resource.actual_price;
  const showActual = !isFree || resource.actual_price > 0;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 price-badges">
      {showType ? (
        <li>
          <OfferingTypeBadge resource={resource} />
        </li>
      ) : null}
      {showActual ? (
        <li>
          <span className="badge badge-actual">
            Actual:{' '}
            {discounted ? <s>{formatRupees(resource.actual_price)}</s> : formatRupees(resource.actual_price)}
          </span>
        </li>
      ) : null}
      <li>
        <span className="badge badge-offer">
          Offer: {isFree ? MESSAGES.subscriptions.free : formatRupees(resource.offer_price)}
        </span>
      </li>
    </ul>
  );
}
