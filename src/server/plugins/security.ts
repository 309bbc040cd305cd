import { CLIENT_ROUTES } from '@contract/routes.ts';
import { VIDEO_EMBED_ORIGINS } from '@contract/video-embed.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../http/request-path.ts';

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

/** Where Razorpay is: Checkout's script and the API (config.payments). */
export interface CheckoutOrigins {
  checkoutUrl: string;
  apiUrl: string;
}

/** Razorpay's own hosts: what its Checkout loads besides checkout.js, when it is the real one. */
const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_EXTRA_SOURCES: Record<string, string[]> = {
  // checkout.js loads its risk-detection bundle and its images from cdn.razorpay.com, and reports
  // to lumberjack; Razorpay's own CSP allow-list for its Magento plugin names these (ADR 031).
  'script-src': ['https://cdn.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
  'connect-src': ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
};

/**
 * The Content-Security-Policy: no inline or eval'd script, no plugins, no <base>, no framing of
 * the site. Frames: the site's own and the two video players a lesson or program page may embed
 * (src/contract/video-embed.ts, ADR 065), on every page, as the pages are one client.
 * With `checkout` (the pay page only, ADR 031), Razorpay Checkout may run: its script's origin in
 * script-src, and the API's origin, where Checkout's frame and calls go, in frame-src and connect-src.
 */
function contentSecurityPolicy(https: boolean, checkout?: CheckoutOrigins): string {
  const extra: Record<string, string[]> = {};
  if (checkout) {
    const script = new URL(checkout.checkoutUrl).origin;
    const api = new URL(checkout.apiUrl).origin;
    const real = script === RAZORPAY_CHECKOUT_ORIGIN;
    const unique = (sources: string[]) => [...new Set(sources)];
    extra['script-src'] = unique([script, ...(real ? RAZORPAY_EXTRA_SOURCES['script-src']! : [])]);
    extra['img-src'] = real ? RAZORPAY_EXTRA_SOURCES['img-src']! : [];
    // A stand-in (tests, ADR 031) serves its script and its calls from one origin of its own.
    extra['connect-src'] = unique([api, ...(real ? RAZORPAY_EXTRA_SOURCES['connect-src']! : [script])]);
    extra['frame-src'] = [api];
  }
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
    ['frame-src', `'self' ${VIDEO_EMBED_ORIGINS.join(' ')}`],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  const policy = directives.map(([name, value]) =>
    extra[name]?.length ? `${name} ${value} ${extra[name].join(' ')}` : `${name} ${value}`,
  );
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join(';');
}

/**
 * Every response's security headers (OWASP Secure Headers), the set @fastify/helmet gave with
 * this site's options. Built once at start-up: helmet rebuilt them on every request, which a
 * profile of the catalogue under load showed as about 15 % of the CPU (ADR 018).
 */
export function securityHeaders(opts: {
  https: boolean;
  checkout?: CheckoutOrigins;
}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(opts.https, opts.checkout),
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
 * Headers that only a document (or a worker) acts on. A browser ignores them on a script, a style
 * sheet or a font, so the hashed client files go without them: on a phone's first visit that is
 * about 600 bytes less on each of twenty-odd script answers (ADR 052). nosniff, CORP and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** A built client file no browser renders as a page: a script, a style sheet or a font. */
const SUBRESOURCE_TYPE = /^(application\/javascript|text\/javascript|text\/css|font\/)/;
const isClientAsset = (url: string) => url.startsWith('/assets/');

/** '/pay/<one segment>' (CLIENT_ROUTES.pay), with or without a query or a trailing slash. */
const PAY_PAGE_PREFIX = CLIENT_ROUTES.pay.slice(0, CLIENT_ROUTES.pay.indexOf(':'));
function isPayPage(url: string): boolean {
  if (!url.startsWith(PAY_PAGE_PREFIX)) return false;
  const rest = (url.split('?')[0] ?? '').slice(PAY_PAGE_PREFIX.length).replace(/\/$/, '');
  return rest !== '' && !rest.includes('/');
}

/**
 * Security headers on every response; API answers other than the public catalogue are never
 * cached. With online payment (`checkout`), the pay page's HTML alone gets the CSP that lets
 * Razorpay Checkout in (ADR 031); every other answer keeps the strict one.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean; checkout?: CheckoutOrigins | undefined }) => {
    const headers = securityHeaders({ https: opts.https });
    const payPageHeaders = opts.checkout
      ? securityHeaders({ https: opts.https, checkout: opts.checkout })
      : headers;
    // Callback hooks, not async ones: no promise per request on the hottest path.
    app.addHook('onRequest', (request, reply, done) => {
      const pagePayment =
        opts.checkout !== undefined &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        isPayPage(request.url);
      reply.headers(pagePayment ? payPageHeaders : headers);
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
      if (isApiRequest(request) && config?.publicCatalogue !== true) {
        reply.header('cache-control', 'no-store');
      } else if (
        isClientAsset(request.url) &&
        reply.statusCode < 400 &&
        SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      done(null, payload);
    });
  },
);
