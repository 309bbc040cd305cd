import { type EndpointSchema, endpointSchemas } from '@contract/endpoint-schemas.ts';
import { API_BASE, type EndpointName, endpoints, fillPath, pathParams } from '@contract/endpoints.ts';
import { HLS_MEDIA_TYPES, MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_TYPES } from '@contract/media.ts';
import { MARKET_IMPORT_FIELD } from '@contract/simulator.ts';
import { describe, expect, it } from 'vitest';
import { isDocumentationRoute } from '../http/endpoint.ts';
import { buildPaymentTestApp } from '../test/payment-app.ts';
import {
  API_AUDIENCES,
  buildOpenApiDocument,
  openApiAudiencePath,
  SWAGGER_UI_VIRTUALIZED_ROWS,
} from './api-docs.ts';

// Online payment on, so that the payment routes answer as they do in production, not 404.
const { app } = await buildPaymentTestApp();

interface MediaType {
  schema?: {
    type?: string;
    format?: string;
    properties?: Record<string, { format?: string }>;
    required?: string[];
  };
}

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: object[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** '/api/program/:id' as OpenAPI writes it: '/api/program/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('lists every registered /api route, method and path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    const routes = app.routeTable.filter(
      (route) =>
        route.url.startsWith(`${API_BASE}/`) && route.method !== 'HEAD' && !isDocumentationRoute(route.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(31);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
    }
    // ...and nothing else: not the documentation, not the client's pages.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort(),
    );
  });

  it('names each operation after its entry in the table, with its success status and its errors', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    for (const entry of Object.values(endpoints)) {
      const operation = document.paths[openApiPath(`${API_BASE}${entry.path}`)]?.[entry.method.toLowerCase()];
      expect(operation?.operationId).toBe(entry.name);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
        [entry.status, ...endpointSchemas[entry.name].errors].map(String).sort(),
      );
    }
  });
});

