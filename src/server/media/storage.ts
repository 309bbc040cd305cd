import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { AppConfig, MediaS3Config } from '../config.ts';

/** A stored object, opened for reading. */
export interface StoredObject {
  body: Readable;
  sizeBytes: number;
}

/**
 * Where uploads and their HLS renditions live (ADR 022). Keys are relative paths such as
 * `<media id>/hls/index.m3u8`; callers build them, never from user input.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `filePath` under `key`, replacing any object there. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Every key under `prefix` (a folder such as `<media id>/`). */
  list(prefix: string): Promise<string[]>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is made of safe path segments: no `..`, no absolute path, nothing a URL could smuggle. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Files under `root` (DATA_DIR/media): the default, for one host. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${target}.partial`;
    await pipeline(createReadStream(filePath), createWriteStream(partial));
    await rename(partial, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), sizeBytes: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.file(prefix.replace(/\/+$/, ''));
    try {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) =>
          path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/**
 * An S3-compatible bucket (MEDIA_S3_URL), path-style, signed with SigV4 by aws4fetch: what several
 * instances share. Bodies stream both ways; an upload sends the file's known length.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly s3: MediaS3Config) {
    this.client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      service: 's3',
      region: s3.region,
    });
  }

  private url(key = ''): string {
    if (key) assertStorageKey(key);
    return `${this.s3.endpoint}/${encodeURIComponent(this.s3.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async check(response: Response, action: string): Promise<Response> {
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${action} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await stat(filePath);
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(size) },
      body: Readable.toWeb(createReadStream(filePath)) as ReadableStream,
      // Node's fetch needs this to send a stream body.
      duplex: 'half',
    } as RequestInit);
    await this.check(response, `PUT ${key}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.url(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await this.check(response, `GET ${key}`);
    if (!response.body) return null;
    return {
      body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      sizeBytes: Number(response.headers.get('content-length') ?? 0),
    };
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (token) query.set('continuation-token', token);
      const response = await this.check(
        await this.client.fetch(`${this.url()}?${query}`, { method: 'GET' }),
        `LIST ${prefix}`,
      );
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] ?? ''));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
    return keys.sort();
  }

  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    if (response.status !== 404) await this.check(response, `DELETE ${key}`);
    await response.body?.cancel();
  }
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The bucket when MEDIA_S3_URL is set, otherwise DATA_DIR/media. */
export function createMediaStorage(config: Pick<AppConfig, 'dataDir' | 'media'>): MediaStorage {
  return config.media.s3
    ? new S3MediaStorage(config.media.s3)
    : new LocalMediaStorage(path.resolve(config.dataDir, 'media'));
}
