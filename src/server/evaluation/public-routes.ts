import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { programsWithEvaluation } from './evaluation.ts';

/** What anyone may know of the evaluation (docs/product.md §25): which programs have one. */
export default async function evaluationPublicRoutes(app: App) {
  route(app, endpoints.evaluationPrograms, async () => programsWithEvaluation(app.db));
}
