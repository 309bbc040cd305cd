import { AnalyticsSchema } from '@contract/admin.ts';
import { computeAnalytics } from '../../domain/analytics.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';

export default async function analyticsRoutes(app: App) {
  app.get('/admin/analytics', { schema: { response: { 200: AnalyticsSchema, ...ADMIN_ERRORS } } }, () =>
    computeAnalytics(app.db),
  );
}
