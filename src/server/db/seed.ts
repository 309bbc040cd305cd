import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import type { Database } from './client.ts';
import { appMeta, programs, services, users } from './schema.ts';
import { SEED_PROGRAMS, type SeedProgram } from './seed-programs.ts';
import { SEED_SERVICES } from './seed-services.ts';

const GENERATED_ADMIN_EMAIL = 'admin@fintrain.in';

/**
 * Writes one kind of seed content once per database. A marker row, not "is the table empty",
 * decides: content an admin deletes later must not come back at the next start.
 */
async function seedOnce(
  db: Database,
  marker: string,
  table: typeof programs | typeof services,
  rows: readonly SeedProgram[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: marker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await tx
      .insert(table)
      .values(
        rows.map((row, i) => ({
          slug: row.slug,
          title: row.title,
          tag: row.tag,
          description: row.description,
          imagePath: row.image_path,
          offeringType: row.offering_type,
          actualPrice: row.actual_price,
          offerPrice: row.offer_price,
          availability: row.availability,
          htmlContent: row.html_content,
          // Distinct creation times keep the list in the given order.
          createdOn: sql`now() - make_interval(secs => ${rows.length - i})`,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

/** The four programs of the spec and two services, written once per database. */
export async function seedContent(db: Database, log: FastifyBaseLogger): Promise<void> {
  if (await seedOnce(db, 'seed:programs', programs, SEED_PROGRAMS)) {
    log.info({ programs: SEED_PROGRAMS.length }, 'seed programs written');
  }
  if (await seedOnce(db, 'seed:services', services, SEED_SERVICES)) {
    log.info({ services: SEED_SERVICES.length }, 'seed services written');
  }
}

export interface FirstAdminOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
}

/**
 * Makes sure an admin exists. With ADMIN_EMAIL and ADMIN_PASSWORD that account is created (or an
 * existing account with that address promoted); without them an admin gets a random password,
 * printed once. There is never a built-in default password.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: FirstAdminOptions,
  log: FastifyBaseLogger,
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'admin'`)
    .limit(1);
  if (existing) return;

  const generated = options.adminEmail === undefined;
  const email = options.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const password = options.adminPassword ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (owner) {
    await db
      .update(users)
      .set({ role: 'admin', status: 'active', passwordHash })
      .where(eq(users.id, owner.id));
  } else {
    await db
      .insert(users)
      .values({ name: 'Administrator', email, passwordHash, role: 'admin', status: 'active' });
  }
  if (generated) {
    log.warn(
      { email },
      `No admin existed: created ${email} with the one-time password ${password} — sign in and change it. This password is not shown again.`,
    );
  } else {
    log.info({ email }, 'first admin created from ADMIN_EMAIL');
  }
}