const served = async () =>
  (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();

/** The operation of a table entry in the document. */
function operationOf(document: OpenApiDocument, name: EndpointName): Operation {
  const entry = endpoints[name];
  const operation = document.paths[openApiPath(`${API_BASE}${entry.path}`)]?.[entry.method.toLowerCase()];
  if (!operation) throw new Error(`${name} is not in the document`);
  return operation;
}

const BINARY = { type: 'string', format: 'binary' };

describe('the document a tool reads (ADR 058)', () => {
  it('is the one npm run lint:openapi builds from the table alone, without a server', async () => {
    expect(await buildOpenApiDocument()).toEqual(await served());
  });

  it('gives every operation its summary from the table', async () => {
    const document = await served();
    for (const entry of Object.values(endpoints)) {
      const summary = operationOf(document, entry.name).summary;
      expect(summary, entry.name).toBe(endpointSchemas[entry.name].summary);
      expect(summary, entry.name).toMatch(/\w/);
    }
    expect(operationOf(document, 'paymentVerify').summary).toBe('Verify a Razorpay payment');
  });

  it('marks public operations security: [], the outline and lessons token-optional, and the rest bearer', async () => {
    const document = await served();
    const security = (name: EndpointName) => operationOf(document, name).security;
    for (const name of [
      'login',
      'register',
      'programAll',
      'certificatePdf',
      'paymentWebhook',
      'mediaHls',
    ] as const)
      expect(security(name), name).toEqual([]);
    for (const name of ['course', 'lesson'] as const)
      expect(security(name), name).toEqual([{}, { bearer: [] }]);
    for (const name of ['profile', 'invoicePdf', 'paymentVerify', 'adminUserAll'] as const)
      expect(security(name), name).toEqual([{ bearer: [] }]);
    for (const entry of Object.values(endpoints)) expect(security(entry.name), entry.name).toBeDefined();
  });

  it('lets an anonymous caller in where security says so, and asks for a valid token everywhere else', async () => {
    const document = await served();
    const badToken = { authorization: `Bearer ${'x'.repeat(43)}` };
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const entry of Object.values(endpoints)) {
      const security = operationOf(document, entry.name).security ?? [];
      const params = Object.fromEntries(pathParams(entry.path).map((param) => [param, uuid]));
      const request = {
        method: entry.method,
        url: `${API_BASE}${fillPath(entry.path, params)}`,
        ...(entry.method === 'POST' || entry.method === 'PUT' ? { payload: {} } : {}),
      };
      const anonymous = await app.inject(request);
      const pretender = await app.inject({ ...request, headers: badToken });
      const label = `${entry.name}: anonymous ${anonymous.statusCode}, bad token ${pretender.statusCode}`;
      if (security.length === 0) {
        // Nothing asks for a token here, and a bad one is not even read.
        expect(anonymous.statusCode, label).not.toBe(401);
        expect(pretender.statusCode, label).not.toBe(401);
      } else if (security.some((requirement) => Object.keys(requirement).length === 0)) {
        expect(anonymous.statusCode, label).not.toBe(401);
        expect(pretender.statusCode, label).toBe(401);
      } else {
        expect(anonymous.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(pretender.statusCode, label).toBe(401);
      }
    }
  });

  it('describes each upload with the body its route reads: a multipart file, raw bytes, CSV, raw JSON', async () => {
    const document = await served();
    const body = (name: EndpointName) => operationOf(document, name).requestBody?.content ?? {};
    for (const [name, field] of [
      ['adminMarketImport', MARKET_IMPORT_FIELD],
      ['adminMediaUpload', MEDIA_UPLOAD_FIELD],
    ] as const) {
      const form = body(name);
      expect(Object.keys(form), name).toEqual(['multipart/form-data']);
      expect(form['multipart/form-data']?.schema?.properties?.[field]?.format, name).toBe('binary');
      expect(form['multipart/form-data']?.schema?.required, name).toEqual([field]);
    }
    expect(body('adminMediaUploadChunk')).toEqual({
      'application/octet-stream': { schema: expect.objectContaining(BINARY) },
    });
    expect(Object.keys(body('adminBankImport'))).toEqual(['text/csv']);
    const webhook = body('paymentWebhook')['application/json']?.schema;
    expect(webhook?.type).toBe('object');
    expect(webhook?.required).toEqual(['event', 'payload']);
    // Every body the table names is in the document, whether Fastify or the route reads it.
    for (const entry of Object.values(endpoints)) {
      const schemas: EndpointSchema = endpointSchemas[entry.name];
      const hasBody = operationOf(document, entry.name).requestBody !== undefined;
      expect(hasBody, entry.name).toBe(schemas.body !== undefined || schemas.streamedBody !== undefined);
    }
  });

  it('declares the certificate and invoice PDFs application/pdf, and media files their own types', async () => {
    const document = await served();
    const answer = (name: EndpointName) =>
      operationOf(document, name).responses[String(endpoints[name].status)]?.content ?? {};
    expect(answer('certificatePdf')).toEqual({ 'application/pdf': { schema: BINARY } });
    expect(answer('invoicePdf')).toEqual({ 'application/pdf': { schema: BINARY } });
    expect(Object.keys(answer('mediaHls'))).toEqual([HLS_MEDIA_TYPES.playlist, HLS_MEDIA_TYPES.segment]);
    expect(Object.keys(answer('mediaDownload')).sort()).toEqual(Object.values(MEDIA_UPLOAD_TYPES).sort());
    // Their refusals are still JSON.
    expect(Object.keys(operationOf(document, 'certificatePdf').responses['409']?.content ?? {})).toEqual([
      'application/json',
    ]);
  });
});

describe('error bodies richer than { message }', () => {
  it('documents the lesson 403 with unlocks_at, and every other error as { message }', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    const properties = (path: string, method: string, status: string) => {
      const response = document.paths[path]?.[method]?.responses?.[status] as
        | { content?: { 'application/json'?: { schema?: { properties?: object } } } }
        | undefined;
      return Object.keys(response?.content?.['application/json']?.schema?.properties ?? {}).sort();
    };
    expect(properties('/api/lesson/{id}', 'get', '403')).toEqual(['message', 'unlocks_at']);
    expect(properties('/api/lesson/{id}/progress', 'post', '403')).toEqual(['message', 'unlocks_at']);
    expect(properties('/api/lesson/{id}', 'get', '401')).toEqual(['message']);
    expect(properties('/api/admin/program/{id}', 'put', '403')).toEqual(['message']);
  });
});

