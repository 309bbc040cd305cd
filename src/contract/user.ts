import { z } from 'zod';
import { ROLES, USER_STATUSES } from './vocabulary.ts';

/** A user as the API returns it (docs/product.md §3). No password field exists in this shape. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  created_on: z.string(),
  last_login: z.string().nullable(),
  last_login_ip: z.string().nullable(),
  /**
   * Present, and true, only while the account must choose a new password (a one-time password,
   * ADR 060): the client then shows only the change-password form. Absent otherwise.
   */
  must_change_password: z.literal(true).optional(),
});
export type User = z.infer<typeof UserSchema>;
