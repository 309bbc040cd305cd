import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { leaveWaitlist, listMyWaitlistPlaces } from './waitlist.ts';

/** A learner's places on batch waiting lists (docs/product.md §20.1); a bearer token for each. */
export default async function batchRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.batchWaitlistMine, async (request) =>
    listMyWaitlistPlaces(app.db, requireSession(request).user.id),
  );

  route(app, endpoints.batchWaitlistLeave, async (request) => {
    await leaveWaitlist(app.db, requireSession(request).user.id, request.params.id);
    return { message: MESSAGES.batches.leftWaitlist };
  });
}
