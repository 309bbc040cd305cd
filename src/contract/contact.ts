import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';
import { LIMITS } from './vocabulary.ts';

/**
 * Contact form (docs/product.md §5: all four fields required, email of email type); the message may span
 * lines.
 */
export const ContactSubmitSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email: EmailSchema,
  subject: requiredText('Subject', LIMITS.subject),
  message: requiredText('Message', LIMITS.message, 'multi-line'),
});
export type ContactSubmit = z.input<typeof ContactSubmitSchema>;
