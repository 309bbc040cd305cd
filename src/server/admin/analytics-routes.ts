import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { computeAnalytics } from './analytics.ts';

export default async function analyticsRoutes(app: App) {
  route(app, endpoints.adminAnalytics, () => computeAnalytics(app.db));
}
