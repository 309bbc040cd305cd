import { ProgramInputSchema } from '@contract/admin.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { createLogger } from '../logger.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { programs, users } from './schema.ts';
import { ensureFirstAdmin, seedContent } from './seed.ts';
import { SEED_PROGRAMS } from './seed-programs.ts';
import { SEED_SERVICES } from './seed-services.ts';

const { db } = await sharedTestDatabase();
const log = createLogger('silent');

describe('seedContent', () => {
  it('writes the four programs of the spec once, in order, one FREE and one unavailable', async () => {
    await seedContent(db, log);
    await seedContent(db, log);
    const rows = await db.select().from(programs).orderBy(programs.createdOn);
    expect(rows.map((p) => p.title)).toEqual([
      'Pro Trader Program',
      'Swing Trader Program',
      'Financial Literacy Program',
      'Wealth Management',
    ]);
    expect(rows.filter((p) => p.offeringType === 'FREE')).toHaveLength(1);
    expect(rows.filter((p) => p.availability === 'no')).toHaveLength(1);
    for (const p of rows) {
      expect(p.offerPrice).toBeLessThanOrEqual(p.actualPrice);
      expect(p.htmlContent.length).toBeGreaterThan(500);
      expect(p.htmlContent).not.toMatch(/lorem ipsum/i);
    }
  });

  it('writes programs and services an admin can save unchanged: image paths and texts pass the rules', () => {
    for (const row of [...SEED_PROGRAMS, ...SEED_SERVICES]) {
      const result = ProgramInputSchema.safeParse(row);
      expect(result.error?.issues, row.title).toBeUndefined();
    }
  });

  it('does not bring back a seeded program an admin deleted', async () => {
    await seedContent(db, log);
    await db.delete(programs).where(eq(programs.slug, 'swing-trader'));
    await seedContent(db, log);
    expect(await db.select().from(programs)).toHaveLength(SEED_PROGRAMS.length - 1);
  });
});

describe('ensureFirstAdmin', () => {
  it('creates the configured admin with a hashed password, once', async () => {
    const options = { adminEmail: 'owner@fintrain.in', adminPassword: 'correct horse battery' };
    await ensureFirstAdmin(db, options, log);
    await ensureFirstAdmin(db, { ...options, adminPassword: 'another password' }, log);
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: 'owner@fintrain.in', status: 'active' });
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admins[0]!.passwordHash, 'correct horse battery')).toBe(true);
  });

  it('promotes an existing account with the configured address instead of duplicating it', async () => {
    await createUser(db, { email: 'owner@fintrain.in', role: 'user', status: 'inactive' });
    await ensureFirstAdmin(
      db,
      { adminEmail: 'owner@fintrain.in', adminPassword: 'correct horse battery' },
      log,
    );
    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('without configuration creates an admin with a random password that it logs once', async () => {
    const lines: string[] = [];
    const capture = createLogger('info', { write: (line: string) => lines.push(line) });
    await ensureFirstAdmin(db, {}, capture);
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe('admin@fintrain.in');
    const password = /one-time password (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
  });
});
