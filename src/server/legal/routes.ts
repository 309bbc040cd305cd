import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { findLegalDocument, requireLegalKind } from './pages.ts';

/** GET /api/legal/:kind (docs/product.md §19): public, read by the server-rendered legal pages. */
export default async function legalRoutes(app: App) {
  route(app, endpoints.legal, async (request) =>
    findLegalDocument(app.db, requireLegalKind(request.params.kind), request.query.version),
  );
}
