/**
 * The product's vocabulary, named once: the values of every enumerated field, field length caps,
 * page sizes and lifetimes. The zod schemas, the database schema, the client's forms and the
 * e-mail texts all read them from here. This module imports nothing (no zod), so the client can
 * import its values without pulling zod into the bundle (docs/decisions/015). The user-facing
 * texts are in messages.ts, which is zod-free too.
 */

// Enumerations (docs/product.md §3: the values as the API sends them).

/**
 * 'instructor' (docs/product.md §20.7): runs their own batches (sessions, attendance, recordings,
 * their learners' progress) and sees nothing else of the admin area.
 */
export const ROLES = ['user', 'admin', 'instructor'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Also a path segment: GET /api/{resource_type}/{resource_id}. */
export const RESOURCE_TYPES = ['program', 'service'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * 'refunded': a subscription whose online payment was refunded in full (docs/product.md §13.4,
 * ADR 061); it ends the access as a rejection does, but is no admin's decision.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'rejected', 'refunded'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What an admin can decide about a subscription: approve it ('active') or reject it. */
export const SUBSCRIPTION_DECISIONS = ['active', 'rejected'] as const satisfies readonly SubscriptionStatus[];
export type SubscriptionDecision = (typeof SUBSCRIPTION_DECISIONS)[number];

export const OFFERING_TYPES = ['PAID', 'FREE'] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];

export const AVAILABILITY = ['yes', 'no'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** The course choices of the '30% Off For New Learners' form, in the spec's order. */
export const OFFER_COURSES = [
  'Financial Literacy',
  'Pro Trader',
  'Swing Trader',
  'Wealth Management',
] as const;
export type OfferCourse = (typeof OFFER_COURSES)[number];

/** The program each offer course is (by slug): its coupon applies to that program only (docs/product.md §16). */
export const OFFER_COURSE_PROGRAM_SLUGS = {
  'Financial Literacy': 'financial-literacy',
  'Pro Trader': 'pro-trader',
  'Swing Trader': 'swing-trader',
  'Wealth Management': 'wealth-management',
} as const satisfies Record<OfferCourse, string>;

/** Where a lead came from: the home page's offer form or the footer's newsletter box (docs/product.md §16). */
/**
 * The site's legal and help pages (docs/product.md §19, ADR 068), each a versioned document an admin
 * edits: `contact-intro` is the text above the contact form on /contact.
 */
export const LEGAL_KINDS = ['privacy', 'terms', 'refund', 'faq', 'help', 'contact-intro'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEAD_KINDS = ['offer', 'newsletter'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * A lead's state (docs/product.md §16): an offer lead is `new` until an admin marks it
 * `contacted`; a newsletter lead is `unconfirmed` until its confirmation link is followed, then
 * `subscribed`, and `unsubscribed` once it leaves.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'unconfirmed', 'subscribed', 'unsubscribed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The new-learner offer's coupon (docs/product.md §16): percent off, days valid. */
export const OFFER_COUPON = { percentOff: 30, validDays: 30 } as const;

/**
 * What a lesson is (docs/product.md §11.1); a quiz draws its questions from a question bank
 * (docs/product.md §12.1).
 */
export const LESSON_KINDS = ['video', 'article', 'file', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/**
 * How a question of a graded attempt went, as a quiz that hides its answers reports it
 * (docs/product.md §12.4): no correct option named.
 */
export const QUESTION_OUTCOMES = ['right', 'wrong', 'unanswered'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

/** Where an uploaded file is in its processing (transcoding for video). */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

// Limits.

/** Field length caps shared by the forms and the API. */
export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  title: 200,
  tag: 60,
  description: 2000,
  imagePath: 500,
  htmlContent: 200_000,
  /** The search text of the admin lists. */
  searchText: 200,
  /** The highest `page` an admin list accepts: far past any real list, so a typo cannot make the database skip billions of rows. */
  adminListPage: 1_000_000,
  /** A program's, service's or course's id or slug in a path: a UUID is 36 characters, a slug is a few words. */
  idOrSlug: 100,
  /** A program's readable address (docs/product.md §3.2): a few words, with room for a -2 suffix. */
  slug: 80,
  /** A mobile number as typed, before spaces, dashes and a +91 or 0 are taken out (the stored number is 10 digits). */
  mobileAsTyped: 20,
  /** A password reset token in a link: ours are 43 characters (256 bits, base64url); the cap only refuses junk early. */
  resetToken: 200,
  /** A newsletter confirmation or unsubscribe token in a link: 43 characters, as a reset token. */
  newsletterToken: 200,
  /** An uploaded file's name: 255, the longest file name most file systems allow. */
  fileName: 255,
  /**
   * An uploaded picture's largest side and area in pixels (ADR 065), read from its header before
   * it is decoded: a small file that would unpack to gigabytes (a decompression bomb) stops here.
   */
  imageMaxSide: 6000,
  imageMaxPixels: 6000 * 6000,
  /** A declared content type: RFC 6838 section 4.2 allows 127 characters each for type and subtype. */
  contentType: 255,
  /** An e-mail subject built around a title someone typed: cut here, well inside RFC 5322's 998-character line. */
  mailSubject: 250,
  /** The page a lead was sent from, as a path: longer ones are not ours and are not kept. */
  sourcePage: 200,
  /** A community thread's title (docs/product.md §22.1): plain text, one line. */
  communityTitle: 150,
  /** A community post's body as HTML, before and after the sanitiser (docs/product.md §22.5). */
  communityBody: 20_000,
  /** A report's reason, a moderator's note, an admin-added moderation word. */
  communityReason: 500,
  communityWord: 60,
} as const;

/** Curriculum limits (docs/product.md §11.1). */
export const COURSE_LIMITS = {
  /** A module can open at most this many days after the subscription became active. */
  releaseAfterDays: 3650,
  /** A lesson's length, in seconds (24 hours). */
  durationSeconds: 24 * 60 * 60,
  /** A module's or lesson's new place among its siblings, from 0 (past the end means last). */
  position: 100_000,
  /** Watched ranges one progress post may carry. */
  watchedRanges: 100,
  /** A video counts as complete once this share of its distinct seconds was watched. */
  completionShare: 0.9,
} as const;

/** Question banks, quizzes and attempts (docs/product.md §12, ADR 026). */
export const QUIZ_LIMITS = {
  /** Options of one question. */
  minOptions: 2,
  maxOptions: 10,
  /** A question's text and an option's text, in characters. */
  questionText: 2000,
  optionText: 500,
  explanation: 2000,
  /** Questions in one bank, and drawn by one quiz. */
  bankQuestions: 5000,
  quizQuestions: 500,
  /** Rows of one CSV import, and its size in bytes. */
  importRows: 2000,
  importBytes: 2 * 1024 * 1024,
  /** A quiz's time limit, in minutes. */
  timeLimitMinutes: 600,
  /** Attempts one learner may make at one quiz. */
  attemptsAllowed: 100,
  /** Marks deducted per wrong answer: 0 to 1, in steps of 0.01. */
  maxNegativeMark: 1,
  /** Answers are accepted this long after ends_at (network and clock jitter), on the server's clock. */
  graceSeconds: 5,
} as const;

/**
 * The columns of a question-bank CSV import (ADR 026), in this order in the template; a header row
 * names them. `correct` lists the correct options' numbers, `2` or `1;3`; `multiple` is `true` or
 * `false` (empty: true when more than one option is correct).
 */
export const QUESTION_CSV_COLUMNS = [
  'question',
  'multiple',
  'option_1',
  'option_2',
  'option_3',
  'option_4',
  'option_5',
  'option_6',
  'correct',
  'explanation',
] as const;

/** A quiz's settings as the admin sets them (bank and required aside). */
export interface QuizPreset {
  name: string;
  questions: number;
  time_limit_minutes: number;
  pass_percent: number;
  negative_mark: number;
}

/** Presets the curriculum editor offers; the NISM Series VIII (Equity Derivatives) mock test. */
export const QUIZ_PRESETS = {
  nismSeriesVIII: {
    name: 'NISM Series VIII mock',
    questions: 100,
    time_limit_minutes: 120,
    pass_percent: 60,
    negative_mark: 0.25,
  },
} as const satisfies Record<string, QuizPreset>;

/** ASVS v5 6.2.1 and 6.2.9: at least 8 characters, and long passphrases allowed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Whole rupees: the highest actual or offer price of a program (₹1,00,00,000). */
export const MAX_PRICE_RUPEES = 10_000_000;

// Page sizes.

/**
 * Rows per page of the admin tables (docs/product.md §9), and the API's limit when a page comes without one.
 */
export const ADMIN_PAGE_SIZE = 5;
/** The largest `limit` an admin list accepts. */
export const ADMIN_LIST_MAX_LIMIT = 100;
/** Header carrying the number of matches over all pages of an admin list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

// Lifetimes and attempts, in seconds.

/** An e-mailed verification code is valid this long. */
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
/** Another code can be sent after this long. */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
/** Wrong codes allowed before a new code must be sent. */
export const VERIFICATION_CODE_MAX_FAILED_ATTEMPTS = 5;
/** Registration must follow the verification within this time. */
export const VERIFIED_EMAIL_TTL_SECONDS = 30 * 60;
/** An e-mailed password reset link is valid this long. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** A newsletter confirmation link is valid this long (docs/product.md §16, ADR 063). */
export const NEWSLETTER_CONFIRM_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A repeat newsletter sign-up of an unconfirmed address mails a fresh link at most this often. */
export const NEWSLETTER_RESEND_SECONDS = 5 * 60;
/** A parent's or guardian's confirmation code is valid this long: they may read mail later in the day. */
export const GUARDIAN_CODE_TTL_SECONDS = 24 * 60 * 60;
/** Sessions last 7 days from login (then the user logs in again). */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A session's "last seen" moves at most this often: one write per session per 5 minutes, not one per request (ADR 060). */
export const SESSION_SEEN_INTERVAL_SECONDS = 5 * 60;

// Payments (docs/product.md §13.1, ADR 029). Money in the payment API is whole paise, as Razorpay counts it.

/**
 * A payment is one Razorpay order for a subscription and what became of it: `created` while the
 * learner may still pay it, `superseded` when a later order (another coupon or state) replaced it,
 * `paid` once captured, `failed` when the last attempt failed (it can still be paid), and
 * `partially_refunded` / `refunded` after refunds.
 */
export const PAYMENT_STATUSES = [
  'created',
  'superseded',
  'failed',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Razorpay's payment methods, as its payment entity names them. */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why a payment waits for an admin (ADR 055): Razorpay took money the site did not fulfil, a second
 * time for a paid subscription (`paid_twice`) or for a superseded order whose coupon could no longer
 * be taken (`coupon_lost`); or a webhook reported another amount or currency than the order's
 * (`amount_mismatch`).
 */
export const PAYMENT_FLAGS = ['paid_twice', 'coupon_lost', 'amount_mismatch'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** A coupon takes a percentage off, or a fixed amount in paise. */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What an invoice-series document is: a tax invoice, or a credit note against one (a refund). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** GST on training (SAC 999293): 18 %, as CGST 9 % + SGST 9 % within a state or IGST 18 % across. */
export const GST = {
  sac: '999293',
  ratePercent: 18,
  /**
   * CGST Rule 46(e): an invoice to a buyer without a GSTIN whose taxable value is ₹50,000 or more
   * must show the buyer's address (paise). Rule 46(d) asks it of every buyer with a GSTIN.
   */
  addressFromTaxableValue: 5_000_000,
} as const;

/**
 * GST state and union-territory codes (the first two digits of a GSTIN), with their names for
 * the checkout's state list and the invoice's place of supply. 97 is "Other Territory"; 96
 * (outside India) is not offered: exports are zero-rated, which this site does not invoice.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;
export type GstStateCode = keyof typeof GST_STATES;
export const GST_STATE_CODES = Object.keys(GST_STATES) as GstStateCode[];

export const PAYMENT_LIMITS = {
  /** A GSTIN is exactly 15 characters: state code, PAN, entity digit, Z and a check character (GSTIN_PATTERN). */
  gstinLength: 15,
  couponCodeMin: 3,
  couponCode: 32,
  /** An invoice or credit note number: CGST Rules, rule 46(b), at most 16 characters. */
  invoiceNumber: 16,
  /** A coupon's `max_uses`, when it has one. */
  couponMaxUses: 10_000_000,
  /** Programs and services one coupon may be limited to. */
  couponPrograms: 100,
  refundReason: 500,
  /** A business buyer's legal name, and the supplier's (docs/product.md §13.2). */
  legalName: 200,
  legalNameMin: 2,
  /** A buyer's billing address on the tax invoice: the street address, then the city or town. */
  buyerAddressMin: 5,
  buyerAddress: 200,
  buyerCityMin: 2,
  buyerCity: 60,
  /** The largest coupon discount or refund in paise: the largest price (MAX_PRICE_RUPEES). */
  maxPaise: MAX_PRICE_RUPEES * 100,
  /** Razorpay's smallest order: ₹1.00 (https://razorpay.com/docs/api/orders/create). */
  minOrderPaise: 100,
} as const;

/**
 * What a certificate certifies: a program completed (ADR 027) or a simulator challenge passed
 * (docs/product.md §14.8) or the evaluation before live trading passed (docs/product.md §25). The verify
 * page names the second "Simulator challenge passed" and the third "Evaluation passed".
 */
export const CERTIFICATE_KINDS = ['course', 'sim_challenge', 'evaluation'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The learner's privacy rights (docs/product.md §17, ADR 066). */
/** A prepared export (ADR 070): being built by its job, ready for its link's 24 hours, or gone. */
export const PRIVACY_EXPORT_STATUSES = ['preparing', 'ready', 'expired'] as const;
export type PrivacyExportStatus = (typeof PRIVACY_EXPORT_STATUSES)[number];

export const PRIVACY_RIGHTS = {
  /** Days an erasure waits after it is asked for: the confirmation mail's link cancels it meanwhile. */
  eraseGraceDays: 7,
  /** Hours a prepared export's link works (ADR 070); then the file is deleted. */
  exportLinkHours: 24,
  /** Days a grievance may take to answer (DPDP Rules, 2025, rule 14(3): at most 90 days). */
  grievanceDueDays: 90,
  /** A grievance still open this many days before its due date is flagged "due soon". */
  grievanceDueSoonDays: 15,
  /** Prefix of a grievance's reference number: GRV-2026-000123. */
  grievancePrefix: 'GRV',
  /** A nominee's relationship to the learner, as typed ("Mother", "Spouse"). */
  relationship: 60,
  /** The erasure cancel link's token: ours are 43 characters (256 bits, base64url). */
  eraseToken: 200,
  /** The reply an admin writes to a grievance. */
  grievanceReply: 5000,
} as const;

export const GRIEVANCE_STATUSES = ['open', 'answered'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** How near its 90-day limit an open grievance is: shown as a flag on the admin list. */
export const GRIEVANCE_DUE_FLAGS = ['on_time', 'due_soon', 'overdue'] as const;
export type GrievanceDueFlag = (typeof GRIEVANCE_DUE_FLAGS)[number];
