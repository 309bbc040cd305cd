import type { FastifyRequest } from 'fastify';

/** The path of a request URL, without its query, percent-decoded (left as it is when its encoding is broken). */
export function decodedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * An API request, judged on the path as Fastify routed it rather than as the client spelt it:
 * the router decodes the path, so `GET /%61pi/profile` runs the /api/profile route, and a test on
 * the raw URL let that answer go without no-store (ADR 054). The matched route's own path counts,
 * and so does the decoded, lower-cased path, so that `/API/…` (no route: the site's 404 page) is
 * no-store too.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  return (routed !== undefined && isApiPath(routed)) || isApiPath(decodedPath(request.url).toLowerCase());
}
