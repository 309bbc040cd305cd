import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One cached answer: the exact bytes, compressed once per fill, and their strong ETags. */
export interface CatalogueEntry {
  contentType: string;
  identity: Buffer;
  /** Absent while the cache is bypassed (the answer is built for one request only). */
  br?: Buffer;
  gzip?: Buffer;
  /** The body's hash; each encoding's ETag is derived from it (etagOf). */
  hash: string;
}

export type CatalogueEncoding = 'br' | 'gzip' | 'identity';

/**
 * The strong ETag of one representation: the compressed bytes differ from the identity bytes,
 * so each encoding has its own tag (RFC 9110 section 8.8.3.3).
 */
export function etagOf(entry: CatalogueEntry, encoding: CatalogueEncoding): string {
  return encoding === 'identity' ? `"${entry.hash}"` : `"${entry.hash}-${encoding}"`;
}

/** What a fill reads from the database: the body to send, or null for "not found" (never cached). */
export type CatalogueLoad = () => Promise<{ body: Buffer | string; contentType: string } | null>;

async function buildEntry(body: Buffer, contentType: string, compress: boolean): Promise<CatalogueEntry> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  if (!compress) return { contentType, identity: body, hash };
  const [br, gz] = await Promise.all([
    // Quality 9: within a few per cent of 11 on JSON, several times faster, and paid once per fill.
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { contentType, identity: body, br, gzip: gz, hash };
}

/**
 * The public catalogue's answers by key (route and parameters), each with its bytes, brotli and
 * gzip copies and hash. Invalidated as a whole on every change (CatalogueListener); while
 * `enabled` is false (no LISTEN connection) every get reads the database, so a missed
 * notification can never serve stale data. A fill that began before an invalidation is not
 * stored: it may have read the rows as they were before the change.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CatalogueEntry>();
  private readonly filling = new Map<string, Promise<CatalogueEntry | null>>();
  private generation = 0;
  /** True only while changes are being listened for. */
  enabled = false;

  /** Entries held (for tests and logs). */
  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: CatalogueLoad): Promise<CatalogueEntry | null> {
    if (!this.enabled) {
      const loaded = await load();
      return loaded ? buildEntry(Buffer.from(loaded.body), loaded.contentType, false) : null;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    // Concurrent misses on one key share one fill (no stampede on the database after a change).
    const pending = this.filling.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const fill = (async () => {
      const loaded = await load();
      if (!loaded) return null;
      const entry = await buildEntry(Buffer.from(loaded.body), loaded.contentType, true);
      if (generation === this.generation && this.enabled) this.entries.set(key, entry);
      return entry;
    })();
    this.filling.set(key, fill);
    try {
      return await fill;
    } finally {
      if (this.filling.get(key) === fill) this.filling.delete(key);
    }
  }

  /** Forgets every entry; fills under way are not stored. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.filling.clear();
  }
}
