import { MESSAGES } from '@contract/messages.ts';
import type { OfferingType, ResourceType, SubscriptionDecision } from '@contract/vocabulary.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../accounts/index.ts';
import { resourceTable } from '../catalogue/index.ts';
import { scheduleUnlockMails } from '../courses/index.ts';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { batches, payments, programs, services, subscriptions } from '../db/schema.ts';
import {
  enqueueMail,
  subscriptionAwaitingPaymentMail,
  subscriptionReceivedMail,
  subscriptionStatusMail,
} from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

const TEXTS = {
  program: {
    notFound: MESSAGES.subscriptions.programNotFound,
    unavailable: MESSAGES.subscriptions.programUnavailable,
    duplicate: MESSAGES.subscriptions.alreadySubscribedProgram,
  },
  service: {
    notFound: MESSAGES.subscriptions.serviceNotFound,
    unavailable: MESSAGES.subscriptions.serviceUnavailable,
    duplicate: MESSAGES.subscriptions.alreadySubscribedService,
  },
} as const;

/** What subscribing needs of a program or service row (both tables share the shape). */
type ResourceRow = typeof programs.$inferSelect;

/**
 * Where a program subscription goes (docs/product.md §20.1, ADR 072), decided by the live area
 * inside the subscribing transaction, under the batch's row lock: a seat (in a batch, or in none
 * for a program without open batches), or the batch's waiting list.
 */
export type BatchPlacement =
  | { kind: 'seat'; batchId: string | null }
  | { kind: 'waitlist'; batchId: string; batchName: string; position: number };

export type PlaceInBatch = (
  tx: Tx,
  input: { userId: string; programId: string; batchId: string | undefined },
) => Promise<BatchPlacement>;

/** What subscribing did: a subscription, or (a full batch) a place on its waiting list. */
export type SubscribeOutcome =
  | { kind: 'subscribed'; id: string }
  | { kind: 'waitlisted'; batchId: string; batchName: string; position: number };

/**
 * Subscribes a learner to an available program or service at its current offer price (0 when
 * FREE), pending an admin's approval, and mails them. A FREE resource whose admin chose
 * "activate free subscriptions at once" (docs/product.md §13.6) starts the subscription active instead: the
 * drip clock starts now and the learner gets the "approved" mail, not the "received" one. A
 * second current subscription to the same resource is refused by a unique index, so concurrent
 * clicks create one row. A program's subscription takes a seat in a batch, or a place on a full
 * batch's waiting list, as `placeInBatch` decides (docs/product.md §20.1).
 */
export async function subscribe(
  db: Database,
  user: UserRow,
  input: { resourceType: ResourceType; resourceId: string; batchId?: string | undefined },
  /** With online payment on (docs/product.md §13.1): the pay page of a subscription, for the mail. */
  payLink?: (subscriptionId: string) => string,
  placeInBatch?: PlaceInBatch,
): Promise<SubscribeOutcome> {
  const texts = TEXTS[input.resourceType];
  const table = resourceTable(input.resourceType);
  const [resource] = await db.select().from(table).where(eq(table.id, input.resourceId)).limit(1);
  if (!resource) throw new DomainError('not_found', texts.notFound);
  if (resource.availability !== 'yes') throw new DomainError('conflict', texts.unavailable);
  if (input.resourceType === 'service' && input.batchId) {
    throw new DomainError('invalid', MESSAGES.batches.notOfProgram);
  }
  return db.transaction(async (tx) => {
    let batchId: string | null = null;
    if (input.resourceType === 'program' && placeInBatch) {
      const placement = await placeInBatch(tx, {
        userId: user.id,
        programId: resource.id,
        batchId: input.batchId,
      });
      if (placement.kind === 'waitlist') {
        const { kind: _kind, ...waitlist } = placement;
        return { kind: 'waitlisted', ...waitlist };
      }
      batchId = placement.batchId;
    }
    const created = await createSubscription(tx, user, input.resourceType, resource, { batchId, payLink });
    return { kind: 'subscribed', id: created.id };
  });
}

