import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { route } from '../http/endpoint.ts';
import { acceptOneClickBodies, ONE_CLICK_BODY_LIMIT } from '../http/one-click.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import {
  assertUnsubscribeToken,
  confirmNewsletter,
  signUpForNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter.ts';
import { signUpForOffer } from './offer.ts';
import { sourcePageOf } from './source-page.ts';

/**
 * The footer newsletter box and the home page's '30% Off For New Learners' form. Both answer the
 * same for a new and a known address (docs/product.md §16). The newsletter's confirmation and
 * unsubscribe links need no session: the token in the path is the permission (ADR 063).
 */
export default async function leadRoutes(app: App) {
  route(app, endpoints.newsletterSignup, async (request) => {
    await consumeRateLimit(app.db, `signup:ip:${clientKey(request)}`, app.config.rateLimits.SIGNUP_IP);
    await signUpForNewsletter(app.db, request.body, {
      sourcePage: sourcePageOf(request.headers.referer),
      publicUrl: app.config.publicUrl,
    });
    app.mailOutbox.kick();
    return { message: MESSAGES.newsletter.success };
  });

  route(app, endpoints.newsletterConfirm, async (request) => {
    await confirmNewsletter(app.db, request.params.token, app.config.publicUrl);
    app.mailOutbox.kick();
    return { message: MESSAGES.newsletter.confirmed };
  });

  // The List-Unsubscribe address, opened in a browser by a mail program without one-click: the
  // site's page with its button.
  route(app, endpoints.newsletterUnsubscribePage, async (request, reply) => {
    await assertUnsubscribeToken(app.db, request.params.token);
    return reply.redirect(pagePath('newsletterUnsubscribe', { token: request.params.token }), 303);
  });

  await app.register(oneClickUnsubscribeRoute);

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

/**
 * RFC 8058's one-click POST, in a context of its own: only here are form bodies parsed
 * (http/one-click.ts). The site's own page posts JSON.
 */
async function oneClickUnsubscribeRoute(app: App) {
  acceptOneClickBodies(app);
  route(app, endpoints.newsletterUnsubscribe, { bodyLimit: ONE_CLICK_BODY_LIMIT }, async (request) => {
    await unsubscribeFromNewsletter(app.db, request.params.token);
    return { message: MESSAGES.newsletter.unsubscribed };
  });
}
