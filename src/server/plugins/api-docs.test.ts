import { endpointSchemas } from '@contract/endpoint-schemas.ts';
import { API_BASE, endpoints } from '@contract/endpoints.ts';
import { describe, expect, it } from 'vitest';
import { isDocumentationRoute } from '../http/endpoint.ts';
import { buildTestApp } from '../test/harness.ts';

const { app } = await buildTestApp();

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
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

  it('points the page at the generated document', async () => {
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const openapi = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(docs.json()).toEqual(openapi.json());
  });
});
