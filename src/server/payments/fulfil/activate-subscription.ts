import { eq, sql } from 'drizzle-orm';
import { scheduleUnlockMails } from '../../courses/index.ts';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { subscriptions } from '../../db/schema.ts';
import { recordAudit } from '../../shared/audit.ts';
import type { PaymentLog } from '../log.ts';
import type { SubscriptionRow } from './lock-order.ts';

/**
 * Money was taken, so the subscription becomes active, as an admin's approval makes it (drip
 * clock, unlock mails): a pending one, and a rejected one too (audited). If the learner has since
 * taken another current subscription to the same resource, the rejected one cannot become current
 * (subscriptions_one_current_key): it stays rejected, and the log says so.
 */
export async function activateSubscription(
  tx: Tx,
  subscription: SubscriptionRow,
  log: PaymentLog,
): Promise<void> {
  if (subscription.status === 'active') return;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint
        .update(subscriptions)
        .set({ status: 'active', updatedOn: sql`now()`, activatedAt: sql`now()` })
        .where(eq(subscriptions.id, subscription.id));
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    log.error(
      { subscriptionId: subscription.id },
      'a paid subscription could not become active: the learner holds another current one',
    );
    return;
  }
  if (subscription.resourceType === 'program' && subscription.userId) {
    await scheduleUnlockMails(tx, subscription.userId, subscription.resourceId);
  }
  if (subscription.status === 'rejected' || subscription.status === 'refunded') {
    await recordAudit(
      tx,
      null,
      'subscription.approve',
      subscription.id,
      { status: subscription.status },
      { status: 'active', reason: 'paid online' },
    );
  }
}
