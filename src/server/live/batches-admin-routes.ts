import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { presentSubscription } from '../subscriptions/index.ts';
import type { App } from '../types.ts';
import { addBatch, deleteBatch, editBatch, listBatchesForAdmin, listInstructorChoices } from './batches.ts';
import { moveSubscriptionBatch } from './batches-move.ts';

/** A program's batches in the admin area (docs/product.md §20.1): admins only. */
export default async function batchAdminRoutes(app: App) {
  route(app, endpoints.adminBatchAll, async (request) => listBatchesForAdmin(app.db, request.params.id));

  route(app, endpoints.adminInstructorAll, async () => listInstructorChoices(app.db));

  route(app, endpoints.adminBatchAdd, { config: { fieldErrors: true } }, async (request) =>
    addBatch(app.db, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminBatchEdit, { config: { fieldErrors: true } }, async (request) =>
    editBatch(app.db, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminBatchDelete, async (request) => {
    await deleteBatch(app.db, requireSession(request).user, request.params.id);
    app.mailOutbox.kick();
    return { message: MESSAGES.batches.deleted };
  });

  route(app, endpoints.adminSubscriptionBatch, async (request) => {
    const row = await moveSubscriptionBatch(
      app.db,
      requireSession(request).user,
      request.params.id,
      request.body.batch_id,
    );
    app.mailOutbox.kick();
    return presentSubscription(row);
  });
}
