import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { programsWithSimulator } from './access.ts';

/**
 * What anyone may know of the simulator, outside the learner's gated /api/sim/* (docs/product.md
 * §14.3): which programs include it.
 */
export default async function simulatorPublicRoutes(app: App) {
  route(app, endpoints.simulatorPrograms, async () => programsWithSimulator(app.db));
}
