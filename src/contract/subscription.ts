import { z } from 'zod';
import { oneOfMessage } from './fields.ts';
import { OFFERING_TYPES, RESOURCE_TYPES, SUBSCRIPTION_STATUSES } from './vocabulary.ts';

/** docs/product.md §3 payload: resourceType and resourceId. */
export const SubscribeSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES, { error: oneOfMessage('resourceType', RESOURCE_TYPES) }),
  resourceId: z.uuid({ error: 'resourceId is not a valid id.' }),
  /**
   * A batch of the program (docs/product.md §20.1); without it the next open batch with seats is
   * taken, and a program without batches works as the spec has it.
   */
  batchId: z.uuid({ error: 'batchId is not a valid id.' }).optional(),
});
export type SubscribeInput = z.input<typeof SubscribeSchema>;

/** What the subscriptions list shows of the resource, so the page needs one request. */
const ResourceSummarySchema = z.object({
  title: z.string(),
  image_path: z.string().nullable(),
  offering_type: z.enum(OFFERING_TYPES),
  /** False when the program or service was deleted after the subscription. */
  exists: z.boolean(),
});

/** A processed refund of the subscription's payment, with its credit note (docs/product.md §13.4). */
const SubscriptionRefundSchema = z.object({
  /** Paise given back. */
  amount: z.number(),
  processed_on: z.string(),
  /** The credit note's number (its PDF: GET /api/invoice/:number/pdf). */
  credit_note: z.string().nullable(),
});

/**
 * What the learner paid online for it and what came back (docs/product.md §4, ADR 061), in paise:
 * the amount charged after any coupon, not the list price.
 */
const SubscriptionPaymentSchema = z.object({
  amount: z.number(),
  refunded: z.number(),
  paid_at: z.string().nullable(),
  refunds: z.array(SubscriptionRefundSchema),
});
export type SubscriptionPayment = z.infer<typeof SubscriptionPaymentSchema>;

export const SubscriptionSchema = z.object({
  _id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  resource_type: z.enum(RESOURCE_TYPES),
  resource_id: z.string(),
  /** Rupees: the resource's offer price when the learner subscribed (0 for FREE). */
  offer_price: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_on: z.string(),
  /** The tax invoice's number once the subscription is paid online (docs/product.md §13.2); else null. */
  invoice_number: z.string().nullable(),
  resource: ResourceSummarySchema,
  /** The payment that paid for it online (paid, partly or fully refunded); null when none did. */
  payment: SubscriptionPaymentSchema.nullable(),
  /** The batch whose seat it holds (docs/product.md §20.1); null for a program without batches or a service. */
  batch: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionListSchema = z.array(SubscriptionSchema);

export const SubscribeResponseSchema = z.object({ message: z.string(), subscription: SubscriptionSchema });
