import {
  DEFAULT_EMAIL_CHOICE,
  EMAILED_NOTIFICATION_KINDS,
  type EmailChoice,
  type EmailedNotificationKind,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@contract/notifications.ts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { notificationPreferences } from '../db/schema.ts';

/**
 * A learner's e-mail choice per kind (docs/product.md §21, ADR 077): DEFAULT_EMAIL_CHOICE until
 * they change one, so a row exists only for a changed kind. The live kinds have no choice here:
 * the live area mails them under its own switch, and the store never does.
 */

const isEmailed = (kind: NotificationKind): kind is EmailedNotificationKind =>
  (EMAILED_NOTIFICATION_KINDS as readonly string[]).includes(kind);

export async function getNotificationPreferences(
  db: DbOrTx,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const email = { ...DEFAULT_EMAIL_CHOICE };
  for (const row of rows) if (isEmailed(row.kind)) email[row.kind] = row.email;
  return { email };
}

/** Changes the kinds given; the others keep their choice. */
export async function saveNotificationPreferences(
  db: DbOrTx,
  userId: string,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const rows = Object.entries(update.email)
    .filter((entry): entry is [EmailedNotificationKind, EmailChoice] => entry[1] !== undefined)
    .map(([kind, email]) => ({ userId, kind, email }));
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  }
  return getNotificationPreferences(db, userId);
}

/** Sets every given kind to `off` (an unsubscribe link); returns nothing, as the link answers the same. */
export async function turnOffEmail(db: DbOrTx, userId: string, kinds: readonly EmailedNotificationKind[]) {
  if (kinds.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(kinds.map((kind) => ({ userId, kind, email: 'off' as const })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: 'off', updatedAt: sql`now()` },
    });
}

/** The kinds a learner gets as the evening digest. */
export async function digestKinds(db: DbOrTx, userId: string): Promise<EmailedNotificationKind[]> {
  const { email } = await getNotificationPreferences(db, userId);
  return EMAILED_NOTIFICATION_KINDS.filter((kind) => email[kind] === 'daily');
}

/** One kind's choice; `off` for the live kinds, which the store never mails. */
export async function emailChoiceOf(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
): Promise<EmailChoice> {
  if (!isEmailed(kind)) return 'off';
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email ?? DEFAULT_EMAIL_CHOICE[kind];
}

/**
 * The choice of the row's user for the row's kind, as SQL (the digest picks its rows with it):
 * the stored row, else the default, and `off` for the live kinds.
 */
export function emailChoiceSql(userId: AnyPgColumn, kind: AnyPgColumn): SQL {
  const defaults = sql.join(
    EMAILED_NOTIFICATION_KINDS.map((name) => sql`when ${name} then ${DEFAULT_EMAIL_CHOICE[name]}`),
    sql` `,
  );
  return sql`coalesce(
    (select ${notificationPreferences.email} from ${notificationPreferences}
      where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.kind} = ${kind}),
    case ${kind} ${defaults} else 'off' end)`;
}
