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
