import type { User } from '@contract/user.ts';
import type { UserRow } from './sessions.ts';

/** The API shape of a user: the password hash is not in it, so it cannot leave. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    role: row.role,
    created_on: row.createdOn.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    last_login_ip: row.lastLoginIp,
    ...(row.mustChangePassword ? { must_change_password: true as const } : {}),
  };
}