/**
 * Creates a learner's subscription in the caller's transaction, as subscribing does: pending, or
 * active at once for a FREE resource with the option on (drip mails scheduled), and the mail that
 * says so (`mail: false` for a caller that writes its own, the waiting list's "a seat is yours").
 * Refused as a duplicate while the learner holds a current subscription to it.
 */
export async function createSubscription(
  tx: Tx,
  user: UserRow,
  resourceType: ResourceType,
  resource: ResourceRow,
  options: { batchId: string | null; payLink?: ((id: string) => string) | undefined; mail?: boolean },
): Promise<{ id: string; status: 'pending' | 'active'; offerPrice: number }> {
  const free = resource.offeringType === 'FREE';
  const offerPrice = free ? 0 : resource.offerPrice;
  // A PAID resource ignores the option: only a price of nothing may skip the admin.
  const activeAtOnce = free && resource.autoActivateFree;
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      resourceType,
      resourceId: resource.id,
      resourceTitle: resource.title,
      offerPrice,
      batchId: options.batchId,
      // The stats triggers (migration 0006) count an insert under its own status.
      ...(activeAtOnce ? { status: 'active' as const, activatedAt: sql`now()` } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (!created) throw new DomainError('conflict', TEXTS[resourceType].duplicate);
  const status = activeAtOnce ? 'active' : 'pending';
  // Drip e-mails (ADR 022), as at an admin's approval.
  if (activeAtOnce && resourceType === 'program') await scheduleUnlockMails(tx, user.id, resource.id);
  if (options.mail === false) return { id: created.id, status, offerPrice };
  const mailInput = { name: user.name, resourceType, title: resource.title, offerPrice };
  if (activeAtOnce) {
    await enqueueMail(tx, user.email, subscriptionStatusMail({ ...mailInput, status: 'active' }));
  } else if (options.payLink && offerPrice > 0) {
    // Paying activates it (ADR 061): the mail leads to paying, not to an approval no one gives.
    await enqueueMail(
      tx,
      user.email,
      subscriptionAwaitingPaymentMail({ ...mailInput, payLink: options.payLink(created.id) }),
    );
  } else {
    await enqueueMail(tx, user.email, subscriptionReceivedMail(mailInput));
  }
  return { id: created.id, status, offerPrice };
}

const programRef = alias(programs, 'program_ref');
const serviceRef = alias(services, 'service_ref');

/** What a subscription's paid payment reads as, straight from PostgreSQL's json (timestamps as text). */
export interface PaidPaymentJson {
  amount: number;
  refunded: number;
  paid_at: string | null;
  refunds: { amount: number; processed_on: string; credit_note: string | null }[];
}

/**
 * The payment that paid for a subscription (one at most: a paid-twice one is 'superseded' and
 * never invoiced, ADR 029), with its processed refunds and their credit notes, as one json value.
 */
const paidPayment = sql<PaidPaymentJson | null>`(
  select json_build_object(
    'amount', p.amount,
    'refunded', p.refunded,
    'paid_at', p.paid_at,
    'refunds', coalesce((
      select json_agg(json_build_object('amount', r.amount, 'processed_on', r.processed_at, 'credit_note', i.number)
        order by r.processed_at, r.id)
      from refunds r
      left join invoices i on i.refund_id = r.id and i.kind = 'credit_note'
      where r.payment_id = p.id and r.status = 'processed'
    ), '[]'::json))
  from payments p
  where p.subscription_id = ${subscriptions.id} and p.status in ('paid', 'partially_refunded', 'refunded')
  order by p.paid_at desc nulls last
  limit 1)`;

/**
 * Subscriptions with a summary of their resource, in one query: its title, image and type (the
 * title copied into the row once the resource is deleted). The learner's name and e-mail are the
 * row's own columns, kept current when an admin edits the user.
 */
export function selectSubscriptionsWithResource(db: DbOrTx) {
  return db
    .select({
      subscription: subscriptions,
      title: sql<string>`coalesce(${programRef.title}, ${serviceRef.title}, ${subscriptions.resourceTitle})`,
      imagePath: sql<string | null>`coalesce(${programRef.imagePath}, ${serviceRef.imagePath})`,
      offeringType: sql<OfferingType | null>`coalesce(${programRef.offeringType}, ${serviceRef.offeringType})`,
      payment: paidPayment,
      batchName: batches.name,
    })
    .from(subscriptions)
    .leftJoin(batches, eq(batches.id, subscriptions.batchId))
    .leftJoin(
      programRef,
      and(eq(subscriptions.resourceType, 'program'), eq(programRef.id, subscriptions.resourceId)),
    )
    .leftJoin(
      serviceRef,
      and(eq(subscriptions.resourceType, 'service'), eq(serviceRef.id, subscriptions.resourceId)),
    );
}

export type SubscriptionWithResource = Awaited<ReturnType<typeof selectSubscriptionsWithResource>>[number];

/** The learner's own subscriptions, newest first. */
export function listOwnSubscriptions(db: Database, userId: string) {
  return selectSubscriptionsWithResource(db)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdOn), desc(subscriptions.id));
}

