import { z } from 'zod';
import { LIMITS } from './vocabulary.ts';

/** What a text field may hold: one line (a name, a title, a search) or several (a message, HTML). */
export type TextKind = 'single-line' | 'multi-line';

/**
 * The first character a text field refuses, if any: control characters (C0, DEL and C1; a
 * multi-line text keeps line feed, carriage return and tab) and UTF-16 surrogates without their
 * pair, which are not Unicode text. PostgreSQL refuses NUL in text and lone surrogates in JSON, so
 * either would otherwise reach the database and fail there as a 500.
 */
export function forbiddenCharacter(text: string, kind: TextKind): 'control' | 'surrogate' | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20) {
      if (kind === 'multi-line' && (unit === 0x0a || unit === 0x0d || unit === 0x09)) continue;
      return 'control';
    }
    if (unit >= 0x7f && unit <= 0x9f) return 'control';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return 'surrogate';
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return 'surrogate';
    }
  }
  return undefined;
}

/** The message for a text field holding a character it refuses; it names the field. */
function forbiddenCharacterMessage(label: string, kind: TextKind, found: 'control' | 'surrogate'): string {
  if (found === 'surrogate') return `${label} contains an invalid character (a broken Unicode sequence).`;
  return kind === 'single-line'
    ? `${label} cannot contain control characters or line breaks.`
    : `${label} cannot contain control characters other than line breaks and tabs.`;
}

/** A refinement for z.string(): refuses what `forbiddenCharacter` finds, with a message naming the field. */
export function plainText(label: string, kind: TextKind) {
  return (value: string, ctx: z.RefinementCtx) => {
    const found = forbiddenCharacter(value, kind);
    if (found) ctx.addIssue({ code: 'custom', message: forbiddenCharacterMessage(label, kind, found) });
  };
}

const textType = (label: string) =>
  z.string({ error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`) });

/**
 * A required text field: trimmed, non-empty, capped, and plain text (single-line unless said
 * otherwise); messages name the field.
 */
export function requiredText(label: string, max: number, kind: TextKind = 'single-line') {
  return textType(label)
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .superRefine(plainText(label, kind));
}

/** An optional text field: trimmed, capped, plain text, '' when left out. */
export function optionalText(label: string, max: number, kind: TextKind = 'single-line') {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .superRefine(plainText(label, kind))
    .default('');
}

/** E-mail addresses are trimmed and compared in lower case: one account per address. */
export const EmailSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .min(1, { error: 'Email is required.' })
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters.` })
  .pipe(z.email({ error: 'Enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

/** "status must be 'active' or 'inactive'.": the message of an enumerated field, from its values. */
export function oneOfMessage(label: string, values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  const last = quoted.pop();
  return `${label} must be ${quoted.length > 0 ? `${quoted.join(', ')} or ${last}` : last}.`;
}

/** A whole number between min and max; messages name the field. */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max}.` });
}

export const ErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof ErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
