import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { digestMail } from './mail.ts';
import { emailChoiceSql } from './preferences.ts';
import { notificationMailSettings } from './settings.ts';

/** A digest lists this many; a longer day ends with the link to the page. */
const DIGEST_ITEMS = 20;

/**
 * The rows a digest takes (docs/product.md §21): unread, not yet e-mailed, of the last day, of a
 * kind the user gets daily, of an active account.
 */
function digestRows(): SQL {
  return and(
    isNull(notifications.readAt),
    isNull(notifications.emailedAt),
    gt(notifications.createdAt, sql`now() - interval '1 day'`),
    sql`${emailChoiceSql(notifications.userId, notifications.kind)} = 'daily'`,
    sql`exists (select 1 from ${users} where ${users.id} = ${notifications.userId} and ${users.status} = 'active')`,
  )!;
}

/**
 * The `notification-digest` cron job, every evening at 7 pm IST (ADR 077): one mail per user with
 * their digest rows. Each user's rows are claimed (marked e-mailed) and the mail queued in one
 * transaction, so a second run, or a run on another instance at once, finds nothing left to send.
 * Returns how many digests were queued.
 */
export async function sendDailyDigests(db: Database): Promise<number> {
  const recipients = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(digestRows());
  let sent = 0;
  for (const { userId } of recipients) {
    sent += (await sendDigest(db, userId)) ? 1 : 0;
  }
  return sent;
}

async function sendDigest(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(notifications)
      .set({ emailedAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), digestRows()))
      .returning({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
      });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (claimed.length === 0 || !user) return false;
    const newestFirst = claimed.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const mail = digestMail(
      notificationMailSettings(),
      userId,
      newestFirst.slice(0, DIGEST_ITEMS),
      claimed.length,
    );
    await enqueueMail(tx, user.email, mail);
    return true;
  });
}
