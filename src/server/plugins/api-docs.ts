import { AdminListQuerySchema } from '@contract/admin.ts';
import {
  type EndpointAccess,
  type EndpointSchema,
  endpointAccess,
  endpointSchemas,
} from '@contract/endpoint-schemas.ts';
import { API_BASE, type EndpointName, endpoints } from '@contract/endpoints.ts';
import { TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import swagger, { type SwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isDocumentationRoute, routeSchema } from '../http/endpoint.ts';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = `${API_BASE}/docs`;

const byRoute = new Map<string, EndpointName>(
  Object.values(endpoints).map((entry) => [`${entry.method} ${API_BASE}${entry.path}`, entry.name]),
);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI's `security` for each kind of caller: `[]` says no credentials at all; `{}` beside the
 * bearer scheme makes the token optional.
 */
const SECURITY: Record<EndpointAccess, object[]> = {
  public: [],
  'token-optional': [{}, { bearer: [] }],
  'signed-in': [{ bearer: [] }],
  admin: [{ bearer: [] }],
  staff: [{ bearer: [] }],
};

/** What an operation's description adds about its callers, where `security` cannot say it. */
const ACCESS_NOTES: Partial<Record<EndpointAccess, string>> = {
  'token-optional': 'Open to anyone; a bearer token, when sent, must be valid, and may open more.',
  admin: "For admins: a learner's token is refused with 403.",
  staff: "For admins, and for instructors on their own batches: a learner's token is refused with 403.",
};

const BINARY = { type: 'string', format: 'binary' };

/**
 * OpenAPI 3.0 has no `prefixItems`, so zod writes a tuple's items as `anyOf` its members; when they
 * are all the same schema (a `[from, to]` pair of seconds) that is the one schema, said once.
 */
function collapseTuples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(collapseTuples);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, collapseTuples(child)]),
  ) as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length > 1) {
    const [first] = anyOf.map((member) => JSON.stringify(member));
    if (anyOf.every((member) => JSON.stringify(member) === first)) {
      const { anyOf: _members, ...rest } = schema;
      return { ...(anyOf[0] as JsonSchema), ...rest };
    }
  }
  return schema;
}

/**
 * What the table says beyond zod's shapes, written onto an operation's converted schema: a body of
 * another media type (an upload, CSV, the webhook's raw JSON), a success answer that is bytes (a
 * PDF, a video), a redirect's Location, and the X-Total-Count of the admin lists.
 */
function withMediaTypesAndHeaders(name: EndpointName, schema: JsonSchema): JsonSchema {
  const entry: EndpointSchema = endpointSchemas[name];
  const status = String(endpoints[name].status);
  const responses = { ...(schema.response as Record<string, JsonSchema>) };
  if (endpoints[name].status === 303) {
    // A redirect has no body to describe: what it carries is where to go.
    const location = { type: 'string', description: 'The page to show.' };
    responses[status] = { type: 'null', description: 'See Other', headers: { Location: location } };
  }
  if (entry.responseTypes) {
    const content = Object.fromEntries(entry.responseTypes.map((type) => [type, { schema: BINARY }]));
    responses[status] = { description: responses[status]?.description ?? 'The file', content };
  }
  if (entry.querystring === AdminListQuerySchema) {
    const total = { type: 'integer', description: 'How many rows match `q`, over all pages.' };
    responses[status] = { ...responses[status], headers: { [TOTAL_COUNT_HEADER]: total } };
  }
  const body = schema.body as JsonSchema | undefined;
  return {
    ...schema,
    response: responses,
    ...(body ? { body: { content: { [entry.bodyType ?? 'application/json']: { schema: body } } } } : {}),
  };
}

/**
 * The OpenAPI document lists the endpoint table, nothing else: the client's pages and files and
 * the documentation itself are hidden. Each operation is named after its entry (operationId),
 * summarised by its `summary`, tagged by its first path segment, and its `security` says who may
 * call it (endpointAccess).
 */
function transform(input: TransformInput) {
  const method = [input.route.method].flat()[0] ?? 'GET';
  const name = byRoute.get(`${method} ${input.url}`);
  if (name === undefined || isDocumentationRoute(input.url))
    return { schema: { hide: true }, url: input.url };
  const entry: EndpointSchema = endpointSchemas[name];
  const tag = endpoints[name].path.split('/')[1] ?? 'api';
  const access = endpointAccess(name);
  const converted = jsonSchemaTransform({
    ...input,
    schema: {
      ...input.schema,
      ...(entry.streamedBody ? { body: entry.streamedBody } : {}),
      operationId: name,
      summary: entry.summary,
      ...(ACCESS_NOTES[access] ? { description: ACCESS_NOTES[access] } : {}),
      tags: [tag],
      security: SECURITY[access],
    } as TransformInput['schema'],
  });
  const schema = collapseTuples(
    withMediaTypesAndHeaders(name, converted.schema as JsonSchema),
  ) as FastifySchema;
  return { ...converted, schema };
}

