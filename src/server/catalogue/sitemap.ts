import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { programs } from '../db/schema.ts';

/** Every program's page address and last change, oldest first, for the sitemap. */
export function programSitemapRows(db: Database) {
  return db
    .select({ id: programs.id, slug: programs.slug, updatedOn: programs.updatedOn })
    .from(programs)
    .orderBy(asc(programs.createdOn), asc(programs.id));
}
