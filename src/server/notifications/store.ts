import type { NotificationKind } from '@contract/notifications.ts';
import { NOTIFICATION_LIMITS, SITE_PATH_PATTERN } from '@contract/notifications.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { notificationMail } from './mail.ts';
import { emailChoiceOf } from './preferences.ts';
import { notificationMailSettings } from './settings.ts';

/** What an area tells one user (docs/product.md §21). `link` is a path of this site, e.g. `/live/<id>`. */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** One line, plain text; it is also the subject of the notification's own mail. */
  title: string;
  /** Plain text (never HTML): what the bell and the mail show under the title. */
  body?: string;
  link: string;
  /**
   * Unique per user: a second notify with the same key (a retried job, a double click) changes
   * nothing and mails nothing. E.g. `thread-reply:<post id>`.
   */
  dedupeKey?: string;
}

function assertSitePath(link: string): void {
  // The table's check refuses it too; this names the caller's mistake before the transaction fails.
  if (!SITE_PATH_PATTERN.test(link)) throw new Error(`notify: link must be a path of this site, not ${link}`);
}

const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * Stores a notification and, when the user chose `immediate` for its kind, queues its mail through
 * the outbox (ADR 003) in the caller's transaction: both commit with the change that caused them,
 * or neither does. `daily` leaves it to the evening digest; `off` and the live kinds mail nothing.
 * Nothing is stored for a blocked account or one waiting for its guardian, nor a second time for
 * the same `dedupeKey`. Returns the new notification's id, or undefined when nothing was stored.
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<string | undefined> {
  assertSitePath(input.link);
  const [recipient] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.status, 'active')));
  if (!recipient) return undefined;
  const choice = await emailChoiceOf(tx, input.userId, input.kind);
  const title = clip(input.title, NOTIFICATION_LIMITS.title);
  const body = clip(input.body ?? '', NOTIFICATION_LIMITS.body);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title,
      body,
      link: input.link,
      dedupeKey: input.dedupeKey ?? null,
      emailedAt: choice === 'immediate' ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return undefined;
  if (choice === 'immediate') {
    const mail = notificationMail(notificationMailSettings(), input.userId, {
      kind: input.kind,
      title,
      body,
      link: input.link,
    });
    await enqueueMail(tx, recipient.email, mail);
  }
  return row.id;
}

/**
 * The same notification to many users in one statement, for an area that mails them itself (the
 * live classes' reminders and changes, ADR 077): the rows are marked e-mailed at once, so the
 * store never mails them again, whatever the learner's choices. `recipients` is a row source with
 * a `user_id` column; the dedupe key is per user, so a retried job adds nothing.
 */
export function notifyEachSql(
  recipients: SQL,
  input: Omit<NotifyInput, 'userId' | 'dedupeKey'> & { dedupeKey: string },
): SQL {
  assertSitePath(input.link);
  return sql`insert into ${notifications} (user_id, kind, title, body, link, dedupe_key, emailed_at)
    select recipients.user_id, ${input.kind}, ${clip(input.title, NOTIFICATION_LIMITS.title)},
      ${clip(input.body ?? '', NOTIFICATION_LIMITS.body)}, ${input.link}, ${input.dedupeKey}, now()
    from ${recipients}
    on conflict (user_id, dedupe_key) do nothing`;
}