describe('GET /api/docs', () => {
  it('answers an HTML page whose scripts and styles all load from this site', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The site's CSP, unrelaxed: scripts only from this site, none inline.
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
      const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(assets.length).toBeGreaterThanOrEqual(5);
      expect(res.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
      for (const asset of assets) {
        expect(asset).not.toMatch(/^(https?:)?\/\//);
        const assetUrl = new URL(asset, `http://localhost${url}`).pathname;
        const loaded = await app.inject({ method: 'GET', url: assetUrl });
        expect(loaded.statusCode, assetUrl).toBe(200);
        expect(loaded.body.length, assetUrl).toBeGreaterThan(0);
      }
    }
  });

  it('points the page at the document by audience, and keeps /api/docs/json the whole document', async () => {
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const urls = API_AUDIENCES.map((audience) => ({
      url: openApiAudiencePath(audience),
      name: audience.name,
    }));
    expect(initializer.body).toContain(`"urls":${JSON.stringify(urls)}`);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const openapi = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(docs.json()).toEqual(openapi.json());
  });
});

/** Each operation of a document, as 'METHOD /path'. */
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the reference by audience (ADR 071)', () => {
  const part = async (slug: string) => {
    const audience = API_AUDIENCES.find((candidate) => candidate.slug === slug);
    if (!audience) throw new Error(slug);
    const res = await app.inject({ method: 'GET', url: openApiAudiencePath(audience) });
    expect(res.statusCode).toBe(200);
    return res.json<OpenApiDocument & { info: { title: string } }>();
  };

  it('splits the whole document in three: the admins get /api/admin, learning together its own part, the visitors and learners the rest', async () => {
    const whole = operationsOf(await served());
    const learners = operationsOf(await part('learners'));
    const together = operationsOf(await part('together'));
    const admins = operationsOf(await part('admins'));
    expect([...learners, ...together, ...admins].sort()).toEqual([...whole].sort());
    expect(admins.every((operation) => operation.includes(' /api/admin/'))).toBe(true);
    expect(learners.some((operation) => operation.includes(' /api/admin/'))).toBe(false);
    expect(
      together.every((operation) => /^\w+ \/api\/(community|journal|notifications)\b/.test(operation)),
    ).toBe(true);
    expect(together).toEqual(
      expect.arrayContaining([
        'GET /api/journal',
        'POST /api/community/{programId}/threads',
        'GET /api/notifications',
      ]),
    );
    expect((await part('together')).info.title).toBe(
      'FinTrain Academy API: Community, journal and notifications',
    );
    expect((await part('learners')).info.title).toBe('FinTrain Academy API: Visitors and learners');
  });

  it('keeps each part under the row count at which Swagger UI stops rendering what is off screen', async () => {
    for (const audience of API_AUDIENCES) {
      const document = await part(audience.slug);
      const tags = new Set(
        Object.values(document.paths).flatMap((item) =>
          Object.values(item).map((operation) => operation.tags?.[0]),
        ),
      );
      const rows = tags.size + operationsOf(document).length;
      expect(rows, `${audience.slug}: split it further (ADR 071)`).toBeLessThan(SWAGGER_UI_VIRTUALIZED_ROWS);
    }
  });
});
