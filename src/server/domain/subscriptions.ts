import { MESSAGES } from '@contract/messages.ts';
import type { ResourceType } from '@contract/subscription.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../db/client.ts';
import { programs, services, subscriptions, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { subscriptionReceivedMail, subscriptionStatusMail } from '../mail/templates.ts';
import { HttpError } from '../plugins/errors.ts';
import { resourceTable } from './resources.ts';
import type { UserRow } from './sessions.ts';

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

/**
 * Subscribes a learner to an available program or service at its current offer price (0 when
 * FREE), pending an admin's approval, and mails them. A second current subscription to the same
 * resource is refused by a unique index, so concurrent clicks create one row.
 */
export async function subscribe(
  db: Database,
  user: UserRow,
  input: { resourceType: ResourceType; resourceId: string },
): Promise<string> {
  const texts = TEXTS[input.resourceType];
  const table = resourceTable(input.resourceType);
  const [resource] = await db.select().from(table).where(eq(table.id, input.resourceId)).limit(1);
  if (!resource) throw new HttpError(404, texts.notFound);
  if (resource.availability !== 'yes') throw new HttpError(409, texts.unavailable);
  const offerPrice = resource.offeringType === 'FREE' ? 0 : resource.offerPrice;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        resourceType: input.resourceType,
        resourceId: resource.id,
        resourceTitle: resource.title,
        offerPrice,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    if (!created) throw new HttpError(409, texts.duplicate);
    await enqueueMail(
      tx,
      user.email,
      subscriptionReceivedMail({
        name: user.name,
        resourceType: input.resourceType,
        title: resource.title,
        offerPrice,
      }),
    );
    return created.id;
  });
}

const programRef = alias(programs, 'program_ref');
const serviceRef = alias(services, 'service_ref');

/**
 * Subscriptions with their learner and a summary of their resource, in one query: the current
 * name and e-mail of the learner (the copy kept in the row once the user is gone), and the
 * resource's title, image and type (the copied title once it is deleted).
 */
export function selectSubscriptionsWithResource(db: DbOrTx) {
  return db
    .select({
      subscription: subscriptions,
      userName: sql<string>`coalesce(${users.name}, ${subscriptions.userName})`,
      userEmail: sql<string>`coalesce(${users.email}, ${subscriptions.userEmail})`,
      title: sql<string>`coalesce(${programRef.title}, ${serviceRef.title}, ${subscriptions.resourceTitle})`,
      imagePath: sql<string | null>`coalesce(${programRef.imagePath}, ${serviceRef.imagePath})`,
      offeringType: sql<
        'PAID' | 'FREE' | null
      >`coalesce(${programRef.offeringType}, ${serviceRef.offeringType})`,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.userId))
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

/** Queues the approval or rejection e-mail to the learner (used by the admin's decision). */
export async function enqueueSubscriptionStatusMail(
  tx: DbOrTx,
  row: SubscriptionWithResource,
  status: 'active' | 'rejected',
): Promise<void> {
  await enqueueMail(
    tx,
    row.userEmail,
    subscriptionStatusMail({
      name: row.userName,
      resourceType: row.subscription.resourceType,
      title: row.title,
      offerPrice: row.subscription.offerPrice,
      status,
    }),
  );
}
