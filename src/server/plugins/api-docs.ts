import { endpointSchemas } from '@contract/endpoint-schemas.ts';
import { API_BASE, type EndpointName, endpoints } from '@contract/endpoints.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isDocumentationRoute } from '../http/endpoint.ts';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

const byRoute = new Map<string, EndpointName>(
  Object.values(endpoints).map((entry) => [`${entry.method} ${API_BASE}${entry.path}`, entry.name]),
);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document lists the endpoint table, nothing else: the client's pages and files and
 * the documentation itself are hidden. Each operation is named after its entry (operationId),
 * tagged by its first path segment, and marked as bearer-authenticated when it can answer 401.
 */
function transform(input: TransformInput) {
  const method = [input.route.method].flat()[0] ?? 'GET';
  const name = byRoute.get(`${method} ${input.url}`);
  if (name === undefined || isDocumentationRoute(input.url))
    return { schema: { hide: true }, url: input.url };
  const errors: readonly number[] = endpointSchemas[name].errors;
  const tag = endpoints[name].path.split('/')[1] ?? 'api';
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...input.schema,
      operationId: name,
      tags: [tag],
      ...(errors.includes(401) ? { security: [{ bearer: [] }] } : {}),
    } as TransformInput['schema'],
  });
}

/**
 * GET /api/openapi.json, generated from the endpoint table's zod schemas, and a reference page at
 * /api/docs (Swagger UI served from node_modules: no CDN, and it needs no inline script, so the
 * site's CSP holds there too). Registered before the routes: @fastify/swagger collects them as
 * they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'FinTrain Academy API',
        description:
          'JSON in and out; every error is `{ message }`. Bearer routes take `Authorization: Bearer <token>` from POST /api/auth/login. Admin lists take page, limit and q and send the number of matches in X-Total-Count.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's own scripts and styles are files; it fetches only this site's document.
    staticCSP: false,
    uiConfig: { deepLinking: true },
    theme: { title: 'FinTrain Academy API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
});
