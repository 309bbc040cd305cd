import { MESSAGES } from '@contract/messages.ts';
import type { Role, UserStatus } from '@contract/vocabulary.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { subscriptions, users } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { hashPassword } from './password.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { presentUser } from './presenter.ts';
import { revokeAllSessions, type UserRow } from './sessions.ts';

export interface AdminUserFields {
  name: string;
  email: string;
  mobile?: string | undefined;
  status: UserStatus;
  role: Role;
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: string): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email))
    .limit(1);
  if (other) throw new DomainError('conflict', MESSAGES.admin.emailTaken);
}

/**
 * Locks the active admins' rows for the rest of the transaction and returns their ids: two
 * admins demoting each other at once are serialised, so the last admin can never be removed.
 */
async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .for('update');
  return rows.map((row) => row.id);
}

async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw new DomainError('not_found', MESSAGES.admin.userNotFound);
  return user;
}

const isActiveAdmin = (user: { role: Role; status: UserStatus }) =>
  user.role === 'admin' && user.status === 'active';

async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', MESSAGES.admin.emailTaken);
    throw error;
  }
}

export async function addUserAsAdmin(
  db: Database,
  actor: UserRow,
  input: AdminUserFields & { password: string },
): Promise<UserRow> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          status: input.status,
          role: input.role,
          passwordHash,
        })
        .returning();
      await recordAudit(tx, actor, 'user.add', user!.id, null, presentUser(user!));
      return user!;
    }),
  );
}

/**
 * Edits a user. An admin cannot demote or deactivate themselves, nor leave the site without an
 * active admin; deactivating ends the user's sessions at once. The name and e-mail copied into
 * the user's subscriptions follow the change, so admin searches find the current values.
 */
export async function editUserAsAdmin(
  db: Database,
  actor: UserRow,
  id: string,
  input: AdminUserFields,
): Promise<UserRow> {
  return withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const activeAdmins = await lockActiveAdmins(tx);
      const before = await lockUser(tx, id);
      const staysActiveAdmin = isActiveAdmin(input);
      if (before.id === actor.id && !staysActiveAdmin)
        throw new DomainError('conflict', MESSAGES.admin.selfDemote);
      if (isActiveAdmin(before) && !staysActiveAdmin && activeAdmins.length <= 1) {
        throw new DomainError('conflict', MESSAGES.admin.lastAdmin);
      }
      await assertEmailFree(tx, input.email, id);
      const [after] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          mobile: input.mobile ?? null,
          status: input.status,
          role: input.role,
        })
        .where(eq(users.id, id))
        .returning();
      if (input.status !== 'active') await revokeAllSessions(tx, id);
      if (before.name !== input.name || before.email !== input.email) {
        await tx
          .update(subscriptions)
          .set({ userName: input.name, userEmail: input.email })
          .where(eq(subscriptions.userId, id));
      }
      await recordAudit(tx, actor, 'user.edit', id, presentUser(before), presentUser(after!));
      return after!;
    }),
  );
}

/** Deletes a user: their sessions go with them, their subscriptions stay (money history). */
export async function deleteUserAsAdmin(db: Database, actor: UserRow, id: string): Promise<void> {
  if (id === actor.id) throw new DomainError('conflict', MESSAGES.admin.selfDelete);
  await db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const before = await lockUser(tx, id);
    if (isActiveAdmin(before) && activeAdmins.length <= 1)
      throw new DomainError('conflict', MESSAGES.admin.lastAdmin);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actor, 'user.delete', id, presentUser(before), null);
  });
}
