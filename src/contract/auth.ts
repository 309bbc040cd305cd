import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { RegistrationPrivacySchema } from './privacy.ts';
import { UserSchema } from './user.ts';
import { LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './vocabulary.ts';

/**
 * ASVS v5 6.2.1: at least 8 characters, at most 128 (6.2.9 allows long passphrases); no
 * composition rules. The common-password check happens on the server, which ships the list.
 */
export const PasswordSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Password is required.' : 'Password must be text.') })
  .min(1, { error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

/**
 * 10-digit Indian mobile numbers, optionally with +91, 0091, 91 or 0 in front (919876543210 is
 * how many people write it); stored as the 10 digits. A 10-digit number starting 91 is left whole.
 */
export const MobileSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Mobile is required.' : 'Mobile must be text.') })
  .trim()
  .min(1, { error: 'Mobile is required.' })
  .max(LIMITS.mobileAsTyped, { error: 'Enter a valid 10-digit Indian mobile number (optionally with +91).' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91|0)(?=\d{10}$)/, ''))
  .refine((value) => /^[6-9]\d{9}$/.test(value), {
    error: 'Enter a valid 10-digit Indian mobile number (optionally with +91).',
  });

/**
 * A mobile number where one is optional (an admin's entry, the profile): empty means none; when
 * given it follows the registration rule.
 */
export const OptionalMobileSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  MobileSchema.optional(),
);

export const OtpSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Code is required.' : 'Code must be text.') })
  .trim()
  .min(1, { error: 'Code is required.' })
  .regex(/^\d{6}$/, { error: 'The code is the 6 digits from the e-mail.' });

export const SendCodeSchema = z.object({ email: EmailSchema });
export const VerifyEmailSchema = z.object({ email: EmailSchema, otp: OtpSchema });
/**
 * The spec's body (name, mobile, password, email) and the optional privacy fields of
 * docs/product.md §18.1: an API client that sends only the spec's four still registers.
 */
export const RegisterSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  mobile: MobileSchema,
  password: PasswordSchema,
  email: EmailSchema,
  ...RegistrationPrivacySchema.shape,
});
export const LoginSchema = z.object({
  email: EmailSchema,
  // No policy on login: only presence and a cap, so old passwords still work.
  password: z
    .string({ error: (issue) => (issue.input == null ? 'Password is required.' : 'Password must be text.') })
    .min(1, { error: 'Password is required.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Invalid email or password.' }),
});
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({ newPassword: PasswordSchema });
/**
 * The reset page's form: the body ResetPasswordSchema checks, and the password typed again. The
 * mismatch names no field, so the form's alert says it (product spec §5), whatever else is wrong.
 */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  {
    error: MESSAGES.auth.passwordsDontMatch,
    when: ({ value }) => {
      const form = value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof form.newPassword === 'string' && typeof form.confirmPassword === 'string';
    },
  },
);
export const ResetPasswordParamsSchema = z.object({ token: z.string().min(1).max(LIMITS.resetToken) });

export const VerifyEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const LoginResponseSchema = z.object({ message: z.string(), token: z.string(), user: UserSchema });
export const RegisterResponseSchema = z.object({ message: z.string(), user: UserSchema });

export type SendCodeInput = z.input<typeof SendCodeSchema>;
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;
export type RegisterInput = z.input<typeof RegisterSchema>;
export type LoginInput = z.input<typeof LoginSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
