import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';
import { LIMITS } from './vocabulary.ts';

/**
 * The optional purposes a learner may agree to, each its own unticked choice (docs/product.md
 * §18.1, ADR 067). Nothing else is asked: the account, payments, GST invoices and learning records
 * need no consent, they are what the learner asked for (DPDP Act s.7(a), legitimate use).
 */
export const CONSENT_PURPOSES = ['marketing_email', 'leaderboard_name'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What a consent_events row records: a choice given or taken back, or a notice read and acknowledged. */
export const CONSENT_ACTIONS = ['granted', 'withdrawn', 'acknowledged'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/** The purpose of an `acknowledged` event. */
export const NOTICE_PURPOSE = 'privacy_notice';

export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Under this age a parent or guardian must confirm the account (DPDP Act s.9). */
export const ADULT_AGE = 18;

/** The calendar date in India now, 'YYYY-MM-DD': ages and notices' effective dates are Indian dates. */
export function indianDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** Whole years from a date of birth to a day, both 'YYYY-MM-DD'. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const birthdayPassed = tm > bm || (tm === bm && td >= bd);
  return ty - by - (birthdayPassed ? 0 : 1);
}

export function isMinor(dateOfBirth: string | null, today: string = indianDate()): boolean {
  return dateOfBirth !== null && ageOn(dateOfBirth, today) < ADULT_AGE;
}

/**
 * An account is inactive while its holder is under 18 and no parent or guardian has confirmed it
 * (docs/product.md §18.1): the server then answers only the profile, logout and privacy routes.
 */
export function awaitsGuardian(
  user: { dateOfBirth: string | null; guardianConfirmedAt: Date | null },
  today: string = indianDate(),
): boolean {
  return user.guardianConfirmedAt === null && isMinor(user.dateOfBirth, today);
}

const DATE_MESSAGE = 'Date of birth must be a date (YYYY-MM-DD).';

/** A date of birth: a real calendar date, not in the future, and not before 1900. */
export const DateOfBirthSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Date of birth is required.' : DATE_MESSAGE) })
  .trim()
  .min(1, { error: 'Date of birth is required.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: DATE_MESSAGE },
  )
  .refine((value) => value >= '1900-01-01' && value <= indianDate(), {
    error: 'Date of birth must be a past date.',
  });

const choice = (label: string) => z.boolean({ error: `${label} must be true or false.` });

/** The optional choices, as the registration form and Profile → Privacy send them. */
export const ConsentChoicesSchema = z.object({
  marketing_email: choice('Marketing e-mail'),
  leaderboard_name: choice('Leaderboard name'),
});
export type ConsentChoices = z.infer<typeof ConsentChoicesSchema>;

/** The extra, optional fields of POST /api/auth/register: the spec's body works without them. */
export const RegistrationPrivacySchema = z.object({
  date_of_birth: DateOfBirthSchema.optional(),
  consents: ConsentChoicesSchema.partial().optional(),
  /** The notice version the page showed: the account acknowledges it. */
  notice_version: z.number().int().min(1).optional(),
});

/** The "complete your profile" gate: the date of birth, the choices, and the notice it was shown. */
export const PrivacyCompleteSchema = ConsentChoicesSchema.partial().extend({
  date_of_birth: DateOfBirthSchema,
  notice_version: z.number().int().min(1),
});
export type PrivacyCompleteInput = z.input<typeof PrivacyCompleteSchema>;

export const NoticeAckSchema = z.object({
  version: z.number({ error: 'version must be a number.' }).int().min(1),
});

export const GuardianRequestSchema = z.object({
  guardianName: requiredText('Guardian name', LIMITS.name),
  guardianEmail: EmailSchema,
});
export type GuardianRequestInput = z.input<typeof GuardianRequestSchema>;
export const GuardianVerifySchema = z.object({
  code: z
    .string({ error: (issue) => (issue.input == null ? 'Code is required.' : 'Code must be text.') })
    .trim()
    .regex(/^\d{6}$/, { error: 'The code is the 6 digits from the e-mail.' }),
});

/** One item of the notice: a kind of personal data and why it is used. */
const NoticeItemSchema = z.object({ data: z.string(), purpose: z.string() });
/** The notice in one language. */
export const NoticeTextSchema = z.object({
  title: z.string(),
  summary: z.string(),
  items: z.array(NoticeItemSchema),
  choices: z.string(),
  rights: z.string(),
  withdraw_label: z.string(),
  complain_label: z.string(),
  policy_label: z.string(),
});
export type NoticeText = z.infer<typeof NoticeTextSchema>;

export const NoticeSchema = z.object({
  version: z.number(),
  effective_date: z.string(),
  material: z.boolean(),
  texts: z.object({ en: NoticeTextSchema, hi: NoticeTextSchema }),
});
export type Notice = z.infer<typeof NoticeSchema>;

const ConsentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  /** When the choice was last given or withdrawn; null when never made (not given). */
  changed_at: z.string().nullable(),
});
export const ConsentListSchema = z.object({ consents: z.array(ConsentStateSchema) });
export type ConsentList = z.infer<typeof ConsentListSchema>;