export async function findSubscription(
  db: DbOrTx,
  id: string,
): Promise<SubscriptionWithResource | undefined> {
  const [row] = await selectSubscriptionsWithResource(db).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/**
 * An admin's decision: pending to active or rejected, and between active and rejected both ways.
 * The learner is mailed and the change audited in the same transaction.
 */
export async function setSubscriptionStatus(
  db: Database,
  actor: UserRow,
  id: string,
  status: SubscriptionDecision,
): Promise<SubscriptionWithResource> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!locked) throw new DomainError('not_found', MESSAGES.admin.subscriptionNotFound);
      // A refund in full ended it with the money back (ADR 061): approving it would give the
      // access away, and a reject would hide why it ended. The learner subscribes again.
      if (locked.status === 'refunded')
        throw new DomainError('conflict', MESSAGES.admin.subscriptionRefunded);
      // Money kept must not outlive the access it paid for unnoticed: a paid subscription ends by
      // a full refund (which rejects it with a credit note), not by a reject that keeps the money.
      if (status === 'rejected') {
        const [kept] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(eq(payments.subscriptionId, id), inArray(payments.status, ['paid', 'partially_refunded'])),
          )
          .limit(1);
        if (kept) throw new DomainError('conflict', MESSAGES.payments.rejectPaidSubscription);
      }
      if (locked.status === status) {
        throw new DomainError(
          'conflict',
          status === 'active'
            ? MESSAGES.admin.subscriptionAlreadyActive
            : MESSAGES.admin.subscriptionAlreadyRejected,
        );
      }
      // The drip clock (ADR 021) starts when the subscription becomes active, in the same statement.
      await tx
        .update(subscriptions)
        .set({ status, updatedOn: sql`now()`, activatedAt: status === 'active' ? sql`now()` : null })
        .where(eq(subscriptions.id, id));
      const row = (await findSubscription(tx, id))!;
      // Drip e-mails (ADR 022): one job per later module, due at its unlock date.
      if (status === 'active' && locked.resourceType === 'program' && locked.userId) {
        await scheduleUnlockMails(tx, locked.userId, locked.resourceId);
      }
      await enqueueMail(
        tx,
        locked.userEmail,
        subscriptionStatusMail({
          name: locked.userName,
          resourceType: locked.resourceType,
          title: row.title,
          offerPrice: locked.offerPrice,
          status,
        }),
      );
      await recordAudit(
        tx,
        actor,
        status === 'active' ? 'subscription.approve' : 'subscription.reject',
        id,
        { status: locked.status },
        { status },
      );
      return row;
    });
  } catch (error) {
    // Approving a rejected row while the learner holds a newer current one breaks the unique index.
    if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.admin.subscriptionConflict);
    throw error;
  }
}
