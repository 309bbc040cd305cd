import { z } from 'zod';
import { OptionalMobileSchema, PasswordSchema } from './auth.ts';
import { EmailSchema, oneOfMessage, optionalText, plainText, requiredText } from './fields.ts';
import { formatRupees } from './format.ts';
import { uploadedImageId } from './images.ts';
import { SlugSchema } from './slug.ts';
import {
  ADMIN_LIST_MAX_LIMIT,
  AVAILABILITY,
  LIMITS,
  MAX_PRICE_RUPEES,
  OFFERING_TYPES,
  ROLES,
  SUBSCRIPTION_DECISIONS,
  USER_STATUSES,
} from './vocabulary.ts';

/**
 * Optional paging and search for every admin list. Without page and limit the whole list comes
 * back (as the spec's client expects); the total is always in the X-Total-Count header.
 */
export const AdminListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .max(LIMITS.adminListPage, { error: 'page is too large.' })
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}.` })
    .int({ error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}.` })
    .max(ADMIN_LIST_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}.` })
    .optional(),
  q: z
    .string({ error: 'The search text must be text.' })
    .max(LIMITS.searchText, { error: `The search text must be at most ${LIMITS.searchText} characters.` })
    .superRefine(plainText('The search text', 'single-line'))
    .optional(),
});

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

const statusField = z.enum(USER_STATUSES, { error: oneOfMessage('status', USER_STATUSES) });
const roleField = z.enum(ROLES, { error: oneOfMessage('role', ROLES) });
const optionalMobile = OptionalMobileSchema;

export const AdminUserCreateSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: EmailSchema,
  mobile: optionalMobile,
  password: PasswordSchema,
  status: statusField.default('active'),
  role: roleField.default('user'),
});
export type AdminUserCreate = z.input<typeof AdminUserCreateSchema>;

export const AdminUserUpdateSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: EmailSchema,
  mobile: optionalMobile,
  status: statusField,
  role: roleField,
});
export type AdminUserUpdate = z.input<typeof AdminUserUpdateSchema>;

/**
 * A program's or service's picture is a file of the site under /images/, or a picture an admin
 * uploaded (`/api/media/images/<id>/<width>.<webp|jpg>`, ADR 065). A site file is one or more path
 * segments of letters, digits, '-', '_' and '.', none starting with a dot (so no '..' and no hidden
 * files), ending in an image extension. No scheme, host, backslash, '//', '%', query or control
 * character can get through, so the path cannot point the browser elsewhere.
 */
const SITE_IMAGE_PATH = /^\/images(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
function isSiteImagePath(value: string): boolean {
  return SITE_IMAGE_PATH.test(value) || uploadedImageId(value) !== undefined;
}
export const IMAGE_PATH_MESSAGE =
  'Image path must be an uploaded picture or an image on this site under /images/, such as /images/programs/pro-trader.svg.';

/** Prices come from number inputs "as typed": a number or a numeric string, whole rupees. */
const rupees = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${label} must be a number.` })
      .int({ error: `${label} must be in whole rupees.` })
      .min(0, { error: `${label} cannot be negative.` })
      .max(MAX_PRICE_RUPEES, { error: `${label} must be at most ${formatRupees(MAX_PRICE_RUPEES)}.` }),
  );

/** The program modal's fields (docs/product.md §2); unknown fields such as _id are ignored. */
export const ProgramInputSchema = z
  .object({
    title: requiredText('Title', LIMITS.title),
    tag: optionalText('Tag', LIMITS.tag),
    description: optionalText('Description', LIMITS.description, 'multi-line'),
    image_path: z
      .string({ error: 'Image path must be text.' })
      .trim()
      .max(LIMITS.imagePath, { error: `Image path must be at most ${LIMITS.imagePath} characters.` })
      .refine((value) => value === '' || isSiteImagePath(value), { error: IMAGE_PATH_MESSAGE })
      .nullish()
      .transform((value) => (value ? value : null)),
    offering_type: z.enum(OFFERING_TYPES, { error: oneOfMessage('Type', OFFERING_TYPES) }),
    actual_price: rupees('Actual price'),
    offer_price: rupees('Offer price'),
    availability: z.enum(AVAILABILITY, { error: oneOfMessage('Availability', AVAILABILITY) }).default('no'),
    html_content: z
      .string({ error: 'HTML content must be text.' })
      .max(LIMITS.htmlContent, { error: `HTML content must be at most ${LIMITS.htmlContent} characters.` })
      .superRefine(plainText('HTML content', 'multi-line'))
      .default(''),
    /**
     * docs/product.md §13.6: a FREE program's new subscriptions start active, without an admin. Off by
     * default (the spec has every subscription pending); a PAID program ignores it.
     */
    auto_activate_free: z
      .boolean({ error: 'Activate free subscriptions at once must be true or false.' })
      .default(false),
    /**
     * The program's readable address (docs/product.md §3.2, ADR 064). Absent or empty: a new program's
     * is made from its title, an edited one keeps its own. Null when none is asked for.
     */
    slug: SlugSchema.nullish().transform((value) => (value ? value : null)),
  })
  .refine((program) => program.offer_price <= program.actual_price, {
    error: 'Offer price cannot be more than the actual price.',
    path: ['offer_price'],
  });
/**
 * Program HTML is stored as cleaned, and cleaning can make it longer (& becomes &amp;, unclosed
 * tags get closed), so the cap is checked on what is stored too: the same program saved again
 * must pass the input check.
 */
export function cleanedHtmlTooLongMessage(length: number): string {
  return `HTML content must be at most ${LIMITS.htmlContent} characters once cleaned; cleaning made it ${length} (characters such as & and < are stored as entities, and unclosed tags are closed).`;
}

export type ProgramInput = z.input<typeof ProgramInputSchema>;
/** A program's editable fields after validation (what the server stores). */
export type ProgramFields = z.output<typeof ProgramInputSchema>;

export const SubscriptionStatusUpdateSchema = z.object({
  status: z.enum(SUBSCRIPTION_DECISIONS, { error: oneOfMessage('status', SUBSCRIPTION_DECISIONS) }),
});

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  submitted_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

const ChartDatasetSchema = z.object({ label: z.string(), data: z.array(z.number()) });
export const AnalyticsSchema = z.object({
  /** Subscriptions (any status) to programs. */
  subscribedPrograms: z.number(),
  /** Subscriptions (any status) to services. */
  subscribedServices: z.number(),
  /** Users whose status is inactive. */
  inactiveUsers: z.number(),
  /** Sum in rupees of offer_price over active (approved) subscriptions. */
  approvedAmount: z.number(),
  /** Sum in rupees of offer_price over pending subscriptions. */
  pendingAmount: z.number(),
  totalPrograms: z.number(),
  totalServices: z.number(),
  totalUsers: z.number(),
  activeUsers: z.number(),
  /**
   * docs/product.md §13.6: paise taken online through Razorpay, ever (captured payments, before refunds). An
   * amount in paise, unlike the rupee amounts above: format it with formatPaise.
   */
  onlineCollected: z.number(),
  /** docs/product.md §13.6: paise refunded of online payments, ever (processed refunds). */
  onlineRefunded: z.number(),
  /** New subscriptions per month over the last 12 months, one dataset per status. */
  subscriptionChartData: z.object({ labels: z.array(z.string()), datasets: z.array(ChartDatasetSchema) }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
