import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same public catalogue for everyone (programs, services, health), so
     * browsers and proxies may keep it; every other API answer gets `Cache-Control: no-store`.
     */
    publicCatalogue?: boolean;
    /**
     * The route sets its own Cache-Control on success (signed media: `private, no-store` for a
     * playlist, `private, max-age` until expiry for a segment); its errors stay no-store.
     */
    ownCacheControl?: boolean;
  }
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The Content-Security-Policy: no inline or eval'd script, no plugins, no <base>, no framing. */
function contentSecurityPolicy(https: boolean): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // Libraries (Swiper, SweetAlert2, Chart.js) set inline styles; styles cannot run code.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The lesson player: hls.js feeds the <video> through a MediaSource (a blob: URL) and
    // transmuxes in a worker it starts from a blob: URL.
    ['media-src', "'self' blob:"],
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join(';');
}

/**
 * Every response's security headers (OWASP Secure Headers), the set @fastify/helmet gave with
 * this site's options. Built once at start-up: helmet rebuilt them on every request, which a
 * profile of the catalogue under load showed as about 15 % of the CPU (ADR 018).
 */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(opts.https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every response; API answers other than the public catalogue are never
 * cached.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  const headers = securityHeaders(opts);
  // Callback hooks, not async ones: no promise per request on the hottest path.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // OWASP Session Management: answers that carry a token or personal data must not be stored by
  // a browser or a shared proxy. Rather than list those routes (and forget the next one), every
  // API answer is no-store unless its route says it is the public catalogue.
  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config;
    if (config?.ownCacheControl === true && reply.hasHeader('cache-control')) {
      done(null, payload);
      return;
    }
    if (isApiPath(request.url) && config?.publicCatalogue !== true) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
