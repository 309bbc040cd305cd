import { cleanedHtmlTooLongMessage, type ProgramFields } from '@contract/admin.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { programs, subscriptions } from '../db/schema.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { presentProgram } from './presenter.ts';
import { claimChosenSlug, freeSlugFor, keepOldSlug, withSlugRetry } from './slugs.ts';

/**
 * Column values for a program. The HTML is cleaned before it is stored, off the event loop and
 * before any transaction starts (no connection or row lock waits on it), and what is stored must
 * fit the same cap as the input.
 */
async function toColumns(sanitizer: HtmlSanitizer, input: ProgramFields) {
  const htmlContent = await sanitizer.sanitize(input.html_content);
  if (htmlContent.length > LIMITS.htmlContent) {
    throw new DomainError('invalid', cleanedHtmlTooLongMessage(htmlContent.length));
  }
  return {
    title: input.title,
    tag: input.tag,
    description: input.description,
    imagePath: input.image_path,
    offeringType: input.offering_type,
    actualPrice: input.actual_price,
    offerPrice: input.offer_price,
    availability: input.availability,
    htmlContent,
    autoActivateFree: input.auto_activate_free,
  };
}

/**
 * Adds a program with a readable slug (docs/product.md §3.2, ADR 064): the admin's, or one made from
 * the title, de-duplicated with -2, -3... A parallel add that took the same slug first makes this
 * one try the next (the unique index decides).
 */
export async function addProgramAsAdmin(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  input: ProgramFields,
) {
  const columns = await toColumns(sanitizer, input);
  return withSlugRetry(input.slug !== null, () =>
    db.transaction(async (tx) => {
      const slug = input.slug ?? (await freeSlugFor(tx, input.title));
      if (input.slug !== null) await claimChosenSlug(tx, slug, undefined);
      const [program] = await tx
        .insert(programs)
        .values({ ...columns, slug })
        .returning();
      await recordAudit(tx, actor, 'program.add', program!.id, null, presentProgram(program!));
      return program!;
    }),
  );
}

/**
 * Saves a program. A changed slug keeps the old one as a redirect (its page answers 301); no slug
 * keeps the program's own, or gives one made from the title to a program that has none.
 */
export async function editProgramAsAdmin(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  id: string,
  input: ProgramFields,
) {
  const columns = await toColumns(sanitizer, input);
  return withSlugRetry(input.slug !== null, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
      if (!before) throw new DomainError('not_found', MESSAGES.programs.notFound);
      const slug = input.slug ?? before.slug ?? (await freeSlugFor(tx, input.title));
      if (input.slug !== null) await claimChosenSlug(tx, slug, before);
      const [after] = await tx
        .update(programs)
        .set({ ...columns, slug })
        .where(eq(programs.id, id))
        .returning();
      await keepOldSlug(tx, id, before.slug, slug);
      await recordAudit(tx, actor, 'program.edit', id, presentProgram(before), presentProgram(after!));
      return after!;
    }),
  );
}

/**
 * Deletes a program unless learners hold pending or active subscriptions to it (the admin is
 * told to reject them or make the program unavailable). Rejected subscriptions stay readable:
 * they keep the program's title.
 */
export async function deleteProgramAsAdmin(db: Database, actor: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
    if (!before) throw new DomainError('not_found', MESSAGES.programs.notFound);
    const [current] = await tx
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.resourceType, 'program'),
          eq(subscriptions.resourceId, id),
          inArray(subscriptions.status, ['pending', 'active']),
        ),
      );
    if ((current?.n ?? 0) > 0) throw new DomainError('conflict', MESSAGES.admin.programHasSubscriptions);
    await tx.delete(programs).where(eq(programs.id, id));
    await recordAudit(tx, actor, 'program.delete', id, presentProgram(before), null);
  });
}
