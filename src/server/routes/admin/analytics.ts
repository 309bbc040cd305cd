import { endpoints } from '@contract/endpoints.ts';
import { computeAnalytics } from '../../domain/analytics.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';

export default async function analyticsRoutes(app: App) {
  route(app, endpoints.adminAnalytics, () => computeAnalytics(app.db));
}