const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'FinTrain Academy API',
      description:
        'JSON in and out, except the uploads and files whose operations name another media type; every error is `{ message }`. Bearer routes take `Authorization: Bearer <token>` from POST /api/auth/login. Admin lists take page, limit and q and send the number of matches in X-Total-Count.',
      version: '1.0.0',
    },
    // The site that serves this document: its paths already start with /api.
    servers: [{ url: '/', description: 'This site' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  },
  transform,
};

type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;

/**
 * Swagger UI (5.33 on, as @fastify/swagger-ui ships it) renders the operations list virtualised,
 * only the rows on screen, once it has this many rows, a row being a tag's heading or an
 * operation: off-screen operations are then missing from the page, so find-in-page cannot reach
 * them. Its own constant, not an option (ADR 071); each audience's reference stays under it.
 */
export const SWAGGER_UI_VIRTUALIZED_ROWS = 150;

/**
 * The API reference's parts, one per audience (ADR 071): Swagger UI shows one at a time, chosen in
 * its top bar, the first by default. An operation is the admins' when its entry is (endpointAccess).
 */
export const API_AUDIENCES = [
  { slug: 'learners', name: 'Visitors and learners' },
  { slug: 'together', name: 'Community, journal and notifications' },
  { slug: 'admins', name: 'Admins' },
] as const;

/** The learners' operations of learning together (docs/product.md §21–§23), a part of their own. */
const TOGETHER_PATHS = [`${API_BASE}/community/`, `${API_BASE}/journal`, `${API_BASE}/notifications`];

/**
 * Which part an operation is in: staff routes (an instructor's too, ADR 076) live in the admin
 * area, so in the admins' part; the community, journal and notifications in theirs; the rest in
 * the visitors' and learners'.
 */
export function audienceOf(path: string, name: EndpointName): ApiAudience['slug'] {
  const access = endpointAccess(name);
  if (access === 'admin' || access === 'staff') return 'admins';
  return TOGETHER_PATHS.some((prefix) => path.startsWith(prefix)) ? 'together' : 'learners';
}

export type ApiAudience = (typeof API_AUDIENCES)[number];

/** GET /api/openapi/<slug>.json: the part of the document for one audience. */
export const openApiAudiencePath = (audience: ApiAudience) => `${API_BASE}/openapi/${audience.slug}.json`;

type PathItem = Record<string, { operationId?: string }>;

/** The document with only the operations of one audience; the rest (info, components) as is. */
export function audienceDocument(document: OpenApiDocument, audience: ApiAudience): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, PathItem>)) {
    const kept = Object.entries(item).filter(([, operation]) => {
      const name = operation.operationId as EndpointName | undefined;
      if (name === undefined) return false;
      return audienceOf(path, name) === audience.slug;
    });
    if (kept.length > 0) paths[path] = Object.fromEntries(kept);
  }
  const info = {
    ...document.info,
    title: `${document.info.title}: ${audience.name}`,
    description: `${document.info.description ?? ''}\n\nThe operations for ${audience.name.toLowerCase()} only; the whole API is at ${OPENAPI_PATH}.`,
  };
  return { ...document, info, paths } as OpenApiDocument;
}

/**
 * GET /api/openapi.json, generated from the endpoint table's zod schemas, its parts by audience at
 * /api/openapi/<slug>.json, and a reference page at /api/docs that shows one part at a time
 * (ADR 071) (Swagger UI served from node_modules: no CDN, and it needs no inline script, so the
 * site's CSP holds there too). /api/docs/json stays the whole document. Registered before the
 * routes: @fastify/swagger collects them as they are added.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page's own scripts and styles are files; it fetches only this site's documents.
    staticCSP: false,
    uiConfig: {
      deepLinking: true,
      urls: API_AUDIENCES.map((audience) => ({ url: openApiAudiencePath(audience), name: audience.name })),
    },
    theme: { title: 'FinTrain Academy API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  for (const audience of API_AUDIENCES) {
    let part: OpenApiDocument | undefined;
    app.get(openApiAudiencePath(audience), { schema: { hide: true } }, () => {
      part ??= audienceDocument(app.swagger(), audience);
      return part;
    });
  }
});

/**
 * The document GET /api/openapi.json serves, built from the endpoint table alone: a bare Fastify
 * instance with every entry's route and no handler worth the name, so no database, no config and
 * no listening socket (`npm run lint:openapi`, ADR 058). api-docs.test.ts checks it equals the
 * served one.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, swaggerOptions);
  await app.register(
    async (api: FastifyInstance) => {
      for (const endpoint of Object.values(endpoints)) {
        api.route({
          method: endpoint.method,
          url: endpoint.path,
          schema: routeSchema(endpoint),
          handler: () => null,
        });
      }
    },
    { prefix: API_BASE },
  );
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}
