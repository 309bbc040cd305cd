import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '../test/database.ts';
import { createProgram, createSubscription, createUser } from '../test/factories.ts';
import type { Database } from './client.ts';
import { MIGRATIONS_DIR } from './client.ts';
import { importLegacyPglite, LEGACY_PGLITE_DIR } from './pglite-import.ts';
import { appMeta, subscriptions, userStats, users } from './schema.ts';

const { db } = await sharedTestDatabase();
const log = { info: () => {}, warn: () => {} };

/** A DATA_DIR as the previous version left it: PGlite under DATA_DIR/pglite, with some data. */
async function previousVersionDataDir(fill: (legacy: Database) => Promise<void>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-pglite-'));
  // The previous version had neither live sessions nor btree_gist; the test's copy is migrated to
  // today's schema, so it loads the extension that migration 0034 creates.
  const client = await PGlite.create(path.join(dataDir, LEGACY_PGLITE_DIR), {
    extensions: { pg_trgm, btree_gist },
  });
  const legacy = drizzle(client, { schema: await import('./schema.ts') });
  await migrate(legacy, { migrationsFolder: MIGRATIONS_DIR });
  await fill(legacy as unknown as Database);
  await client.close();
  return dataDir;
}

// PGlite (WASM) and initdb are slow on a loaded 2-core machine: generous time, not a flaky failure.
describe('carrying over the previous version’s PGlite database', { timeout: 90_000 }, () => {
  it('never merges into a database with accounts; into an empty one it copies every row once, keeps the counters and the old directory as a backup', async () => {
    const dataDir = await previousVersionDataDir(async (legacy) => {
      const learner = await createUser(legacy, { name: 'Asha Verma', email: 'asha@example.in' });
      await createUser(legacy, { name: 'Idle Learner', status: 'inactive' });
      const program = await createProgram(legacy, { title: 'Pro Trader' });
      await createSubscription(legacy, learner, program);
    });

    // A database that already has accounts keeps its own history, and the old directory stays.
    const existing = await createUser(db, { email: 'already@example.in' });
    expect(await importLegacyPglite(db, dataDir, log)).toBeUndefined();
    expect((await db.select().from(users)).map((user) => user.email)).toEqual(['already@example.in']);
    expect(existsSync(path.join(dataDir, LEGACY_PGLITE_DIR))).toBe(true);
    await db.delete(users).where(eq(users.id, existing.id));

    const result = await importLegacyPglite(db, dataDir, log);

    expect(result?.rows).toBeGreaterThanOrEqual(4);
    const [asha] = await db.select().from(users).where(eq(users.email, 'asha@example.in'));
    expect(asha?.name).toBe('Asha Verma');
    expect(await db.select().from(subscriptions)).toHaveLength(1);
    // The counters came over as they were, not counted twice by the triggers.
    const stats = await db.select().from(userStats);
    expect(Object.fromEntries(stats.map((row) => [row.status, row.users]))).toEqual({
      active: 1,
      inactive: 1,
    });
    expect(await db.select().from(appMeta).where(eq(appMeta.key, 'pglite_import'))).toHaveLength(1);
    expect(existsSync(path.join(dataDir, LEGACY_PGLITE_DIR))).toBe(false);
    expect(readdirSync(dataDir).some((entry) => entry.startsWith(`${LEGACY_PGLITE_DIR}.imported-`))).toBe(
      true,
    );

    // A later start finds nothing left to import.
    expect(await importLegacyPglite(db, dataDir, log)).toBeUndefined();
    expect(await db.select().from(users)).toHaveLength(2);
  });

  it('does nothing where there is no old directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-pglite-'));
    expect(await importLegacyPglite(db, dataDir, log)).toBeUndefined();
  });
});
