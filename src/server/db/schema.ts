import { POST_STATUSES } from '@contract/community.ts';
import { JOURNAL_SIDES, JOURNAL_SOURCES } from '@contract/journal.ts';
import { LIVE_LOCATIONS, LIVE_SESSION_STATUSES } from '@contract/live-vocabulary.ts';
import { EMAIL_CHOICES, NOTIFICATION_KINDS } from '@contract/notifications.ts';
import { CONSENT_ACTIONS, CONSENT_PURPOSES, NOTICE_PURPOSE, type NoticeText } from '@contract/privacy.ts';
import {
  SIM_ACCOUNT_MODES,
  SIM_ACCOUNT_STATUSES,
  SIM_CHALLENGE_BREACHES,
  SIM_ORDER_SIDES,
  SIM_ORDER_SOURCES,
  SIM_ORDER_STATUSES,
  SIM_ORDER_TYPES,
  SIM_PRODUCTS,
  SIM_VALIDITIES,
} from '@contract/sim-trading.ts';
import {
  MARKET_IMPORT_FORMATS,
  MARKET_SERIES,
  type MarketImportFormat,
  type MarketSkippedGroup,
  type MarketStoredSeries,
} from '@contract/simulator.ts';
import {
  AVAILABILITY,
  CERTIFICATE_KINDS,
  COUPON_KINDS,
  GRIEVANCE_STATUSES,
  INVOICE_KINDS,
  LEAD_KINDS,
  LEAD_STATUSES,
  LEGAL_KINDS,
  LESSON_KINDS,
  MEDIA_STATUSES,
  OFFERING_TYPES,
  PAYMENT_FLAGS,
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRIVACY_EXPORT_STATUSES,
  type PrivacyExportStatus,
  REFUND_STATUSES,
  RESOURCE_TYPES,
  ROLES,
  SUBSCRIPTION_STATUSES,
  USER_STATUSES,
} from '@contract/vocabulary.ts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdOn = (name = 'created_on') => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * `column in ('a', 'b')` for a check constraint, from the contract's list of values. The values are
 * inlined as literals (not parameters): a constraint's SQL cannot take parameters, and the literals
 * keep the generated SQL exactly as the migrations wrote it.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored trimmed and in lower case. */
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdOn: createdOn(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    /**
     * Set for an account made with a one-time password (the first admin): until a new one is
     * chosen, only the profile's password change and logout answer (ADR 060).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Asked at registration or at the first sign-in (docs/product.md §18.1); null until given. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** When a parent or guardian confirmed an under-18 account (guardian_consents has who). */
    guardianConfirmedAt: timestamp('guardian_confirmed_at', { withTimezone: true }),
    /** The privacy notice version the learner last acknowledged; null before any. */
    noticeVersionAcknowledged: integer('notice_version_acknowledged'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_on_id_idx').on(t.createdOn, t.id),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_role_status_idx').on(t.role, t.status),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_role_check', oneOf(t.role, ROLES)),
  ],
);

/** A user as stored: the accounts area's and the audit log's view of a person. */
export type UserRow = typeof users.$inferSelect;

/**
 * Programs and services share one shape (docs/product.md §3): the same columns and checks, each
 * table with its own constraint names.
 */
function resourceColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug'),
    title: text('title').notNull(),
    tag: text('tag').notNull().default(''),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    offeringType: text('offering_type', { enum: OFFERING_TYPES }).notNull(),
    /** Whole rupees. */
    actualPrice: integer('actual_price').notNull().default(0),
    offerPrice: integer('offer_price').notNull().default(0),
    availability: text('availability', { enum: AVAILABILITY }).notNull().default('no'),
    htmlContent: text('html_content').notNull().default(''),
    createdOn: createdOn(),
    /** Set by a trigger on every update (migration 0018): the sitemap's lastmod. */
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A FREE program's subscriptions start active, without an admin (docs/product.md §13.6). Off by default,
     * as the spec has every subscription pending.
     */
    autoActivateFree: boolean('auto_activate_free').notNull().default(false),
  };
}

type ResourceColumns = ReturnType<typeof resourceColumns>;
type ResourceTable = { [K in keyof ResourceColumns]: AnyPgColumn };

function resourceChecks(table: string, t: ResourceTable) {
  return [
    uniqueIndex(`${table}_slug_key`).on(t.slug),
    check(`${table}_offering_type_check`, oneOf(t.offeringType, OFFERING_TYPES)),
    check(`${table}_availability_check`, oneOf(t.availability, AVAILABILITY)),
    check(`${table}_prices_check`, sql`${t.actualPrice} >= 0 and ${t.offerPrice} >= 0`),
  ];
}

export const programs = pgTable('programs', resourceColumns(), (t) => [
  ...resourceChecks('programs', t),
  index('programs_created_on_idx').on(t.createdOn),
]);

/**
 * A program's former slugs (docs/product.md §3.2, ADR 064): its page at /programs/<old> answers 301
 * to the current one, and GET /program/<old> answers the program. A slug here is not given to a new
 * program, so an old link never leads to another program; deleting the program deletes them.
 */
