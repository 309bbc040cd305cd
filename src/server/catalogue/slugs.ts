import { MESSAGES } from '@contract/messages.ts';
import { MARKETING_PROGRAM_ROUTES } from '@contract/routes.ts';
import { slugCandidate, slugFromTitle } from '@contract/slug.ts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { programSlugRedirects, programs } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

/**
 * The spec's seeded programs keep their slugs (docs/product.md §1.1): the marketing paths and the
 * offer form's courses name them.
 */
const FIXED_SLUGS: ReadonlySet<string> = new Set(Object.values(MARKETING_PROGRAM_ROUTES));

/** Candidates looked up per round: base, base-2 ... base-50. */
const CANDIDATES_PER_ROUND = 50;
/** Tries of an insert or update that lost a race for its slug to a parallel one. */
export const SLUG_RETRIES = 30;

/** Slugs in use now or before (a redirect), among `candidates`. */
async function takenSlugs(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  const [current, former] = await Promise.all([
    db.select({ slug: programs.slug }).from(programs).where(inArray(programs.slug, candidates)),
    db
      .select({ slug: programSlugRedirects.oldSlug })
      .from(programSlugRedirects)
      .where(inArray(programSlugRedirects.oldSlug, candidates)),
  ]);
  return new Set([...current, ...former].map((row) => row.slug ?? ''));
}

/**
 * The first of `title`'s slug, then -2, -3..., that no program uses or used (point lookups on the
 * unique index and the redirects' key). Two parallel creates may pick the same one: the unique
 * index refuses the second, which tries again (withSlugRetry).
 */
export async function freeSlugFor(db: DbOrTx, title: string): Promise<string> {
  const base = slugFromTitle(title);
  for (let first = 1; ; first += CANDIDATES_PER_ROUND) {
    const candidates = Array.from({ length: CANDIDATES_PER_ROUND }, (_, i) => slugCandidate(base, first + i));
    const taken = await takenSlugs(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/**
 * Runs `attempt` again while it fails on a unique slug taken by a parallel request in between;
 * `chosen` (an admin's own slug) is not retried but refused with 409.
 */
export async function withSlugRetry<T>(chosen: boolean, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (chosen || tries >= SLUG_RETRIES) throw new DomainError('conflict', MESSAGES.programs.slugTaken);
    }
  }
}

/**
 * Checks the slug an admin chose for program `programId` (undefined for a new one) and frees it
 * from the program's own old addresses. Another program's old slug is refused: links to it still
 * lead to that program. A fixed slug cannot be changed.
 */
export async function claimChosenSlug(
  tx: DbOrTx,
  slug: string,
  program: { id: string; slug: string | null } | undefined,
): Promise<void> {
  if (program?.slug && FIXED_SLUGS.has(program.slug) && slug !== program.slug) {
    throw new DomainError('conflict', MESSAGES.programs.slugFixed);
  }
  const [former] = await tx
    .select({ programId: programSlugRedirects.programId })
    .from(programSlugRedirects)
    .where(eq(programSlugRedirects.oldSlug, slug));
  if (!former) return;
  if (former.programId !== program?.id) throw new DomainError('conflict', MESSAGES.programs.slugTaken);
  await tx.delete(programSlugRedirects).where(eq(programSlugRedirects.oldSlug, slug));
}

/** Keeps the program's slug before a change as an old address of it (its page answers 301). */
export async function keepOldSlug(
  tx: DbOrTx,
  programId: string,
  oldSlug: string | null,
  newSlug: string | null,
) {
  if (!oldSlug || oldSlug === newSlug) return;
  await tx
    .insert(programSlugRedirects)
    .values({ oldSlug, programId })
    .onConflictDoUpdate({ target: programSlugRedirects.oldSlug, set: { programId } });
}

/** The program an old slug leads to; undefined when the slug was never a program's. */
export async function programByOldSlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ program: programs })
    .from(programSlugRedirects)
    .innerJoin(programs, eq(programs.id, programSlugRedirects.programId))
    .where(eq(programSlugRedirects.oldSlug, slug))
    .limit(1);
  return row?.program;
}
