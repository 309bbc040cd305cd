import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { resetDatabase, sharedTestDatabase } from './database.ts';
import { createProgram, createSubscription, createUser } from './factories.ts';

async function rowsIn(handle: Awaited<ReturnType<typeof sharedTestDatabase>>, table: string) {
  const { rows } = await handle.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe('resetDatabase, run before every API test', () => {
  it('empties tables tied by foreign keys, whatever order they were filled in', async () => {
    const handle = await sharedTestDatabase();
    const user = await createUser(handle.db);
    const program = await createProgram(handle.db);
    await createSubscription(handle.db, user, program);

    await resetDatabase(handle);

    expect(await rowsIn(handle, 'users')).toBe(0);
    expect(await rowsIn(handle, 'programs')).toBe(0);
    expect(await rowsIn(handle, 'subscriptions')).toBe(0);
  });

  it('still sends the catalogue change notice that the catalogue cache listens for', async () => {
    const handle = await sharedTestDatabase();
    await createProgram(handle.db);
    const listener = new pg.Client(handle.connection);
    await listener.connect();
    try {
      const notified = new Promise<string>((resolve) =>
        listener.on('notification', (n) => resolve(n.channel)),
      );
      await listener.query('listen catalogue_changed');
      await resetDatabase(handle);
      await expect(notified).resolves.toBe('catalogue_changed');
    } finally {
      await listener.end();
    }
  });

  it('waits for a write another connection has not committed yet, and empties that too', async () => {
    const handle = await sharedTestDatabase();
    const writer = new pg.Client(handle.connection);
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(
        "insert into users (name, email, mobile, password_hash) values ('Late Writer', 'late@example.in', '9876543210', 'x')",
      );
      const reset = resetDatabase(handle);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('commit');
      await reset;
      expect(await rowsIn(handle, 'users')).toBe(0);
    } finally {
      await writer.end();
    }
  });

  it('falls back to truncating every table on a server that refuses the replica role', async () => {
    const handle = await sharedTestDatabase();
    const role = `vitest_plain_${process.pid}`;
    await handle.pool.query(`drop role if exists ${role}`);
    await handle.pool.query(`create role ${role} login`);
    await handle.pool.query(`grant usage on schema public to ${role}`);
    await handle.pool.query(`grant select, delete, truncate on all tables in schema public to ${role}`);
    // A connection string's user wins over a `user` beside it, so the role goes into both.
    const { connectionString, ...settings } = handle.connection;
    const url = connectionString ? new URL(connectionString) : undefined;
    if (url) url.username = role;
    const plain = new pg.Pool({ ...settings, connectionString: url?.href, user: role, max: 2 });
    const { rows } = await plain.query<{ user: string }>('select current_user as user');
    expect(rows[0]!.user).toBe(role);
    try {
      const user = await createUser(handle.db);
      await createSubscription(handle.db, user, await createProgram(handle.db));
      await resetDatabase({ ...handle, pool: plain });
      expect(await rowsIn(handle, 'users')).toBe(0);
      expect(await rowsIn(handle, 'subscriptions')).toBe(0);
    } finally {
      await plain.end();
      await handle.pool.query(`revoke all on all tables in schema public from ${role}`);
      await handle.pool.query(`revoke usage on schema public from ${role}`);
      await handle.pool.query(`drop role ${role}`);
    }
  });
});
