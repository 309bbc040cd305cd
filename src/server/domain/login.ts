import { MESSAGES } from '@contract/messages.ts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import { createSession, type UserRow } from './sessions.ts';

// Verifying against a real hash when the address is unknown keeps both answers equally slow,
// so timing does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
};

export interface LoginResult {
  token: string;
  user: UserRow;
}

/** Checks the credentials, opens a session and records the login time and address. */
export async function logIn(
  db: Database,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult> {
  const [user] = await db.select().from(users).where(eq(users.email, credentials.email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), credentials.password);
  if (!user || !valid) throw new HttpError(401, MESSAGES.auth.invalidCredentials);
  // Only someone who knows the password learns that the account is inactive.
  if (user.status !== 'active') throw new HttpError(403, MESSAGES.auth.accountInactive);
  return db.transaction(async (tx) => {
    const token = await createSession(tx, user.id, client);
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: sql`now()`, lastLoginIp: client.ip })
      .where(eq(users.id, user.id))
      .returning();
    return { token, user: updated ?? user };
  });
}
