import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';
import { LIMITS, OFFER_COURSES } from './vocabulary.ts';

/** Footer newsletter box: e-mail only (docs/product.md §3). */
export const NewsletterSignupSchema = z.object({ email: EmailSchema });
export type NewsletterSignup = z.input<typeof NewsletterSignupSchema>;

/** Home page '30% Off For New Learners' form: name, email and a course choice. */
export const OfferSignupSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: EmailSchema,
  course: z.enum(OFFER_COURSES, { error: `Choose one of: ${OFFER_COURSES.join(', ')}.` }),
});
export type OfferSignup = z.input<typeof OfferSignupSchema>;

/**
 * A newsletter confirmation or unsubscribe link's token (docs/product.md §16): URL-safe base64, as
 * the server makes them; anything else is a 400 before the database is asked.
 */
export const NewsletterTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(LIMITS.newsletterToken)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'This link is not complete. Please open it from the e-mail again.' }),
});

/**
 * The one-click unsubscribe's body (RFC 8058): `List-Unsubscribe=One-Click`, form-encoded by a mail
 * provider or JSON from the site's own page. The token in the path is what counts, so a body that
 * says nothing is accepted too.
 */
export const NewsletterUnsubscribeSchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  // Fastify hands a request without a body to validation as null.
  .nullish();

/** GET /newsletter/unsubscribe/:token answers with the page to show, not a body. */
export const RedirectSchema = z.null().describe('No body: the Location header names the page.');
