import type { ResourceType } from '@contract/vocabulary.ts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { programs, services } from '../db/schema.ts';
import { programByOldSlug } from './slugs.ts';

/** Programs and services share one shape; this picks the table for a resource_type. */
export function resourceTable(type: ResourceType) {
  return type === 'program' ? programs : services;
}

/** Every program (or service), oldest first: the catalogue's list. */
export function listResources(db: DbOrTx, type: ResourceType) {
  const table = resourceTable(type);
  return db.select().from(table).orderBy(asc(table.createdOn), asc(table.id));
}

/**
 * One program (or service) by its id (`byId`) or its slug; a program also by a slug it had before
 * (ADR 064: the same body, whose `slug` is the current one). Undefined when there is none.
 */
export async function findResource(db: DbOrTx, type: ResourceType, id: string, byId: boolean) {
  const table = resourceTable(type);
  const [row] = await db
    .select()
    .from(table)
    .where(byId ? eq(table.id, id) : eq(table.slug, id))
    .limit(1);
  if (row || byId || type !== 'program') return row;
  return programByOldSlug(db, id);
}
