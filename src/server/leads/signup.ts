import type { OfferSignupSchema } from '@contract/marketing.ts';
import { OFFER_COURSE_PROGRAM_SLUGS } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { leads, programs } from '../db/schema.ts';
import type { LeadRow } from './presenter.ts';

/** What the form sent, and from which page of the site (docs/product.md §16). */
export interface SignupContext {
  sourcePage: string | null;
}

/** The id of the program an offer course is, by its slug; null when there is none. */
async function programOfCourse(db: DbOrTx, course: keyof typeof OFFER_COURSE_PROGRAM_SLUGS) {
  const [program] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.slug, OFFER_COURSE_PROGRAM_SLUGS[course]));
  return program?.id ?? null;
}

/**
 * Stores or refreshes the offer lead of an address (docs/product.md §16): a repeat keeps the row,
 * its status and its first time, and takes the latest name and course. Answering a repeat like a
 * new claim (no 409) tells nobody which addresses have signed up.
 */
export async function upsertOfferLead(
  tx: DbOrTx,
  input: z.output<typeof OfferSignupSchema>,
  context: SignupContext,
): Promise<LeadRow> {
  const programId = await programOfCourse(tx, input.course);
  const [lead] = await tx
    .insert(leads)
    .values({
      kind: 'offer',
      email: input.email,
      name: input.name,
      course: input.course,
      programId,
      sourcePage: context.sourcePage,
      consentToContact: true,
      status: 'new',
    })
    .onConflictDoUpdate({
      target: [leads.kind, leads.email],
      set: {
        name: input.name,
        course: input.course,
        programId,
        sourcePage: sql`coalesce(excluded.source_page, ${leads.sourcePage})`,
      },
    })
    .returning();
  if (!lead) throw new Error('the offer lead upsert returned no row');
  return lead;
}