export const GUARDIAN_STATES = ['not_needed', 'required', 'code_sent', 'confirmed'] as const;

/** What the client needs to decide whether a signed-in learner sees a gate first. */
export const PrivacyStatusSchema = z.object({
  /** No date of birth yet (an account made through the API): the "complete your profile" gate. */
  needs_profile: z.boolean(),
  /** A material notice newer than the one the learner acknowledged. */
  needs_notice_ack: z.boolean(),
  notice_version: z.number(),
  date_of_birth: z.string().nullable(),
  guardian: z.enum(GUARDIAN_STATES),
  /** Where the code went while one is outstanding or after confirmation. */
  guardian_email: z.string().nullable(),
  consents: z.array(ConsentStateSchema),
});
export type PrivacyStatus = z.infer<typeof PrivacyStatusSchema>;

/** The admin Privacy screen: consents by purpose and by the notice version they were given under. */
export const ConsentCountsSchema = z.object({
  rows: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      notice_version: z.number(),
      granted: z.number(),
      withdrawn: z.number(),
    }),
  ),
  acknowledgements: z.array(z.object({ notice_version: z.number(), learners: z.number() })),
});
export type ConsentCounts = z.infer<typeof ConsentCountsSchema>;

/** Each text of a notice in one language, required, named with its language (the form shows both). */
function noticeTextInput(language: 'English' | 'Hindi') {
  const text = (label: string, max: number = LIMITS.description) =>
    requiredText(`${language} ${label}`, max, 'multi-line');
  return z.object({
    title: requiredText(`${language} title`, LIMITS.title),
    summary: text('summary'),
    items: z
      .array(z.object({ data: text('data item', LIMITS.subject * 2), purpose: text('purpose') }), {
        error: `${language} items must be a list.`,
      })
      .min(1, { error: `List at least one ${language} item of data and its purpose.` })
      .max(NOTICE_ITEMS_MAX, { error: `List at most ${NOTICE_ITEMS_MAX} ${language} items.` }),
    choices: text('choices'),
    rights: text('rights'),
    withdraw_label: requiredText(`${language} withdraw link text`, LIMITS.subject),
    complain_label: requiredText(`${language} complaint link text`, LIMITS.subject),
    policy_label: requiredText(`${language} policy link text`, LIMITS.subject),
  });
}

/** A notice has a handful of items (six at first); the cap only refuses junk. */
export const NOTICE_ITEMS_MAX = 30;

function isNoticeDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '2000-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const NOTICE_DATE_MESSAGE = 'The effective date must be a real date written YYYY-MM-DD.';

/**
 * POST /api/admin/privacy/notice (docs/product.md §18.3): the next version, the day it takes
 * effect (today or later, IST) and whether it is material (signed-in learners acknowledge it).
 */
export const NoticePublishSchema = z.object({
  version: z
    .number({ error: 'Version must be a number.' })
    .int({ error: 'Version must be a whole number.' })
    .min(2, {
      error: 'Version 1 is the first notice: publish version 2 or later.',
    }),
  effective_date: z
    .string({ error: NOTICE_DATE_MESSAGE })
    .trim()
    .refine(isNoticeDate, { error: NOTICE_DATE_MESSAGE }),
  material: z.boolean({ error: 'Material must be true or false.' }),
  texts: z.object({ en: noticeTextInput('English'), hi: noticeTextInput('Hindi') }),
});
export type NoticePublishInput = z.input<typeof NoticePublishSchema>;

/** GET /api/admin/privacy/notice/all: every version, newest first, with the one in effect marked. */
export const AdminNoticeSchema = NoticeSchema.extend({
  /** The version learners see today. */
  current: z.boolean(),
  created_at: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNoticeSchema>;
export const AdminNoticeListSchema = z.array(AdminNoticeSchema);
