import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { addBreach, breachReport, listBreaches, markBreachReported } from './breaches.ts';
import { consentCounts } from './consents.ts';

/** The admin Privacy screen's consent counts and the breach register (docs/product.md §18.2–18.3). */
export default async function breachAdminRoutes(app: App) {
  route(app, endpoints.adminPrivacyConsents, async () => consentCounts(app.db));

  route(app, endpoints.adminBreachAll, async () => listBreaches(app.db));

  route(app, endpoints.adminBreachAdd, async (request) =>
    addBreach(app.db, requireSession(request).user, request.body),
  );

  route(app, endpoints.adminBreachReport, async (request) =>
    breachReport(app.db, requireSession(request).user, request.params.id),
  );

  route(app, endpoints.adminBreachReported, async (request) =>
    markBreachReported(app.db, requireSession(request).user, request.params.id),
  );
}
