import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** A required text field: trimmed, non-empty, capped; messages name the field. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** E-mail addresses are trimmed and compared in lower case: one account per address. */
export const EmailSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

export const IdSchema = z.uuid({ error: 'The id is not valid.' });

export const ErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
