import { type EndpointSchema, type EndpointSchemas, endpointSchemas } from '@contract/endpoint-schemas.ts';
import { API_BASE, type Endpoint, type EndpointName, endpoints } from '@contract/endpoints.ts';
import { ErrorSchema } from '@contract/fields.ts';
import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { App } from '../types.ts';

type Schemas<N extends EndpointName> = EndpointSchemas[N];
type Pick1<N extends EndpointName, K extends 'params' | 'querystring' | 'body'> =
  Schemas<N> extends {
    [P in K]: infer S;
  }
    ? { [P in K]: S }
    : unknown;

/** The body of error status S of endpoint N: its `errorBodies` entry, or `{ message }`. */
type ErrorBody<N extends EndpointName, S extends number> =
  Schemas<N> extends {
    errorBodies: { [P in S]: infer B };
  }
    ? B
    : typeof ErrorSchema;

/** The Fastify schema of endpoint N: its request parts, its success answer and its error bodies. */
export type RouteSchema<N extends EndpointName> = Pick1<N, 'params'> &
  Pick1<N, 'querystring'> &
  Pick1<N, 'body'> & {
    response: { [S in Endpoint<N>['status']]: Schemas<N>['response'] } & {
      [S in Schemas<N>['errors'][number]]: ErrorBody<N, S>;
    };
  };

/** A handler of endpoint N, typed by the zod type provider from the endpoint's schemas. */
export type EndpointHandler<N extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<N>,
  ZodTypeProvider
>;

/** What a route may add to its endpoint: per-route hooks, body limit and config flags. */
export type RouteExtras = Pick<RouteShorthandOptions, 'onRequest' | 'bodyLimit' | 'config'>;

/** The Fastify schema of an endpoint, built from its entry in endpoint-schemas.ts. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const schemas: EndpointSchema = endpointSchemas[endpoint.name];
  const response: Record<number, unknown> = { [endpoint.status]: schemas.response };
  for (const status of schemas.errors) response[status] = schemas.errorBodies?.[status] ?? ErrorSchema;
  return {
    ...(schemas.params ? { params: schemas.params } : {}),
    ...(schemas.querystring ? { querystring: schemas.querystring } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response,
  };
}

/**
 * Registers the handler of one endpoint of the table: method, path, schemas and success status
 * come from the entry, so a route cannot answer on a path or with a shape the contract does not
 * name. The handler returns the body; the reply already carries the entry's status, and a handler
 * sets another only for a refusal it answers itself (an upload's 413, say).
 */
export function route<E extends Endpoint>(app: App, endpoint: E, handler: EndpointHandler<E['name']>): void;
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  extras: RouteExtras,
  handler: EndpointHandler<E['name']>,
): void;
export function route(
  app: App,
  endpoint: Endpoint,
  extrasOrHandler: RouteExtras | EndpointHandler<EndpointName>,
  maybeHandler?: EndpointHandler<EndpointName>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = (
    typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler
  ) as RouteHandlerMethod;
  app.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    handler(request, reply) {
      reply.code(endpoint.status);
      return handler.call(this, request, reply);
    },
  });
}

/**
 * The serializer route() gives endpoint N's success answer (its zod response schema, then
 * JSON.stringify), for a route that sends bytes it built beforehand (the catalogue cache): the
 * bytes are the ones the route would have sent.
 */
export function successSerializer<E extends Endpoint>(
  endpoint: E,
): (answer: z.input<Schemas<E['name']>['response']>) => string {
  const serialize = serializerCompiler({
    schema: endpointSchemas[endpoint.name].response,
    method: endpoint.method,
    url: endpoint.path,
    httpStatus: String(endpoint.status),
  });
  return (answer) => serialize(answer) as string;
}

/**
 * Routes under /api that are documentation of the table, not endpoints of it: the OpenAPI
 * document, its parts by audience (ADR 071) and the reference page with its assets.
 */
export function isDocumentationRoute(url: string): boolean {
  return (
    url === `${API_BASE}/openapi.json` ||
    (url.startsWith(`${API_BASE}/openapi/`) && url.endsWith('.json')) ||
    url === `${API_BASE}/docs` ||
    url.startsWith(`${API_BASE}/docs/`)
  );
}

const TABLE = new Set(Object.values(endpoints).map((entry) => `${entry.method} ${API_BASE}${entry.path}`));

/**
 * Throws for a route under /api that the endpoint table lacks (called from an onRoute hook, so
 * the app fails at start-up). HEAD routes are the ones Fastify adds beside each GET.
 */
export function assertEndpointRoute(method: string, url: string): void {
  if (url !== API_BASE && !url.startsWith(`${API_BASE}/`)) return;
  if (isDocumentationRoute(url)) return;
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (!TABLE.has(key)) {
    throw new Error(
      `${method} ${url} is not in the endpoint table (src/contract/endpoints.ts): add it there, with its schemas in endpoint-schemas.ts, and register it with route().`,
    );
  }
}
