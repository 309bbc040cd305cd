import type { NewsletterSignupSchema, OfferSignupSchema } from '@contract/marketing.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { newsletterSignups, offerSignups } from '../db/schema.ts';
import { DomainError } from '../shared/errors.ts';

/** Adds an address to the newsletter list; an address already on it is a conflict. */
export async function signUpForNewsletter(
  db: Database,
  input: z.output<typeof NewsletterSignupSchema>,
): Promise<void> {
  const inserted = await db
    .insert(newsletterSignups)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: newsletterSignups.id });
  if (inserted.length === 0) throw new DomainError('conflict', MESSAGES.newsletter.duplicate);
}

/** Records a new learner's request for the home page's offer; a repeat is a conflict. */
export async function signUpForOffer(db: Database, input: z.output<typeof OfferSignupSchema>): Promise<void> {
  const inserted = await db
    .insert(offerSignups)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: offerSignups.id });
  if (inserted.length === 0) throw new DomainError('conflict', MESSAGES.offer.duplicate);
}
