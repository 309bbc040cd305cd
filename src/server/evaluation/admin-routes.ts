import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { evaluationRules, saveEvaluationRules } from './evaluation.ts';

/** An admin sets what "ready for live trading" means in a program (docs/product.md §25), inside the admin gate. */
export default async function evaluationAdminRoutes(app: App) {
  route(app, endpoints.adminEvaluation, async (request) => evaluationRules(app.db, request.params.id));

  route(app, endpoints.adminEvaluationEdit, async (request) =>
    saveEvaluationRules(app.db, requireSession(request).user, request.params.id, request.body),
  );
}
