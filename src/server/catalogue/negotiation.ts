import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CatalogueEncoding, type CatalogueEntry, etagOf } from './cache.ts';

/** The q-value of each coding named in an Accept-Encoding header (RFC 9110 section 12.5.3). */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    codings.set(coding, q);
  }
  return codings;
}

interface Acceptance {
  br: boolean;
  gzip: boolean;
}

/** Browsers send a handful of distinct headers: each is parsed once. */
const acceptanceByHeader = new Map<string, Acceptance>();
const MAX_REMEMBERED_HEADERS = 256;

function acceptance(header: string): Acceptance {
  let known = acceptanceByHeader.get(header);
  if (known) return known;
  const codings = acceptedCodings(header);
  const star = codings.get('*') ?? 0;
  const q = (coding: string) => codings.get(coding) ?? star;
  known = { br: q('br') > 0, gzip: Math.max(q('gzip'), codings.get('x-gzip') ?? 0) > 0 };
  if (acceptanceByHeader.size >= MAX_REMEMBERED_HEADERS) acceptanceByHeader.clear();
  acceptanceByHeader.set(header, known);
  return known;
}

/**
 * br, then gzip, then the bytes as they are; a coding with q=0 is refused. `available` says which
 * compressed copies exist (a catalogue entry may skip one that would not be smaller).
 */
export function chooseEncoding(
  header: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): CatalogueEncoding {
  if (!header) return 'identity';
  const accepted = acceptance(header);
  if (available.br && accepted.br) return 'br';
  if (available.gzip && accepted.gzip) return 'gzip';
  return 'identity';
}

/**
 * True when If-None-Match names `etag`. The weak comparison applies to If-None-Match (RFC 9110
 * section 13.1.2), so a `W/` prefix a proxy added still matches.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a cached answer as it was built: the encoding the client prefers, its strong ETag, and
 * `no-cache` so that a browser revalidates every time (an admin's edit shows at once) and a
 * repeat visit costs a 304 without a body.
 */
export function sendCatalogueEntry(request: FastifyRequest, reply: FastifyReply, entry: CatalogueEntry) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry);
  const etag = etagOf(entry, encoding);
  reply.header('etag', etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', entry.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = encoding === 'identity' ? entry.identity : entry[encoding];
  return reply.send(body);
}
