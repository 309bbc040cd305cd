import { API_BASE, endpoints } from '@contract/endpoints.ts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { MailOutbox } from '../mail/outbox.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { CapturingTransport, testConfig } from '../test/harness.ts';
import type { App } from '../types.ts';
import { isDocumentationRoute, route } from './endpoint.ts';

// Built but not ready: routes can still be added, as a plugin would at start-up.
const { db } = await sharedTestDatabase();
const log = createLogger('silent');
const app = await buildApp({
  config: testConfig(),
  db,
  mailOutbox: new MailOutbox(db, new CapturingTransport(), log),
  logger: log,
  clientDir: '/nonexistent',
});
afterAll(() => app.close());

describe('the endpoint table', () => {
  it('refuses to start with an /api route the table lacks', () => {
    expect(() => app.get('/api/program/featured', async () => [])).toThrow(
      'GET /api/program/featured is not in the endpoint table',
    );
    expect(() => app.post('/api/health', async () => ({}))).toThrow(
      'POST /api/health is not in the endpoint table',
    );
  });

  it('lets routes outside /api through (the client build, its assets)', () => {
    expect(() => app.get('/apiary', async () => 'bees')).not.toThrow();
  });

  it('registers every endpoint of the table, and nothing else under /api but the documentation', async () => {
    await app.ready();
    const registered = app.routeTable
      .filter((route) => route.url.startsWith(`${API_BASE}/`) && !isDocumentationRoute(route.url))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const table = Object.values(endpoints)
      .map((entry) => `${entry.method} ${API_BASE}${entry.path}`)
      .sort();
    expect(registered).toEqual(table);
    expect(table).toHaveLength(229);
  });
});

describe('route()', () => {
  const CONTACT = {
    name: 'Asha',
    email: 'asha@example.com',
    subject: 'Batches',
    message: 'When is the next one?',
  };

  /** A bare app with only the zod compilers, so the handler below is the only thing that could set a status. */
  async function bareApp(register: (app: App) => void) {
    const bare = Fastify().withTypeProvider<ZodTypeProvider>();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    register(bare as unknown as App);
    await bare.ready();
    return bare;
  }

  it("answers the table's success status when the handler only returns the body", async () => {
    expect(endpoints.contactSubmit.status).toBe(201);
    const bare = await bareApp((app) =>
      route(app, endpoints.contactSubmit, async () => ({ message: 'Sent.' })),
    );
    const res = await bare.inject({ method: 'POST', url: endpoints.contactSubmit.path, payload: CONTACT });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Sent.' });
    await bare.close();
  });

  it('keeps a refusal status the handler sets itself', async () => {
    const bare = await bareApp((app) =>
      route(app, endpoints.contactSubmit, async (_request, reply) =>
        reply.status(429).send({ message: 'Slow down.' }),
      ),
    );
    const res = await bare.inject({ method: 'POST', url: endpoints.contactSubmit.path, payload: CONTACT });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Slow down.' });
    await bare.close();
  });
});
