import { z } from 'zod';
import { OptionalMobileSchema, OtpSchema, PasswordSchema } from './auth.ts';
import { EmailSchema, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { UserSchema } from './user.ts';
import { LIMITS, PASSWORD_MAX_LENGTH } from './vocabulary.ts';

/** The profile's own details (docs/product.md §4.8): the registration rules for name and mobile. */
export const ProfileUpdateSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  mobile: OptionalMobileSchema,
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** The current password is only checked, never judged by today's rules (like login's). */
export const PasswordChangeSchema = z.object({
  currentPassword: z
    .string({
      error: (issue) =>
        issue.input == null ? 'Current password is required.' : 'Current password must be text.',
    })
    .min(1, { error: 'Current password is required.' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Your current password is not correct.' }),
  newPassword: PasswordSchema,
});
export type PasswordChangeInput = z.input<typeof PasswordChangeSchema>;
/** The profile's form: the new password typed twice; a mismatch names no field (the form's alert says it). */
export const PasswordChangeFormSchema = PasswordChangeSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.newPassword === form.confirmPassword,
  { error: MESSAGES.auth.passwordsDontMatch },
);

export const EmailChangeSchema = z.object({ email: EmailSchema });
export const EmailChangeVerifySchema = z.object({ email: EmailSchema, otp: OtpSchema });

export const ProfileSaveResponseSchema = z.object({ message: z.string(), user: UserSchema });

/** One signed-in device of the user: the one asking is `current`. */
export const AccountSessionSchema = z.object({
  _id: z.string(),
  /** "Chrome on Android", read from the browser's user agent; "Unknown device" without one. */
  device: z.string(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionListSchema = z.array(AccountSessionSchema);

export const SessionParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

/** A refusal about one field of the form: the form shows `message` under that field. */
export const FieldErrorSchema = z.object({ message: z.string(), field: z.string().optional() });