export const programSlugRedirects = pgTable(
  'program_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    createdOn: createdOn(),
  },
  (t) => [index('program_slug_redirects_program_id_idx').on(t.programId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_submitted_at_id_idx').on(t.submittedAt, t.id),
    index('contact_messages_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('contact_messages_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contact_messages_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
  ],
);

/**
 * A lead (docs/product.md §16, ADR 059): one row per form and address, from the home page's
 * offer form or the footer's newsletter box. A repeat sign-up updates the row, never adds one.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    /** Lower case, as EmailSchema leaves it. */
    email: text('email').notNull(),
    name: text('name'),
    /** The offer form's course choice, as the form names it. */
    course: text('course'),
    /** The program that course is, for the offer's coupon; null when no program has its slug. */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    sourcePage: text('source_page'),
    consentToContact: boolean('consent_to_contact').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    contactedBy: uuid('contacted_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the newsletter confirmation token, while one is outstanding. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the last confirmation link was mailed: a repeat sign-up mails a new one only after NEWSLETTER_RESEND_SECONDS (ADR 063). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The newsletter's unsubscribe token, in every mailing's link and List-Unsubscribe header. */
    unsubscribeToken: text('unsubscribe_token'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('leads_kind_email_key').on(t.kind, t.email),
    uniqueIndex('leads_confirm_token_hash_key').on(t.confirmTokenHash),
    uniqueIndex('leads_unsubscribe_token_key').on(t.unsubscribeToken),
    index('leads_created_on_id_idx').on(t.createdOn, t.id),
    check('leads_kind_check', oneOf(t.kind, LEAD_KINDS)),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
  ],
);

/**
 * Transactional outbox for e-mail: a message is written in the same transaction as the
 * change that causes it and sent by whichever instance claims it, so a crash or a restart
 * loses no mail and several instances never send one twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** Bodies are cleared once sent: they may carry one-time codes or links. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra header fields, e.g. a newsletter's List-Unsubscribe (ADR 063); cleared with the bodies. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdOn('created_at'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** One-off facts about this database, e.g. that the seed content was written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions: only a SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdOn('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Moved forward at most once per SESSION_SEEN_INTERVAL_SECONDS, not on every request (ADR 060). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** The pending e-mail verification of an address that wants to register: one row per address. */
export const emailVerifications = pgTable('email_verifications', {
  email: text('email').primaryKey(),
  /**
   * HMAC-SHA-256 of the address and code under APP_SECRET; null once the code was used. For an
   * address that already has an account, the digest of a random token that no code matches.
   */
  codeHash: text('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * A signed-in user's pending change of address (docs/product.md §4): one per user, the code
 * mailed to the new address. For an address another account has, the digest of a random token
 * that no code matches, so the change cannot complete and the answer does not tell (ADR 060).
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdOn('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/** Fixed-window counters for brute-force limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** Services have the shape of programs (docs/product.md §3). */
export const services = pgTable('services', resourceColumns(), (t) => resourceChecks('services', t));

/**
 * A learner's subscription to a program or a service. The user's name and e-mail and the
 * resource's title are copied in, so the money history stays readable after a user or a
 * program is deleted (user_id becomes null; the row stays).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }).notNull(),
    resourceId: uuid('resource_id').notNull(),
    resourceTitle: text('resource_title').notNull(),
    /** Whole rupees: the offer price when the learner subscribed (0 for FREE). */
    offerPrice: integer('offer_price').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an admin last made the subscription active (the drip clock starts here); null while it
     * is pending or rejected. Set in the same statement as the status (ADR 021).
     */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * The tax invoice of the payment that paid for it online (docs/product.md §13.2), copied in by the same
     * transaction that issues it, so the subscription lists need no join to payments and invoices.
     */
    invoiceNumber: text('invoice_number'),
    /**
     * The batch the learner attends (docs/product.md §20.1); null for a service, or a program
     * without batches. A current (pending or active) subscription holds one of its seats.
     */
    batchId: uuid('batch_id').references((): AnyPgColumn => batches.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('subscriptions_batch_status_idx').on(t.batchId, t.status),
    check('subscriptions_resource_type_check', oneOf(t.resourceType, RESOURCE_TYPES)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_offer_price_check', sql`${t.offerPrice} >= 0`),
    // One current (pending or active) subscription per learner and resource: enforced by the
    // database, so two clicks at once cannot both insert. A rejected one may subscribe again.
    uniqueIndex('subscriptions_one_current_key')
      .on(t.userId, t.resourceType, t.resourceId)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdOn),
    index('subscriptions_resource_idx').on(t.resourceType, t.resourceId),
    index('subscriptions_created_on_id_idx').on(t.createdOn, t.id),
    index('subscriptions_user_name_trgm_idx').using('gin', t.userName.op('gin_trgm_ops')),
    index('subscriptions_user_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
    index('subscriptions_resource_id_trgm_idx').using('gin', sql`(${t.resourceId}::text) gin_trgm_ops`),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/** Who changed what, when, with the values before and after (every admin change). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** A uuid for most entities; a certificate's public id for certificates (ADR 027). */
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdOn('created_at'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Subscription counts and rupee sums per IST month, resource type and status, kept current by
 * statement-level triggers on subscriptions (migration 0006): the dashboard reads a few dozen
 * rows instead of scanning every subscription.
 */
export const subscriptionStats = pgTable(
  'subscription_stats',
  {
    month: date('month').notNull(),
    resourceType: text('resource_type').notNull(),
    status: text('status').notNull(),
    subscriptions: bigint('subscriptions', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.resourceType, t.status] })],
);

/** Users per status, kept current by triggers on users (migration 0006). */
export const userStats = pgTable('user_stats', {
  status: text('status').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
});

/**
 * PostgreSQL's multirange of integers (PG 14+): a lesson's watched seconds as a set of
 * half-open ranges, merged by the database with `+` so concurrent posts cannot lose a range.
 * Read back as its text form, e.g. '{[0,20),[30,80)}'.
 */
const int4multirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

/**
 * An uploaded file (video, PDF, sheet). `storage_key` is the original upload; a video's HLS
 * rendition lives beside it under `<id>/hls/` once `status` is `ready` (ADR 022).
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('processing'),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: integer('duration_seconds'),
    storageKey: text('storage_key').notNull(),
    /** Why transcoding failed, for the admin; null otherwise. */
    error: text('error'),
    createdOn: createdOn(),
  },
  (t) => [
    check('media_status_check', oneOf(t.status, MEDIA_STATUSES)),
    check('media_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/**
 * A picture uploaded for a program or an article (ADR 065). Only its copies are stored, under
 * `images/<id>/<width>.<webp|jpg>` in media storage; the upload itself (with its EXIF) is not.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    /** What the upload was by its first bytes: image/jpeg, image/png or image/webp. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [check('media_images_size_check', sql`${t.sizeBytes} > 0 AND ${t.width} > 0 AND ${t.height} > 0`)],
);

/**
 * A resumable video upload under way (ADR 025): its chunks are objects in media storage under
 * `<id>/chunks/`; `received_bytes` only grows, one chunk at a time. Gone once completed (the
 * media row takes over) or purged with its chunks after a day.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once that admin is deleted: the row stays until the purge, which removes its chunks too. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    createdOn: createdOn(),
  },
  (t) => [
    index('media_uploads_created_on_idx').on(t.createdOn),
    check('media_uploads_size_check', sql`${t.sizeBytes} > 0`),
    check(
      'media_uploads_received_check',
      sql`${t.receivedBytes} >= 0 and ${t.receivedBytes} <= ${t.sizeBytes}`,
    ),
  ],
);

/** A program's curriculum is ordered modules; a module opens release_after_days after activation. */
export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    releaseAfterDays: integer('release_after_days').notNull().default(0),
    /** 0..n-1 among the program's modules, kept without gaps under the program's row lock. */
    position: integer('position').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    index('course_modules_program_position_idx').on(t.programId, t.position),
    check('course_modules_release_after_days_check', sql`${t.releaseAfterDays} >= 0`),
    check('course_modules_position_check', sql`${t.position} >= 0`),
  ],
);

/** A module's ordered lessons: a video, an article (sanitised HTML) or a file. */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: LESSON_KINDS }).notNull(),
    htmlContent: text('html_content').notNull().default(''),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    /** Needed to judge a video complete; filled by the upload step, or by the admin for now. */
    durationSeconds: integer('duration_seconds'),
    /** Open to anyone, signed in or not. */
    preview: boolean('preview').notNull().default(false),
    /** 0..n-1 among the module's lessons, kept without gaps under the module's row lock. */
    position: integer('position').notNull(),
    /**
     * Null: for every learner of the program. Set: only for the learners of that batch (a live
     * session's recording, docs/product.md §20.6, ADR 075), and never counted toward completion.
     */
    batchId: uuid('batch_id').references((): AnyPgColumn => batches.id, { onDelete: 'cascade' }),
    createdOn: createdOn(),
  },
  (t) => [
    index('lessons_module_position_idx').on(t.moduleId, t.position),
    index('lessons_batch_id_idx').on(t.batchId),
    index('lessons_media_id_idx').on(t.mediaId),
    check('lessons_kind_check', oneOf(t.kind, LESSON_KINDS)),
    check('lessons_duration_check', sql`${t.durationSeconds} is null or ${t.durationSeconds} > 0`),
    check('lessons_position_check', sql`${t.position} >= 0`),
  ],
);

/** One learner's progress in one lesson: watched seconds, resume position, completion. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    watched: int4multirange('watched').notNull().default(sql`'{}'::int4multirange`),
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Once set, never cleared: completion does not go back. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_lesson_id_idx').on(t.lessonId),
  ],
);

/**
 * When a learner first opened a video lesson (or first reported progress in it): the start of the
 * clock that bounds how many seconds they can have watched (ADR 054). Never moved later.
 */
export const lessonOpens = pgTable(
  'lesson_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_opens_lesson_id_idx').on(t.lessonId),
  ],
);

/** An admin opened a module to one learner before its drip date. */
export const moduleEarlyAccess = pgTable(
  'module_early_access',
  {
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_early_access_module_id_idx').on(t.moduleId),
    index('module_early_access_granted_by_idx').on(t.grantedBy),
  ],
);

/**
 * A drip e-mail ("a module of your course is open") that went out: at most one per learner and
 * module, however often its job runs (ADR 022).
 */
export const moduleUnlockNotices = pgTable(
  'module_unlock_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    sentOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('module_unlock_notices_module_id_idx').on(t.moduleId),
  ],
);

