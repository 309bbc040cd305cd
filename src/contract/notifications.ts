import { z } from 'zod';

/**
 * The site's one notifications store (docs/product.md §21, ADR 077): what a notification is, the
 * kinds, the e-mail choices and the API's shapes. Every area that tells a learner something (a
 * reply, a moderation decision, a live class, a mentor's comment) writes through one `notify`.
 */

/** Every kind of notification, once. A new kind is added here, with its label and default below. */
export const NOTIFICATION_KINDS = [
  'thread_reply',
  'answer_accepted',
  'mention',
  'moderation_decision',
  'live_reminder',
  'live_session_changed',
  'journal_comment',
  'weekly_review',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds whose e-mail the live area sends itself, under its own switch (`/api/profile/live-preferences`,
 * docs/product.md §20.5): the store only shows them in the bell, and offers no e-mail choice for them.
 */
export const LIVE_NOTIFICATION_KINDS = [
  'live_reminder',
  'live_session_changed',
] as const satisfies readonly NotificationKind[];

/** The kinds the store e-mails itself, per the learner's choice. */
export const EMAILED_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is EmailedNotificationKind => !(LIVE_NOTIFICATION_KINDS as readonly string[]).includes(kind),
);
export type EmailedNotificationKind = Exclude<NotificationKind, (typeof LIVE_NOTIFICATION_KINDS)[number]>;

/** How a learner wants the e-mail of one kind: one mail per event, one evening digest, or none. */
export const EMAIL_CHOICES = ['immediate', 'daily', 'off'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/** The choice of a learner who never changed it. */
export const DEFAULT_EMAIL_CHOICE: Record<EmailedNotificationKind, EmailChoice> = {
  thread_reply: 'immediate',
  answer_accepted: 'immediate',
  mention: 'immediate',
  moderation_decision: 'immediate',
  journal_comment: 'immediate',
  // A weekly review is itself a summary: the evening digest is soon enough.
  weekly_review: 'daily',
};

/** What each kind is about, in the profile's words ("E-mail me about …"). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  thread_reply: 'Replies to my threads',
  answer_accepted: 'My answers accepted',
  mention: 'Mentions of me',
  moderation_decision: 'Moderation decisions about my posts',
  live_reminder: 'Live class reminders',
  live_session_changed: 'Live class changes',
  journal_comment: "Mentors' comments on my journal",
  weekly_review: 'My weekly review',
};

export const EMAIL_CHOICE_LABELS: Record<EmailChoice, string> = {
  immediate: 'Each time',
  daily: 'Daily digest',
  off: 'Off',
};

export const NOTIFICATION_LIMITS = {
  title: 200,
  body: 2000,
  link: 500,
  dedupeKey: 200,
  /** One page of GET /api/notifications, by default and at most. */
  pageSize: 20,
  maxPageSize: 50,
  /** The bell's panel shows the newest few. */
  bellSize: 6,
  /** The count stops here ("99+"): the bell needs no exact figure beyond it, and the query stays short. */
  unreadCap: 99,
  /** Ids one POST /api/notifications/read may mark. */
  readIds: 100,
  /** Read notifications older than this are deleted (ADR 077); unread ones after `unreadRetentionDays`. */
  readRetentionDays: 90,
  unreadRetentionDays: 365,
  /** The daily digest goes out at this hour, IST (graphile-worker's cron runs in UTC: 13:30 UTC). */
  digestHourIst: '7 pm',
  /** How often the bell asks for the unread count while the tab is visible. */
  pollSeconds: 60,
} as const;

/**
 * A path of this site: one slash, then not a second one nor a backslash (browsers read `//host`
 * and `/\host` as another site). Where a notification leads.
 */
export const SITE_PATH_PATTERN = /^\/(?![/\\])/;

const SitePathSchema = z
  .string()
  .max(NOTIFICATION_LIMITS.link)
  .regex(SITE_PATH_PATTERN, { error: 'A notification links to a path of this site.' });

export const NotificationSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: SitePathSchema,
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  /** Unread notifications, capped at NOTIFICATION_LIMITS.unreadCap (+1 means "more"). */
  unread: z.number().int().min(0),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** A page: newest first; `cursor` is the previous page's `next_cursor`. */
export const NotificationListQuerySchema = z.object({
  cursor: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor must be a next_cursor given by this API.' })
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1)
    .max(NOTIFICATION_LIMITS.maxPageSize)
    .default(NOTIFICATION_LIMITS.pageSize),
});

export const NotificationUnreadSchema = z.object({ unread: z.number().int().min(0) });

/** Mark some of one's notifications read, or all of them. Another user's ids are ignored. */
export const NotificationReadSchema = z.union([
  z.strictObject({
    ids: z
      .array(z.uuid({ error: 'Each id must be a notification id.' }))
      .min(1, { error: 'Give at least one id, or all: true.' })
      .max(NOTIFICATION_LIMITS.readIds, { error: `At most ${NOTIFICATION_LIMITS.readIds} ids at once.` }),
  }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationRead = z.infer<typeof NotificationReadSchema>;

const EmailChoiceSchema = z.enum(EMAIL_CHOICES, { error: `Choose one of: ${EMAIL_CHOICES.join(', ')}.` });

/** The e-mail choice of every kind the store e-mails. */
export const NotificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(EMAILED_NOTIFICATION_KINDS.map((kind) => [kind, EmailChoiceSchema])) as Record<
      EmailedNotificationKind,
      typeof EmailChoiceSchema
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** A change of some choices; the kinds left out keep theirs. */
export const NotificationPreferencesUpdateSchema = z.object({
  email: z
    .object(
      Object.fromEntries(
        EMAILED_NOTIFICATION_KINDS.map((kind) => [kind, EmailChoiceSchema.optional()]),
      ) as Record<EmailedNotificationKind, z.ZodOptional<typeof EmailChoiceSchema>>,
    )
    .strict(),
});
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

/** The token of an e-mail's unsubscribe link: `<scope>.<user id>.<signature>` (ADR 077). */
export const NotificationTokenParamsSchema = z.object({
  token: z
    .string()
    .max(120)
    .regex(/^[a-z_]+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, {
      error: 'This link is not complete. Please open it from the e-mail again.',
    }),
});

/** The kinds an unsubscribe link turns off: one kind, or (the digest's) every kind sent as a digest. */
export const UNSUBSCRIBE_SCOPES = [...EMAILED_NOTIFICATION_KINDS, 'digest'] as const;
export type UnsubscribeScope = EmailedNotificationKind | 'digest';

/** An unread count as the bell shows it: the API stops counting one past the cap ("99+"). */
export function formatUnread(unread: number): string {
  return unread > NOTIFICATION_LIMITS.unreadCap ? `${NOTIFICATION_LIMITS.unreadCap}+` : String(unread);
}
