import helmet from '@fastify/helmet';
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

/**
 * Security headers on every response (OWASP Secure Headers): a CSP with no inline or eval'd
 * script, no plugins, no <base> and no framing; nosniff; no referrer leaves the site; API answers
 * other than the public catalogue are never cached.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Libraries (Swiper, SweetAlert2, Chart.js) set inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  // OWASP Session Management: answers that carry a token or personal data must not be stored by
  // a browser or a shared proxy. Rather than list those routes (and forget the next one), every
  // API answer is no-store unless its route says it is the public catalogue.
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config?.ownCacheControl === true && reply.hasHeader('cache-control')) return payload;
    if (isApiPath(request.url) && config?.publicCatalogue !== true) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