/** A question bank: the pool a quiz draws its questions from (docs/product.md §12.1, ADR 026). */
export const questionBanks = pgTable(
  'question_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('question_banks_created_on_id_idx').on(t.createdOn, t.id)],
);

/** One option of a question, with its own id so that answers can name it. */
export interface QuestionOption {
  id: string;
  text: string;
  correct: boolean;
}

/** A single- or multiple-choice question of a bank; its options are a JSON list in their order. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    multiple: boolean('multiple').notNull().default(false),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    /** Order in the bank (import order), under the bank's row lock. */
    position: integer('position').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('questions_bank_position_idx').on(t.bankId, t.position)],
);

/** A quiz lesson's settings (one row per quiz lesson; the lesson's kind is 'quiz'). */
export const quizSettings = pgTable(
  'quiz_settings',
  {
    lessonId: uuid('lesson_id')
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'restrict' }),
    questionCount: integer('question_count').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    passPercent: integer('pass_percent').notNull(),
    /** Marks deducted per wrong answer, in hundredths (0.25 is 25): exact arithmetic. */
    negativeMarkHundredths: integer('negative_mark_hundredths').notNull().default(0),
    /** Null: unlimited. */
    attemptsAllowed: integer('attempts_allowed'),
    showAnswers: boolean('show_answers').notNull().default(false),
    required: boolean('required').notNull().default(true),
  },
  (t) => [
    index('quiz_settings_bank_id_idx').on(t.bankId),
    check('quiz_settings_question_count_check', sql`${t.questionCount} > 0`),
    check('quiz_settings_time_limit_check', sql`${t.timeLimitMinutes} > 0`),
    check('quiz_settings_pass_percent_check', sql`${t.passPercent} between 0 and 100`),
    check('quiz_settings_negative_mark_check', sql`${t.negativeMarkHundredths} between 0 and 100`),
    check('quiz_settings_attempts_check', sql`${t.attemptsAllowed} is null or ${t.attemptsAllowed} > 0`),
  ],
);

/** A drawn question of an attempt: the question and its options in the order this attempt shows them. */
export interface DrawnQuestion {
  question_id: string;
  option_ids: string[];
}

/**
 * One learner's attempt at a quiz: its own draw and order, the server's deadline, and once graded
 * its score (in hundredths of a mark, exact) and whether it passed.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** 1, 2, … per learner and quiz. */
    number: integer('number').notNull(),
    drawn: jsonb('drawn').$type<DrawnQuestion[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set once, by the learner's submit or the deadline job, under the attempt's row lock. */
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    scoreHundredths: integer('score_hundredths'),
    maxScore: integer('max_score').notNull(),
    passed: boolean('passed'),
  },
  (t) => [
    uniqueIndex('quiz_attempts_user_lesson_number_key').on(t.userId, t.lessonId, t.number),
    index('quiz_attempts_lesson_id_idx').on(t.lessonId),
  ],
);

/** A saved answer: the options chosen for one question of an attempt (upserted on every change). */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    optionIds: uuid('option_ids').array().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
/**
 * A certificate of completion (ADR 027). `learner_name`, `program_title`, `score` and `issued_at`
 * are the signed contents, copied at issue: a later change of name or title does not touch them,
 * and an edit in the database makes `signature` stop verifying. At most one unrevoked certificate
 * per learner and program; a re-issue revokes the old one and signs a new one.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** The short public id in the verify URL: 12 Crockford base32 characters (60 random bits). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the program is deleted: the certificate keeps the title it was issued with. */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    learnerName: text('learner_name').notNull(),
    programTitle: text('program_title').notNull(),
    /** The quiz score in percent, where the program has one; null otherwise. */
    score: doublePrecision('score'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Ed25519 over the canonical JSON of the contents, base64url. */
    signature: text('signature').notNull(),
    /**
     * The signing key's id (its RFC 7638 thumbprint, as published in
     * /.well-known/certificate-keys.json), so the certificate keeps verifying after the key
     * changes (ADR 057). Null for a certificate signed before key ids: the published key its
     * signature verifies under is found by trying each.
     */
    keyId: text('key_id'),
    /** The admin who issued it by hand or re-issued it; null when issued automatically. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /**
     * A program completed ('course') or a simulator challenge passed ('sim_challenge',
     * docs/product.md §14.8). Signed only when not 'course', so the signatures issued before the column still
     * verify.
     */
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull().default('course'),
  },
  (t) => [
    uniqueIndex('certificates_current_key')
      .on(t.userId, t.programId, t.kind)
      .where(sql`${t.revokedAt} is null`),
    check('certificates_kind_check', oneOf(t.kind, CERTIFICATE_KINDS)),
    index('certificates_user_id_idx').on(t.userId, t.issuedAt),
    index('certificates_program_id_idx').on(t.programId),
    index('certificates_issued_by_idx').on(t.issuedBy),
    index('certificates_issued_at_id_idx').on(t.issuedAt, t.id),
  ],
);

