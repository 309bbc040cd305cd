import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers a proxy adds when it passes a request on. A request that carries any of them came
 * through a proxy, so its loopback peer says nothing about the real client (ADR 044).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** The token of `Authorization: Bearer <token>`, compared in constant time with `expected`. */
function hasToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  // Digests of equal length, so neither the token's length nor its first wrong byte shows in the time.
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(expected));
}

/**
 * Who may read GET /metrics (ADR 044): a request whose socket peer is loopback and that no proxy
 * forwarded (a proxy on the same host connects from 127.0.0.1 for every public visitor), or one
 * that carries METRICS_TOKEN as a bearer token. Everyone else is told the page does not exist.
 */
export function mayReadMetrics(
  request: { peerAddress: string | undefined; headers: IncomingHttpHeaders },
  token: string | undefined,
): boolean {
  if (token !== undefined && hasToken(request.headers.authorization, token)) return true;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && isLoopbackAddress(request.peerAddress);
}
