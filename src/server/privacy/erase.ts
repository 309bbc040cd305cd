import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  checkPasswordThrottled,
  type LoginLimits,
  randomToken,
  revokeAllSessions,
  type SessionContext,
  sha256,
} from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { privacyErasures, users } from '../db/schema.ts';
import { addJob, removeJob } from '../jobs/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { DomainError } from '../shared/errors.ts';
import { eraseCancelledMail, eraseRequestedMail } from './mails.ts';

const jobKey = (userId: string) => `privacy-erase:${userId}`;

/**
 * The learner asks to be erased (docs/product.md §17.2): the current password is checked under the
 * failed-login counters (a wrong one is 400, counted, and changes nothing); then, in one
 * transaction, the account is closed (inactive, every session ended), the erasure is recorded and
 * scheduled as a job at the end of the grace period, and the confirmation mail with the cancel
 * link is queued. Returns when the erasure will happen.
 */
export async function requestErasure(
  db: Database,
  session: SessionContext,
  password: string,
  options: { client: { ip: string }; limits: LoginLimits; publicUrl: string },
): Promise<Date> {
  const { user } = session;
  // The site must keep an admin, and an admin's actions stay attributable in the audit log.
  if (user.role === 'admin') throw new DomainError('conflict', MESSAGES.privacyRights.eraseAdmin);
  const valid = await checkPasswordThrottled(db, user, password, options.client, options.limits);
  if (!valid) {
    throw new DomainError('invalid', MESSAGES.profile.currentPasswordWrong, undefined, { field: 'password' });
  }
  const token = randomToken();
  return db.transaction(async (tx) => {
    const eraseAfter = sql`now() + make_interval(days => ${PRIVACY_RIGHTS.eraseGraceDays})`;
    const [erasure] = await tx
      .insert(privacyErasures)
      .values({ userId: user.id, tokenHash: sha256(token), eraseAfter })
      .onConflictDoUpdate({
        target: privacyErasures.userId,
        set: { tokenHash: sha256(token), requestedAt: sql`now()`, eraseAfter, cancelledAt: null },
        setWhere: isNull(privacyErasures.erasedAt),
      })
      .returning();
    if (!erasure) throw new Error('erasure: the account was already erased');
    await tx.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await addJob(
      tx,
      'privacy-erase',
      { user_id: user.id },
      { runAt: erasure.eraseAfter, jobKey: jobKey(user.id) },
    );
    const cancelUrl = `${options.publicUrl}${pagePath('eraseCancel', { token })}`;
    await enqueueMail(
      tx,
      user.email,
      eraseRequestedMail({ name: user.name, cancelUrl, eraseAfter: erasure.eraseAfter }),
    );
    return erasure.eraseAfter;
  });
}

/**
 * The confirmation mail's link cancels the erasure while the grace period lasts: the account is
 * open again (the learner signs in anew) and the job is taken off the queue. A used, wrong or late
 * link is 400 and changes nothing.
 */
export async function cancelErasure(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(privacyErasures)
      .set({ cancelledAt: sql`now()`, tokenHash: null })
      .where(
        and(
          eq(privacyErasures.tokenHash, sha256(token)),
          isNull(privacyErasures.erasedAt),
          isNull(privacyErasures.cancelledAt),
          gt(privacyErasures.eraseAfter, sql`now()`),
        ),
      )
      .returning();
    if (!cancelled) throw new DomainError('invalid', MESSAGES.privacyRights.eraseLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.id, cancelled.userId))
      .returning({ name: users.name, email: users.email });
    await removeJob(tx, jobKey(cancelled.userId));
    if (user) await enqueueMail(tx, user.email, eraseCancelledMail(user.name));
  });
}