/**
 * A discount code (docs/product.md §13.3, ADR 029). `uses` counts the redemptions held, by open orders and by
 * paid payments, and is raised by a conditional update so concurrent checkouts cannot pass
 * `max_uses`. `program_ids` empty means every program and service.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, unique. */
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent (1–100) for 'percent'; paise for 'fixed'. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Only a learner with this (lower-case) e-mail may use it: a personal offer coupon (ADR 059). */
    forEmail: text('for_email'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_created_on_id_idx').on(t.createdOn, t.id),
    // The admin list's search reads the code and the e-mail a personal coupon is for (ADR 059, 064).
    index('coupons_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    index('coupons_for_email_trgm_idx').using('gin', t.forEmail.op('gin_trgm_ops')),
    check('coupons_kind_check', oneOf(t.kind, COUPON_KINDS)),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check('coupons_validity_check', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

/**
 * A payment: one Razorpay order for a subscription, and its outcome (ADR 029). Amounts in paise.
 * The learner's name, e-mail and the resource title are copied in, like subscriptions, so the
 * money history stays readable after deletions. At most one open order per subscription, and at
 * most one payment that took money.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    resourceTitle: text('resource_title').notNull(),
    razorpayOrderId: text('razorpay_order_id').notNull(),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** The subscription's offer price, in paise. */
    listAmount: bigint('list_amount', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** What Razorpay charges: list_amount − discount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The learner's GST state code (place of supply) and optional GSTIN, given at checkout. */
    stateCode: text('state_code').notNull(),
    gstin: text('gstin'),
    /**
     * The buyer's details for the tax invoice, given at checkout (CGST Rule 46(d), (e); ADR 056):
     * a business's legal name, the billing address, city and PIN code; the state is `state_code`.
     */
    buyerLegalName: text('buyer_legal_name'),
    buyerAddress: text('buyer_address'),
    buyerCity: text('buyer_city'),
    buyerPincode: text('buyer_pincode'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    method: text('method', { enum: PAYMENT_METHODS }),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    failureReason: text('failure_reason'),
    /** Why the payment waits for an admin (ADR 055): paid twice, coupon lost, amount mismatch. */
    flag: text('flag', { enum: PAYMENT_FLAGS }),
    /** What happened, for the admin; a later flag's note is added on a new line. */
    flagNote: text('flag_note'),
    createdOn: createdOn(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The versions of the Terms and Conditions and of the Refund and Cancellation Policy in effect
     * when the learner ticked the checkout's box (docs/product.md §19); null for orders made before.
     */
    termsVersion: integer('terms_version'),
    refundPolicyVersion: integer('refund_policy_version'),
  },
  (t) => [
    uniqueIndex('payments_razorpay_order_id_key').on(t.razorpayOrderId),
    uniqueIndex('payments_razorpay_payment_id_key').on(t.razorpayPaymentId),
    uniqueIndex('payments_one_open_key')
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('created', 'failed')`),
    uniqueIndex('payments_one_paid_key')
      .on(t.subscriptionId)
      .where(sql`${t.status} in ('paid', 'partially_refunded', 'refunded')`),
    index('payments_user_created_idx').on(t.userId, t.createdOn),
    index('payments_created_on_id_idx').on(t.createdOn, t.id),
    index('payments_coupon_id_idx').on(t.couponId),
    index('payments_user_name_trgm_idx').using('gin', t.userName.op('gin_trgm_ops')),
    index('payments_user_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_flag_check', sql`${t.flag} is null or ${oneOf(t.flag, PAYMENT_FLAGS)}`),
    check(
      'payments_amounts_check',
      sql`${t.amount} > 0 and ${t.discount} >= 0 and ${t.amount} + ${t.discount} = ${t.listAmount} and ${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`,
    ),
  ],
);

/**
 * One coupon use per learner: the row exists while an open order or a paid payment holds it,
 * and is deleted when its order is superseded (the coupon's `uses` goes down in the same
 * transaction).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.userId] }),
    uniqueIndex('coupon_redemptions_payment_id_key').on(t.paymentId),
  ],
);

/** A refund of part or all of a payment; `idempotency_key` goes to Razorpay with every try. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    razorpayRefundId: text('razorpay_refund_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_razorpay_refund_id_key').on(t.razorpayRefundId),
    index('refunds_payment_id_idx').on(t.paymentId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
  ],
);

/**
 * A tax invoice, or a credit note against one (CGST Rule 46 and 53). Everything printed is
 * copied in at issue, the supplier's details included, so a later change of name or settings
 * never alters an issued document. Numbers come from invoice_counters in the same transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** At most 16 characters: `FT/26-27/000123` (invoice) or `CN/26-27/000007` (credit note). */
    number: text('number').notNull(),
    /** '2026-27': April to March, by the IST date of issue. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** A credit note's refund and the invoice it adjusts. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    originalInvoiceId: uuid('original_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierStateCode: text('supplier_state_code').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    buyerGstin: text('buyer_gstin'),
    /** Copied from the payment: what Rule 46(d) and (e) ask the invoice to show (ADR 056). */
    buyerLegalName: text('buyer_legal_name'),
    buyerAddress: text('buyer_address'),
    buyerCity: text('buyer_city'),
    buyerPincode: text('buyer_pincode'),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    ratePercent: integer('rate_percent').notNull(),
    /** The line's value before discount is taxable_value + discount_value (both without GST). */
    discountValue: bigint('discount_value', { mode: 'number' }).notNull().default(0),
    taxableValue: bigint('taxable_value', { mode: 'number' }).notNull(),
    cgst: bigint('cgst', { mode: 'number' }).notNull(),
    sgst: bigint('sgst', { mode: 'number' }).notNull(),
    igst: bigint('igst', { mode: 'number' }).notNull(),
    /** The paisa (−1, 0 or +1) that brings the line, taxed to the paisa, to what was paid (ADR 056). */
    roundOff: bigint('round_off', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_sequence_key').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('invoices_one_per_payment_key').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_refund_id_key').on(t.refundId),
    index('invoices_user_id_idx').on(t.userId),
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check(
      'invoices_number_length_check',
      sql`length(${t.number}) <= ${sql.raw(String(PAYMENT_LIMITS.invoiceNumber))}`,
    ),
    check(
      'invoices_sum_check',
      sql`${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.roundOff} = ${t.total}`,
    ),
    check('invoices_round_off_check', sql`${t.roundOff} between -1 and 1 and ${t.discountValue} >= 0`),
  ],
);

/**
 * The last number used per series (invoice or credit note) and financial year. Taken with
 * `insert … on conflict do update … returning` in the invoice's own transaction: the row lock
 * orders concurrent issuers on every instance, and a rolled-back invoice rolls its number back,
 * so the series has no gaps and no duplicates.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Razorpay webhook deliveries seen, by `x-razorpay-event-id`: the insert is the first statement of
 * the event's transaction, so a replay (or a concurrent duplicate) finds the row and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: createdOn('received_at'),
});

/**
 * Money collected online and refunded, in paise, kept in the transactions that change it, so the
 * dashboard reads one row instead of summing every payment.
 */
export const paymentTotals = pgTable('payment_totals', {
  id: integer('id').primaryKey().default(1),
  collected: bigint('collected', { mode: 'number' }).notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
});

/**
 * An NSE share (series EQ, BE or BZ) as last imported (ADRs 033, 053). The name is null until a
 * file carries it (the classic bhavcopy has none; UDiFF's FinInstrmNm does).
 */
export const marketInstruments = pgTable(
  'market_instruments',
  {
    symbol: text('symbol').primaryKey(),
    isin: text('isin'),
    name: text('name'),
    /**
     * The series of its latest imported bar, and that bar's date: a share moves between EQ and
     * trade-for-trade BE or BZ, and an older file imported later must not undo the move (ADR 053).
     */
    series: text('series').notNull().default('EQ'),
    seriesDate: date('series_date', { mode: 'string' }),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Prefix search by symbol or name, case-insensitive: `lower(x) like 'abc%'` uses these.
    index('market_instruments_symbol_lower_idx').on(sql`lower(${t.symbol}) text_pattern_ops`),
    index('market_instruments_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    check('market_instruments_series_check', oneOf(t.series, MARKET_SERIES)),
  ],
);

/**
 * A stable number for every instrument ever imported, given once by a trigger when the instrument
 * is first inserted: a blind challenge's alias is a keyed permutation of it (ADR 080), so the alias
 * maps back without a table per account. An identity used only by real inserts, so an import's
 * upserts of known symbols do not consume numbers.
 */
export const marketInstrumentNumbers = pgTable('market_instrument_numbers', {
  number: integer('number').primaryKey().generatedAlwaysAsIdentity(),
  symbol: text('symbol')
    .notNull()
    .unique()
    .references(() => marketInstruments.symbol, { onDelete: 'cascade' }),
});

/**
 * One end-of-day bar. Prices are integer paise (never binary floats, ADR 033); a day is replaced
 * whole when it is imported again.
 */
export const marketBars = pgTable(
  'market_bars',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    open: bigint('open', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    close: bigint('close', { mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    /** The NSE series the day traded in: EQ, or BE or BZ (trade for trade), ADR 053. */
    series: text('series').notNull().default('EQ'),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.date] }),
    // Replacing a day and the status's min/max dates read by date.
    index('market_bars_date_idx').on(t.date),
    check('market_bars_prices_check', sql`${t.low} >= 0 and ${t.volume} >= 0`),
    check('market_bars_series_check', oneOf(t.series, MARKET_SERIES)),
    check(
      'market_bars_range_check',
      sql`${t.low} <= ${t.high} and ${t.open} between ${t.low} and ${t.high} and ${t.close} between ${t.low} and ${t.high}`,
    ),
  ],
);

/** A skipped line of an import. */
export interface MarketImportSkip {
  line: number;
  reason: string;
}

/** One import of market data: what it held and who brought it. */
export const marketImports = pgTable(
  'market_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    /** Data lines read (the header not counted). */
    rows: integer('rows').notNull(),
    instruments: integer('instruments').notNull(),
    bars: integer('bars').notNull(),
    /** The first skipped lines (capped, ADR 033); skippedTotal counts them all. */
    skipped: jsonb('skipped').$type<MarketImportSkip[]>().notNull(),
    skippedTotal: integer('skipped_total').notNull(),
    firstDate: date('first_date', { mode: 'string' }),
    lastDate: date('last_date', { mode: 'string' }),
    /** The layout read (ADR 053); null for imports recorded before it was kept. */
    format: text('format').$type<MarketImportFormat>(),
    storedBySeries: jsonb('stored_by_series').$type<MarketStoredSeries[]>().notNull().default([]),
    skippedByReason: jsonb('skipped_by_reason').$type<MarketSkippedGroup[]>().notNull().default([]),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [
    index('market_imports_created_on_idx').on(t.createdOn),
    check(
      'market_imports_format_check',
      sql`${t.format} is null or ${oneOf(t.format, MARKET_IMPORT_FORMATS)}`,
    ),
  ],
);

/**
 * A program's simulator: on or off, the brokerage per executed order (paise) and the challenge
 * rules (docs/product.md §14.1). SEBI allows no monetary incentive: there is deliberately no prize column
 * here or anywhere (ADR 033).
 */
export const programSimulatorSettings = pgTable(
  'program_simulator_settings',
  {
    programId: uuid('program_id')
      .primaryKey()
      .references(() => programs.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    brokerage: bigint('brokerage', { mode: 'number' }).notNull().default(2000),
    profitTargetPercent: integer('profit_target_percent').notNull().default(10),
    maxDailyLossPercent: integer('max_daily_loss_percent').notNull().default(5),
    maxTotalLossPercent: integer('max_total_loss_percent').notNull().default(10),
    minTradingDays: integer('min_trading_days').notNull().default(4),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('program_simulator_settings_brokerage_check', sql`${t.brokerage} >= 0`),
    check(
      'program_simulator_settings_rules_check',
      sql`${t.profitTargetPercent} between 1 and 100 and ${t.maxDailyLossPercent} between 1 and 100 and ${t.maxTotalLossPercent} between 1 and 100 and ${t.minTradingDays} between 0 and 250`,
    ),
  ],
);

/**
 * A simulator account (docs/product.md §14.3, ADR 035): a replay from a date the learner picked, or a
 * challenge from one the server drew. Money is whole paise. The book (cash, realised P&L, positions) and the
 * running figures a step needs (closing equity, drawdown pair, trading days) are kept here, so a
 * step reads one row, the open orders and the day's bars, and writes them back in one transaction.
 * The rules and the brokerage are copied from the program at creation: an admin's later change does
 * not move the goalposts of an attempt under way.
 */
export const simAccounts = pgTable(
  'sim_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The program whose settings it uses; null for an admin's account outside any program. */
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: SIM_ACCOUNT_MODES }).notNull(),
    status: text('status', { enum: SIM_ACCOUNT_STATUSES }).notNull().default('active'),
    /** The rule a failed challenge broke. */
    failedRule: text('failed_rule', { enum: SIM_CHALLENGE_BREACHES }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last trading day the account has seen: its bars are visible, later ones are not. */
    simDate: date('sim_date', { mode: 'string' }).notNull(),
    startingCapital: bigint('starting_capital', { mode: 'number' }).notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    realisedPnl: bigint('realised_pnl', { mode: 'number' }).notNull().default(0),
    /** Paise per executed order. */
    brokerage: bigint('brokerage', { mode: 'number' }).notNull(),
    /** The challenge rules in basis points of the starting balance (null for a replay). */
    profitTargetBp: integer('profit_target_bp'),
    maxDailyLossBp: integer('max_daily_loss_bp'),
    maxTotalLossBp: integer('max_total_loss_bp'),
    minTradingDays: integer('min_trading_days'),
    /** Steps in which at least one of the learner's orders filled. */
    tradingDays: integer('trading_days').notNull().default(0),
    /** Equity at sim_date's close (the starting capital before the first step). */
    lastEquity: bigint('last_equity', { mode: 'number' }).notNull(),
    /** The drawdown tracker (portfolio.ts): highest equity, and the deepest fall's peak and trough. */
    peakEquity: bigint('peak_equity', { mode: 'number' }).notNull(),
    drawdownPeak: bigint('drawdown_peak', { mode: 'number' }).notNull(),
    drawdownTrough: bigint('drawdown_trough', { mode: 'number' }).notNull(),
    /** The sim date of a challenge's verdict. */
    endedOn: date('ended_on', { mode: 'string' }),
    /** The certificate a passed challenge issued (null when the learner already held one). */
    certificateId: text('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    /** The name the learner chose for the leaderboard; null shows "Anonymous". No prize anywhere. */
    leaderboardName: text('leaderboard_name'),
    /**
     * A blind challenge's secret (64 hex characters) and price scale m: while it runs, instruments
     * show under aliases keyed by the secret and money as real × 2000 / m (ADR 080). Null for a
     * replay, and for a challenge opened before blind challenges existed.
     */
    blindKey: text('blind_key'),
    blindScale: integer('blind_scale'),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sim_accounts_blind_check',
      sql`(${t.blindKey} is null) = (${t.blindScale} is null) and (${t.blindScale} is null or ${t.blindScale} between 1000 and 4000)`,
    ),
    index('sim_accounts_user_idx').on(t.userId, t.createdOn),
    // The leaderboard reads a program's challenges.
    index('sim_accounts_program_challenge_idx').on(t.programId).where(sql`${t.mode} = 'challenge'`),
    index('sim_accounts_certificate_idx').on(t.certificateId),
    check('sim_accounts_mode_check', oneOf(t.mode, SIM_ACCOUNT_MODES)),
    check('sim_accounts_status_check', oneOf(t.status, SIM_ACCOUNT_STATUSES)),
    check('sim_accounts_failed_rule_check', oneOf(t.failedRule, SIM_CHALLENGE_BREACHES)),
    check('sim_accounts_dates_check', sql`${t.startDate} <= ${t.simDate}`),
    check('sim_accounts_money_check', sql`${t.startingCapital} > 0 and ${t.brokerage} >= 0`),
    check(
      'sim_accounts_challenge_check',
      sql`(${t.mode} = 'replay' and ${t.status} = 'active' and ${t.profitTargetBp} is null) or (${t.mode} = 'challenge' and ${t.profitTargetBp} is not null and ${t.maxDailyLossBp} is not null and ${t.maxTotalLossBp} is not null and ${t.minTradingDays} is not null)`,
    ),
  ],
);

/** An open position: one per (account, symbol, product); quantity is signed (a short is MIS only). */
export const simPositions = pgTable(
  'sim_positions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => simAccounts.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    product: text('product', { enum: SIM_PRODUCTS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Paise paid for the shares held (long) or blocked as margin (short); see portfolio.ts. */
    costBasis: bigint('cost_basis', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.symbol, t.product] }),
    check('sim_positions_product_check', oneOf(t.product, SIM_PRODUCTS)),
    check(
      'sim_positions_quantity_check',
      sql`${t.quantity} <> 0 and (${t.quantity} > 0 or ${t.product} = 'MIS') and ${t.costBasis} >= 0`,
    ),
  ],
);

/** An order and, once it executes, its fill. Prices are paise. */
export const simOrders = pgTable(
  'sim_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => simAccounts.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    side: text('side', { enum: SIM_ORDER_SIDES }).notNull(),
    type: text('type', { enum: SIM_ORDER_TYPES }).notNull(),
    product: text('product', { enum: SIM_PRODUCTS }).notNull(),
    validity: text('validity', { enum: SIM_VALIDITIES }).notNull(),
    quantity: integer('quantity').notNull(),
    limitPrice: bigint('limit_price', { mode: 'number' }),
    stopPrice: bigint('stop_price', { mode: 'number' }),
    status: text('status', { enum: SIM_ORDER_STATUSES }).notNull().default('open'),
    /** A stop-limit whose stop has fired on an earlier bar: it rests as a limit. */
    triggered: boolean('triggered').notNull().default(false),
    source: text('source', { enum: SIM_ORDER_SOURCES }).notNull().default('learner'),
    /** The account's sim_date when it was placed: it can fill from the next trading day. */
    placedDate: date('placed_date', { mode: 'string' }).notNull(),
    /** Cash an open buy (or MIS short) holds back from later orders, in paise. */
    reservedCash: bigint('reserved_cash', { mode: 'number' }).notNull().default(0),
    fillPrice: bigint('fill_price', { mode: 'number' }),
    /** The trading day it filled, expired or was rejected on. */
    closedDate: date('closed_date', { mode: 'string' }),
    /** Brokerage charged when it executed. */
    brokerage: bigint('brokerage', { mode: 'number' }),
    /** Realised P&L of this fill, brokerage included. */
    realisedPnl: bigint('realised_pnl', { mode: 'number' }),
    /** Why a fill was refused (status 'rejected'). */
    reason: text('reason'),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sim_orders_account_idx').on(t.accountId, t.createdOn),
    // A step reads only the open orders.
    index('sim_orders_open_idx').on(t.accountId, t.createdOn).where(sql`${t.status} = 'open'`),
    check('sim_orders_side_check', oneOf(t.side, SIM_ORDER_SIDES)),
    check('sim_orders_type_check', oneOf(t.type, SIM_ORDER_TYPES)),
    check('sim_orders_product_check', oneOf(t.product, SIM_PRODUCTS)),
    check('sim_orders_validity_check', oneOf(t.validity, SIM_VALIDITIES)),
    check('sim_orders_status_check', oneOf(t.status, SIM_ORDER_STATUSES)),
    check('sim_orders_source_check', oneOf(t.source, SIM_ORDER_SOURCES)),
    check(
      'sim_orders_values_check',
      sql`${t.quantity} > 0 and coalesce(${t.limitPrice}, 1) > 0 and coalesce(${t.stopPrice}, 1) > 0 and ${t.reservedCash} >= 0`,
    ),
  ],
);

/** An account's equity at each step's close: the equity curve, and the challenge's history. */
export const simEquity = pgTable(
  'sim_equity',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => simAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    equity: bigint('equity', { mode: 'number' }).notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    /** Whether one of the learner's orders filled that day (a challenge's trading day). */
    traded: boolean('traded').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.date] })],
);

/**
 * Every backup taken of this database that finished (backups/, ADR 043): /metrics shows the age of
 * the newest. Left out of the backups themselves; a restore records the file it came from here.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The moment of the database snapshot the file holds. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** `cli`: npm run backup; `schedule`: the daily job; `restore`: the file this database was restored from. */
    origin: text('origin').notNull(),
    file: text('file').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('backups_taken_at_idx').on(t.takenAt),
    check('backups_origin_check', sql`${t.origin} in ('cli', 'schedule', 'restore')`),
  ],
);

/**
 * The new-learner offer's coupon of each address and program (ADR 059): the primary key lets one
 * address hold one such coupon per program, however often or concurrently it signs up.
 */
export const leadCoupons = pgTable(
  'lead_coupons',
  {
    email: text('email').notNull(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.email, t.programId] })],
);

/**
 * A learner's nominee (DPDP Act s.14, docs/product.md §17.3): who may exercise the learner's rights
 * on their death or incapacity, by a grievance from this address naming the account (ADR 066).
 */
export const privacyNominees = pgTable('privacy_nominees', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  relationship: text('relationship').notNull(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An erasure asked for (docs/product.md §17.2, ADR 066): the account is closed at once and erased
 * by the `privacy-erase` job at `erase_after`, unless the mailed link cancels it first. The row
 * stays after the erasure (the user row is anonymised, not deleted) as the record that it happened.
 */
export const privacyErasures = pgTable(
  'privacy_erasures',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cancel link's token; null once cancelled or erased. */
    tokenHash: text('token_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('privacy_erasures_token_hash_key').on(t.tokenHash),
    // The admin Privacy screen's erasures in their grace period (docs/product.md §18.3).
    index('privacy_erasures_pending_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * An export too large to build during the request (docs/product.md §17.1, ADR 070): the
 * `privacy-export` job builds the ZIP into media storage and mails its owner a link that works for
 * 24 hours from `ready_at`, then the `privacy-export-expire` job deletes the file.
 */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<PrivacyExportStatus>().notNull().default('preparing'),
    /** The size estimate that sent the request to the job (rows plus weighted PDFs). */
    estimate: integer('estimate').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** `privacy-exports/<id>.zip` in media storage while ready. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    check('privacy_exports_status_check', oneOf(t.status, PRIVACY_EXPORT_STATUSES)),
    index('privacy_exports_status_idx').on(t.status, t.requestedAt),
    index('privacy_exports_user_idx').on(t.userId),
  ],
);

/**
 * A grievance (DPDP Act s.13, docs/product.md §17.4): acknowledged at once with its reference
 * number, answered by an admin within 90 days. The learner's name and e-mail are copied in, so the
 * reply reaches them and the list needs no join; an erasure anonymises them.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** GRV-2026-000123, from grievance_counters in the filing's own transaction. */
    number: text('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('grievances_number_key').on(t.number),
    index('grievances_filed_at_id_idx').on(t.filedAt, t.id),
    index('grievances_user_id_idx').on(t.userId, t.filedAt),
    index('grievances_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('grievances_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('grievances_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('grievances_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    check('grievances_status_check', oneOf(t.status, GRIEVANCE_STATUSES)),
  ],
);

/**
 * The last grievance number of each calendar year, taken with `insert … on conflict do update …
 * returning` in the filing's transaction: the row lock orders concurrent filers, like invoice numbers.
 */
export const grievanceCounters = pgTable('grievance_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * The privacy notice shown at registration, one row per version (docs/product.md §18.1). A
 * material version must be acknowledged again by every signed-in learner.
 */
export const noticeVersions = pgTable('notice_versions', {
  version: integer('version').primaryKey(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  material: boolean('material').notNull(),
  texts: jsonb('texts').$type<{ en: NoticeText; hi: NoticeText }>().notNull(),
  createdAt: createdOn('created_at'),
});

/** Each learner's present choice per optional purpose, kept with the event that made it. */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    index('consents_purpose_granted_idx').on(t.purpose, t.granted),
    check('consents_purpose_check', oneOf(t.purpose, CONSENT_PURPOSES)),
  ],
);

/**
 * Every consent given or withdrawn and every notice acknowledged, append-only (a trigger refuses
 * updates, migration 0032): the proof DPDP s.6(10) asks of the data fiduciary. Rows go only with
 * the account itself.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: [...CONSENT_PURPOSES, NOTICE_PURPOSE] }).notNull(),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    noticeVersion: integer('notice_version').notNull(),
    ip: text('ip'),
    createdAt: createdOn('created_at'),
  },
  (t) => [
    index('consent_events_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('consent_events_purpose_version_idx').on(t.purpose, t.noticeVersion),
    check('consent_events_purpose_check', oneOf(t.purpose, [...CONSENT_PURPOSES, NOTICE_PURPOSE])),
    check('consent_events_action_check', oneOf(t.action, CONSENT_ACTIONS)),
  ],
);

/**
 * A parent's or guardian's confirmation of an under-18 account (docs/product.md §18.1): the code
 * mailed to them while outstanding, then who confirmed and when.
 */
export const guardianConsents = pgTable('guardian_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  guardianName: text('guardian_name').notNull(),
  guardianEmail: text('guardian_email').notNull(),
  /** HMAC of the code under APP_SECRET; null once used. */
  codeHash: text('code_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedIp: text('confirmed_ip'),
});

/** The breach register (docs/product.md §18.2): one row per incident, with the Board report's facts. */
export const breaches = pgTable(
  'breaches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    dataNature: text('data_nature').notNull(),
    categories: text('categories').notNull(),
    peopleAffected: integer('people_affected').notNull(),
    measures: text('measures').notNull(),
    risks: text('risks').notNull(),
    contact: text('contact').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdOn('created_at'),
  },
  (t) => [index('breaches_discovered_at_idx').on(t.discoveredAt)],
);

/**
 * The legal and help pages (docs/product.md §19, ADR 068): append-only, one row per published
 * version of each kind (a trigger refuses updates and deletes). A page shows the highest version
 * whose effective_from (a day in IST) has come.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEGAL_KINDS }).notNull(),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The server's sanitised HTML (ADR 011). */
    html: text('html').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who published it, kept readable after the account is deleted ('system' for the defaults). */
    createdByEmail: text('created_by_email').notNull(),
    createdAt: createdOn('created_at'),
  },
  (t) => [
    uniqueIndex('legal_documents_kind_version_key').on(t.kind, t.version),
    check('legal_documents_kind_check', oneOf(t.kind, LEGAL_KINDS)),
    check('legal_documents_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A program's batch (docs/product.md §20.1): a cohort that starts on a date and meets live. Its
 * seats are held by current (pending or active) subscriptions; `seats_taken` is kept by a trigger
 * on subscriptions (migration 0034), and a subscriber takes a seat under the batch's row lock.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    enrolmentOpen: boolean('enrolment_open').notNull().default(true),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Current subscriptions in the batch, kept by the subscriptions trigger. */
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batches_program_starts_idx').on(t.programId, t.startsOn),
    index('batches_instructor_idx').on(t.instructorId),
    check('batches_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check('batches_capacity_check', sql`${t.capacity} > 0`),
    check('batches_seats_taken_check', sql`${t.seatsTaken} >= 0`),
  ],
);

/** A full batch's waiting list (docs/product.md §20.1): first in, first offered a seat that frees up. */
export const batchWaitlist = pgTable(
  'batch_waitlist',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdOn('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId] }),
    index('batch_waitlist_batch_created_idx').on(t.batchId, t.createdAt),
    index('batch_waitlist_user_idx').on(t.userId),
  ],
);

/**
 * One live class of a batch (docs/product.md §20.2). Two scheduled sessions of one batch, or of
 * one instructor, may not overlap: exclusion constraints (btree_gist, migration 0034) refuse it
 * even when two admins save at once. `sequence` rises with every change a calendar must see
 * (RFC 5545 SEQUENCE); a cancelled session stays, for the feeds' STATUS:CANCELLED.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    location: text('location', { enum: LIVE_LOCATIONS }).notNull().default('jitsi'),
    /** The https address the join redirect sends to: a generated Jitsi room, or the pasted link. */
    joinUrl: text('join_url').notNull(),
    status: text('status', { enum: LIVE_SESSION_STATUSES }).notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    /** Sessions made together as a weekly series share it. */
    seriesId: uuid('series_id'),
    /** A recording (docs/product.md §20.6): an uploaded video, or a link. */
    recordingMediaId: uuid('recording_media_id').references(() => media.id, { onDelete: 'set null' }),
    recordingUrl: text('recording_url'),
    /** The lesson that shows the recording in the batch's course. */
    recordingLessonId: uuid('recording_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_sessions_batch_starts_idx').on(t.batchId, t.startsAt),
    index('live_sessions_starts_idx').on(t.startsAt),
    index('live_sessions_instructor_starts_idx').on(t.instructorId, t.startsAt),
    check('live_sessions_location_check', oneOf(t.location, LIVE_LOCATIONS)),
    check('live_sessions_status_check', oneOf(t.status, LIVE_SESSION_STATUSES)),
    check('live_sessions_duration_check', sql`${t.durationMinutes} between 15 and 480`),
    check('live_sessions_join_url_check', sql`${t.joinUrl} like 'https://%'`),
  ],
);

/**
 * Who joined a live session (docs/product.md §20.3): written by the join redirect, corrected by
 * the instructor afterwards (`present` false for a join that did not stay, true for one marked by hand).
 */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }),
    joins: integer('joins').notNull().default(0),
    present: boolean('present').notNull().default(true),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('live_attendance_user_idx').on(t.userId)],
);

/**
 * A learner's private calendar feed (docs/product.md §20.4). The token in the address is a keyed
 * digest (APP_SECRET) of the user and `salt`, so the profile can show it again; the table keeps
 * only its SHA-256 for the lookup. Rotating draws a new salt, and the old address stops at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Live-class preferences (docs/product.md §20.5): a row only once the learner changes one. */
export const livePreferences = pgTable('live_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's one notifications store (docs/product.md §21, ADR 077): what the bell shows. `link` is
 * a path of this site. `emailed_at` is set once the notification went out by e-mail (at once, or in
 * the evening digest), or when its area mails it itself (the live classes'); the digest takes only
 * rows without it. `dedupe_key` makes a retried job notify once: unique per user where given.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's page, newest first, walked by (created_at, id).
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count: only the unread rows are in it.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The evening digest's candidates.
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.emailedAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    // A path of this site (SITE_PATH_PATTERN): a second slash or a backslash after the first would lead off the site.
    check('notifications_link_check', sql`${t.link} ~ '^/(?![/\\\\])'`),
  ],
);

/** A learner's e-mail choice for one kind of notification (ADR 077): a row only once changed. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: text('email', { enum: EMAIL_CHOICES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notification_preferences_email_check', oneOf(t.email, EMAIL_CHOICES)),
  ],
);

/**
 * A thread of a program's community space (docs/product.md §22.1): its opening post is the first
 * row of community_posts with `opening`. `batch_id` narrows it to one batch's members, `lesson_id`
 * makes it a question under that lesson (§22.2). `search_text` is the title and the opening post's
 * text, searched through a trigram index (no full scan); `reply_count` counts published replies.
 */
export const communityThreads = pgTable(
  'community_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    searchText: text('search_text').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    replyCount: integer('reply_count').notNull().default(0),
    acceptedPostId: uuid('accepted_post_id'),
    createdAt: createdOn('created_at'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_threads_program_created_idx').on(t.programId, t.createdAt),
    index('community_threads_lesson_idx').on(t.lessonId),
    index('community_threads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('community_threads_reply_count_check', sql`${t.replyCount} >= 0`),
  ],
);

/**
 * A post: a thread's opening post or a reply (docs/product.md §22.1). Held posts wait for a
 * moderator and are shown to their author only; hidden and deleted ones to nobody (§22.4).
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => communityThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    opening: boolean('opening').notNull().default(false),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    status: text('status', { enum: POST_STATUSES }).notNull().default('published'),
    heldReason: text('held_reason'),
    score: integer('score').notNull().default(0),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationNote: text('moderation_note'),
    createdAt: createdOn('created_at'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('community_posts_thread_created_idx').on(t.threadId, t.createdAt),
    // The rate limit counts a member's recent posts (docs/product.md §22.5).
    index('community_posts_author_created_idx').on(t.authorId, t.createdAt),
    index('community_posts_held_idx').on(t.createdAt).where(sql`${t.status} = 'held'`),
    uniqueIndex('community_posts_one_opening_key').on(t.threadId).where(sql`${t.opening}`),
    check('community_posts_status_check', oneOf(t.status, POST_STATUSES)),
    check('community_posts_score_check', sql`${t.score} >= 0`),
  ],
);

/** Earlier bodies of an edited post, kept for moderators (docs/product.md §22.1). */
export const communityPostEdits = pgTable(
  'community_post_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    title: text('title'),
    bodyHtml: text('body_html').notNull(),
    editedAt: createdOn('edited_at'),
  },
  (t) => [index('community_post_edits_post_idx').on(t.postId, t.editedAt)],
);

/** One upvote per member per post: the primary key makes parallel votes count once. */
export const communityVotes = pgTable(
  'community_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdOn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A member's report of a post, open until a moderator decides on the post (docs/product.md §22.4). */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdOn('created_at'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_one_per_reporter_key').on(t.postId, t.reporterId),
    index('community_reports_open_idx').on(t.postId).where(sql`${t.resolvedAt} is null`),
  ],
);

/** Words admins add to the moderation rules (docs/product.md §22.4). */
export const moderationWords = pgTable(
  'moderation_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    word: text('word').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdOn('created_at'),
  },
  (t) => [uniqueIndex('moderation_words_word_key').on(sql`lower(${t.word})`)],
);

/** A member muted in every space until `until` (docs/product.md §22.4). */
export const communityMutes = pgTable('community_mutes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull().default(''),
  mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdOn('created_at'),
});

/**
 * A journal trade (docs/product.md §23.1, ADR 079): a round trip closed in the simulator, written in
 * the step's transaction that closed it (`closing_order_id` is the order that made the position
 * flat, so a trip is journaled once), or a trade entered by hand (`source = 'manual'`). Money is
 * whole paise; `pnl` is net of brokerage. The learner's notes live on the same row.
 */
export const journalTrades = pgTable(
  'journal_trades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    source: text('source', { enum: JOURNAL_SOURCES }).notNull(),
    simAccountId: uuid('sim_account_id').references(() => simAccounts.id, { onDelete: 'cascade' }),
    closingOrderId: uuid('closing_order_id').references(() => simOrders.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    product: text('product', { enum: SIM_PRODUCTS }),
    side: text('side', { enum: JOURNAL_SIDES }).notNull(),
    quantity: integer('quantity').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    exitDate: date('exit_date', { mode: 'string' }).notNull(),
    /** Average prices, rounded half up to the paisa (display); the values below are exact. */
    entryPrice: bigint('entry_price', { mode: 'number' }).notNull(),
    exitPrice: bigint('exit_price', { mode: 'number' }).notNull(),
    entryValue: bigint('entry_value', { mode: 'number' }).notNull(),
    exitValue: bigint('exit_value', { mode: 'number' }).notNull(),
    brokerage: bigint('brokerage', { mode: 'number' }).notNull(),
    pnl: bigint('pnl', { mode: 'number' }).notNull(),
    /** Paise over the whole quantity, from the daily bars between entry and exit; null for a manual trade. */
    mae: bigint('mae', { mode: 'number' }),
    mfe: bigint('mfe', { mode: 'number' }),
    /** The fills of the round trip: [{ date, side, quantity, price, role }]. */
    fills: jsonb('fills').$type<JournalFillRow[]>().notNull().default([]),
    setup: text('setup').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    plan: text('plan').notNull().default(''),
    planSavedAt: timestamp('plan_saved_at', { withTimezone: true }),
    /** The plan was saved while the position was open or its order waited (docs/product.md §23.1). */
    planBeforeEntry: boolean('plan_before_entry').notNull().default(false),
    plannedStop: bigint('planned_stop', { mode: 'number' }),
    plannedTarget: bigint('planned_target', { mode: 'number' }),
    management: text('management').notNull().default(''),
    emotions: text('emotions').notNull().default(''),
    mistakes: text('mistakes').array().notNull().default(sql`'{}'::text[]`),
    lesson: text('lesson').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_trades_user_exit_idx').on(t.userId, t.exitDate, t.createdOn),
    index('journal_trades_account_idx').on(t.simAccountId),
    uniqueIndex('journal_trades_closing_order_key').on(t.closingOrderId),
    check('journal_trades_source_check', oneOf(t.source, JOURNAL_SOURCES)),
    check('journal_trades_side_check', oneOf(t.side, JOURNAL_SIDES)),
    check(
      'journal_trades_values_check',
      sql`${t.quantity} > 0 and ${t.entryPrice} > 0 and ${t.exitPrice} > 0 and ${t.brokerage} >= 0 and ${t.exitDate} >= ${t.entryDate}`,
    ),
    check(
      'journal_trades_source_account_check',
      sql`(${t.source} = 'manual' and ${t.simAccountId} is null) or (${t.source} = 'simulator' and ${t.simAccountId} is not null)`,
    ),
  ],
);

/** One fill of a journal trade, as stored in `journal_trades.fills` (prices in paise). */
export interface JournalFillRow {
  date: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  role: 'entry' | 'exit';
}

/** A trade's chart picture (PNG, JPEG or WebP, at most 2 MB): private to the learner and their mentor. */
export const journalPictures = pgTable('journal_pictures', {
  tradeId: uuid('trade_id')
    .primaryKey()
    .references(() => journalTrades.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('bytes').notNull(),
  createdOn: createdOn(),
});

/**
 * A plan written before entry for a simulator account's symbol and product (docs/product.md §23.1):
 * the next round trip of that position that closes takes it, and the row goes.
 */
export const journalPlans = pgTable(
  'journal_plans',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => simAccounts.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    product: text('product', { enum: SIM_PRODUCTS }).notNull(),
    plan: text('plan').notNull(),
    plannedStop: bigint('planned_stop', { mode: 'number' }),
    plannedTarget: bigint('planned_target', { mode: 'number' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.symbol, t.product] })],
);

/** A program's journal lists an admin keeps (docs/product.md §23.1): setups and a mistakes checklist. */
export const journalProgramLists = pgTable('journal_program_lists', {
  programId: uuid('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  setups: text('setups').array().notNull().default(sql`'{}'::text[]`),
  mistakes: text('mistakes').array().notNull().default(sql`'{}'::text[]`),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** A comment on a journal trade, by its learner or their mentor; a reply names its parent. */
export const journalComments = pgTable(
  'journal_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => journalTrades.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => journalComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byMentor: boolean('by_mentor').notNull(),
    body: text('body').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('journal_comments_trade_idx').on(t.tradeId, t.createdOn)],
);

/**
 * A learner's mentor in a program (docs/product.md §23.2): one per learner and program, assigned by
 * an admin. The mentor's sign-off (who and when) is kept here for the evaluation.
 */
export const mentorAssignments = pgTable(
  'mentor_assignments',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffBy: uuid('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.learnerId] }),
    index('mentor_assignments_mentor_idx').on(t.mentorId),
    index('mentor_assignments_learner_idx').on(t.learnerId),
  ],
);

/** A mentor's weekly review of a learner in a program, from a checklist; the learner acknowledges it. */
export const weeklyReviews = pgTable(
  'weekly_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Monday (IST) of the week reviewed. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    rulesFollowed: boolean('rules_followed').notNull(),
    riskPerTrade: boolean('risk_per_trade').notNull(),
    journalKept: boolean('journal_kept').notNull(),
    note: text('note').notNull().default(''),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('weekly_reviews_week_key').on(t.programId, t.learnerId, t.weekStart)],
);

/**
 * What "ready for live trading" means in a program (docs/product.md §25, ADR 084): a passed blind
 * challenge (or not), at least `minPlannedTrades` journal trades with a plan written before entry,
 * and the mentor's sign-off (or not). No row: the program has no evaluation.
 */
export const programEvaluations = pgTable(
  'program_evaluations',
  {
    programId: uuid('program_id')
      .primaryKey()
      .references(() => programs.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    challengeRequired: boolean('challenge_required').notNull().default(true),
    minPlannedTrades: integer('min_planned_trades').notNull().default(0),
    signOffRequired: boolean('sign_off_required').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('program_evaluations_trades_check', sql`${t.minPlannedTrades} between 0 and 1000`),
    index('program_evaluations_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * What an "Evaluation passed" certificate shows besides the contents of every kind: the passed
 * challenge's return and deepest drawdown in basis points and its trading days (null when the
 * program required no challenge and none was passed), and the signing mentor's name as it was.
 */
export const evaluationCertificates = pgTable('evaluation_certificates', {
  certificateId: text('certificate_id')
    .primaryKey()
    .references(() => certificates.id, { onDelete: 'cascade' }),
  returnBp: integer('return_bp'),
  maxDrawdownBp: integer('max_drawdown_bp'),
  tradingDays: integer('trading_days'),
  mentorName: text('mentor_name'),
  /** The four above are in the certificate's signature (ADR 085); false for those issued before. */
  signed: boolean('signed').notNull().default(false),
});
