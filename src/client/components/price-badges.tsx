import { formatRupees } from '@client/lib/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { Program } from '@contract/program.ts';

/**
 * Offering type, Actual price and Offer price badges of a program or a service (they share one
 * shape). Section 9: the FREE offering type shows FREE instead of an amount, on both badges.
 */
export function PriceBadges({ resource }: { resource: Program }) {
  const isFree = resource.offering_type === 'FREE';
  const offerPrice = isFree ? 0 : resource.offer_price;
  const discounted = offerPrice < resource.actual_price;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 price-badges">
      <li>
        <span className={`badge ${isFree ? 'badge-free' : 'badge-paid'}`}>{resource.offering_type}</span>
      </li>
      <li>
        <span className="badge badge-actual">
          Actual:{' '}
          {isFree ? (
            MESSAGES.subscriptions.free
          ) : discounted ? (
            <s>{formatRupees(resource.actual_price)}</s>
          ) : (
            formatRupees(resource.actual_price)
          )}
        </span>
      </li>
      <li>
        <span className="badge badge-offer">
          Offer: {isFree ? MESSAGES.subscriptions.free : formatRupees(resource.offer_price)}
        </span>
      </li>
    </ul>
  );
}
