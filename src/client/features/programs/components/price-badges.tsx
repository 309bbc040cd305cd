import { formatRupees } from '@client/lib/format.ts';
import type { Program } from '@contract/program.ts';

/** Offering type, Actual price and Offer price badges; a FREE program's offer reads FREE. */
export function PriceBadges({ program }: { program: Program }) {
  const isFree = program.offering_type === 'FREE';
  const offerPrice = isFree ? 0 : program.offer_price;
  const discounted = offerPrice < program.actual_price;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 price-badges">
      <li>
        <span className={`badge ${isFree ? 'badge-free' : 'badge-paid'}`}>{program.offering_type}</span>
      </li>
      <li>
        <span className="badge badge-actual">
          Actual:{' '}
          {discounted ? <s>{formatRupees(program.actual_price)}</s> : formatRupees(program.actual_price)}
        </span>
      </li>
      <li>
        <span className="badge badge-offer">
          Offer: {isFree ? 'FREE' : formatRupees(program.offer_price)}
        </span>
      </li>
    </ul>
  );
}
