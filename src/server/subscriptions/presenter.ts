import type { Subscription } from '@contract/subscription.ts';
import type { SubscriptionWithResource } from './lifecycle.ts';

export function presentSubscription(row: SubscriptionWithResource): Subscription {
  const s = row.subscription;
  return {
    _id: s.id,
    user_name: s.userName,
    user_email: s.userEmail,
    resource_type: s.resourceType,
    resource_id: s.resourceId,
    offer_price: s.offerPrice,
    status: s.status,
    created_on: s.createdOn.toISOString(),
    invoice_number: s.invoiceNumber,
    resource: {
      title: row.title,
      image_path: row.imagePath,
      // A deleted resource's type is unknown; its price tells FREE from PAID.
      offering_type: row.offeringType ?? (s.offerPrice === 0 ? 'FREE' : 'PAID'),
      exists: row.offeringType !== null,
    },
  };
}
