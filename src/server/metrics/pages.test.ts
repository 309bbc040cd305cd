import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../plugins/static.ts';
import { SERVER_RENDERER_PATH } from '../render/page-renderer.ts';
import { createProgram } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';

// The pages are rendered by the build's renderer: `npm test` builds first.
if (!existsSync(SERVER_RENDERER_PATH)) throw new Error('Run `npm run build` first: no server renderer.');

const { app, db } = await buildTestApp({ LOG_LEVEL: 'error' }, { clientDir: CLIENT_DIST_DIR });

describe('GET /metrics beside the built site', () => {
  it('is answered by the metrics, not by the page renderer', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('answers a visitor with the same not-found page as any unknown path', async () => {
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4' });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: '198.51.100.4' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.headers['content-type']).toMatch(/^text\/html/);
    // The page names the address it was asked for (canonical link): the rest is the same.
    expect(metrics.body.replaceAll('/metrics', '/no-such-page')).toBe(unknown.body);
  });

  it('names pages by their client route and files of the build by one label', async () => {
    const program = await createProgram(db, { slug: 'metrics-test-program' });
    const asset = readdirSync(path.join(CLIENT_DIST_DIR, 'assets')).find((name) => name.endsWith('.js'));
    expect((await app.inject({ method: 'GET', url: `/programs/${program.slug}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/assets/${asset}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/programs/a/b' })).statusCode).toBe(404);

    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain(
      'fintrain_http_request_duration_seconds_count{method="GET",route="/programs/:id",status_code="200"} 1',
    );
    expect(text).toContain(
      'fintrain_http_request_duration_seconds_count{method="GET",route="(static file)",status_code="200"} 1',
    );
    expect(text).toContain(
      'fintrain_http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}',
    );
    expect(text).not.toContain('metrics-test-program');
    expect(text).not.toContain(String(asset));
  });
});
