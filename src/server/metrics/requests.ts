import { clientRouteOf } from '@contract/routes.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/**
 * A bounded name for the route that answered: the route's template (`/api/program/:id`), a page's
 * client route when the page renderer answered it, or one name for every static file and one for
 * everything unmatched, so that no visitor can grow the label set (ADR 044).
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const template = request.routeOptions.url;
  if (template === undefined) {
    if (reply.statusCode >= 400) return '(unmatched)';
    return clientRouteOf(request.url.split('?')[0] ?? '/') ?? '(unmatched)';
  }
  // @fastify/static registers one route per file of the build.
  if (request.routeOptions.config && 'rootPath' in request.routeOptions.config) return '(static file)';
  return template;
}

/** Times every request this instance answers, by method, route and status. */
export function timeRequests(app: FastifyInstance, registers: Registry[]): void {
  const requestDuration = new Histogram({
    name: 'fintrain_http_request_duration_seconds',
    help: 'Time to answer an HTTP request on this instance, by method, route template and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  // A callback hook, not an async one: no promise per request on the hottest path.
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      { method: request.method, route: routeLabel(request, reply), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
