import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { signUpForOffer } from './offer.ts';
import { signUpForNewsletter } from './signup.ts';
import { sourcePageOf } from './source-page.ts';

/**
 * The footer newsletter box and the home page's '30% Off For New Learners' form. Both answer the
 * same for a new and a known address (docs/product.md §16).
 */
export default async function leadRoutes(app: App) {
  route(app, endpoints.newsletterSignup, async (request) => {
    await consumeRateLimit(app.db, `signup:ip:${clientKey(request)}`, app.config.rateLimits.SIGNUP_IP);
    await signUpForNewsletter(app.db, request.body, { sourcePage: sourcePageOf(request.headers.referer) });
    return { message: MESSAGES.newsletter.success };
  });

  route(app, endpoints.offerSignup, async (request) => {
    await consumeRateLimit(app.db, `signup:ip:${clientKey(request)}`, app.config.rateLimits.SIGNUP_IP);
    await signUpForOffer(app.db, request.body, {
      sourcePage: sourcePageOf(request.headers.referer),
      paymentsOn: app.config.payments !== undefined,
      publicUrl: app.config.publicUrl,
    });
    app.mailOutbox.kick();
    return { message: MESSAGES.offer.success };
  });
}
