import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/password.ts';
import type { Database } from './client.ts';
import { appMeta, programs, users } from './schema.ts';
import { SEED_PROGRAMS } from './seed-programs.ts';

const PROGRAMS_SEEDED = 'seed:programs';
const GENERATED_ADMIN_EMAIL = 'admin@fintrain.in';

/**
 * Writes the seed content once per database. A marker row, not "is the table empty", decides:
 * programs an admin deletes later must not come back at the next start.
 */
export async function seedContent(db: Database, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: PROGRAMS_SEEDED, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const count = SEED_PROGRAMS.length;
    await tx
      .insert(programs)
      .values(
        SEED_PROGRAMS.map((program, i) => ({
          slug: program.slug,
          title: program.title,
          tag: program.tag,
          description: program.description,
          imagePath: program.image_path,
          offeringType: program.offering_type,
          actualPrice: program.actual_price,
          offerPrice: program.offer_price,
          availability: program.availability,
          htmlContent: program.html_content,
          // Distinct creation times keep the list in the spec's order.
          createdOn: sql`now() - make_interval(secs => ${count - i})`,
        })),
      )
      .onConflictDoNothing();
    log.info({ programs: count }, 'seed content written');
  });
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
