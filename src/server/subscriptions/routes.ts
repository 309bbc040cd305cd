import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { route } from '../http/endpoint.ts';
import { placeInBatch } from '../live/index.ts';
import { requireSession } from '../plugins/auth.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { findSubscription, listOwnSubscriptions, subscribe } from './lifecycle.ts';
import { presentSubscription } from './presenter.ts';

/** A learner's own subscriptions (bearer token required for every route here). */
export default async function subscriptionRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.subscribe, async (request) => {
    const { user } = requireSession(request);
    const payLink = app.config.payments
      ? (id: string) => `${app.config.publicUrl}${pagePath('pay', { subscriptionId: id })}`
      : undefined;
    const outcome = await subscribe(app.db, user, request.body, payLink, placeInBatch);
    if (outcome.kind === 'waitlisted') {
      // A full batch (docs/product.md §20.1, ADR 072): no subscription; the place on its list.
      const { batchId, batchName, position } = outcome;
      throw new DomainError('conflict', MESSAGES.batches.waitlisted(batchName, position), undefined, {
        waitlist: { batch_id: batchId, batch_name: batchName, position },
      });
    }
    const { id } = outcome;
    app.mailOutbox.kick();
    const row = await findSubscription(app.db, id);
    // A fault, not a refusal: the errors plugin logs it and answers 500.
    if (!row) throw new Error(`subscription ${id} not found right after it was created`);
    const message =
      request.body.resourceType === 'program'
        ? MESSAGES.subscriptions.subscribedProgram
        : MESSAGES.subscriptions.subscribedService;
    return { message, subscription: presentSubscription(row) };
  });

  route(app, endpoints.subscriptionAll, async (request) => {
    const rows = await listOwnSubscriptions(app.db, requireSession(request).user.id);
    return rows.map(presentSubscription);
  });
}
