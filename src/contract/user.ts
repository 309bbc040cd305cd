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
});
export type User = z.infer<typeof UserSchema>;
