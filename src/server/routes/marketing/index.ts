import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { newsletterSignups, offerSignups } from '../../db/schema.ts';
import { DomainError } from '../../domain/errors.ts';
import { clientKey, consumeRateLimit } from '../../domain/rate-limits.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';

/** The footer newsletter box and the home page's '30% Off For New Learners' form. */
export default async function marketingRoutes(app: App) {
  route(app, endpoints.newsletterSignup, async (request, reply) => {
    await consumeRateLimit(app.db, `signup:ip:${clientKey(request)}`, app.config.rateLimits.SIGNUP_IP);
    const inserted = await app.db
      .insert(newsletterSignups)
      .values(request.body)
      .onConflictDoNothing()
      .returning({ id: newsletterSignups.id });
    if (inserted.length === 0) throw new DomainError('conflict', MESSAGES.newsletter.duplicate);
    return reply.status(201).send({ message: MESSAGES.newsletter.success });
  });

  route(app, endpoints.offerSignup, async (request, reply) => {
    await consumeRateLimit(app.db, `signup:ip:${clientKey(request)}`, app.config.rateLimits.SIGNUP_IP);
    const inserted = await app.db
      .insert(offerSignups)
      .values(request.body)
      .onConflictDoNothing()
      .returning({ id: offerSignups.id });
    if (inserted.length === 0) throw new DomainError('conflict', MESSAGES.offer.duplicate);
    return reply.status(201).send({ message: MESSAGES.offer.success });
  });
}
