import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { evaluationProgress } from './evaluation.ts';

/** The learner's own progress towards a program's evaluation (docs/product.md §25): signed-in callers. */
export default async function evaluationRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.evaluation, async (request) =>
    evaluationProgress(app.db, requireSession(request).user.id, request.params.programId),
  );
}
