import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { z } from 'zod';

/**
 * The backup file (ADR 043):
 *
 *   HEADER_MAGIC | section bytes ... | manifest JSON | manifest length (u64 BE) | SHA-256 of the
 *   manifest | TRAILER_MAGIC
 *
 * Sections are written one after the other as they stream out of the database or the disk, so
 * their checksums are only known at the end: the manifest, which lists each section's offset,
 * length and SHA-256, is a trailer. A file cut short loses its trailer, a foreign file lacks the
 * header, and a damaged section fails its checksum; `openBackup` checks all three, over the whole
 * file, before a restore touches anything.
 */
export const BACKUP_FORMAT_VERSION = 1;
const HEADER_MAGIC = Buffer.from('FINTRAIN-BACKUP\n', 'ascii');
const TRAILER_MAGIC = Buffer.from('\nFINTRAIN-END-1\n', 'ascii');
const TRAILER_BYTES = 8 + 32 + TRAILER_MAGIC.length;
/** A manifest lists every media file; a million of them stays far below this. */
const MAX_MANIFEST_BYTES = 512 * 1024 * 1024;

/** A problem with a backup file or a target, told to the person in words; nothing was changed. */
export class BackupError extends Error {}

const SectionSchema = z.object({
  name: z.string().min(1).max(1024),
  offset: z.number().int().min(0),
  length: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  encoding: z.enum(['gzip', 'raw']),
});
export type BackupSection = z.infer<typeof SectionSchema>;

const identifier = z.string().regex(/^[a-z_][a-z0-9_$]{0,62}$/);

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT_VERSION),
  app: z.literal('fintrain-academy'),
  created_at: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(['embedded', 'external']),
    server_version: z.string(),
    /** drizzle's record of the applied migrations: the schema level the data belongs to. */
    migrations: z.array(z.object({ hash: z.string(), created_at: z.number().int() })),
  }),
  tables: z.array(
    z.object({
      schema: z.literal('public'),
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      section: z.string(),
    }),
  ),
  sequences: z.array(
    z.object({
      schema: z.literal('public'),
      name: identifier,
      last_value: z.string().regex(/^-?\d{1,20}$/),
      is_called: z.boolean(),
    }),
  ),
  /** graphile-worker's waiting jobs as JSON lines (section name), or null without its schema. */
  jobs: z.object({ section: z.string(), count: z.number().int().min(0) }).nullable(),
  media: z.object({
    storage: z.enum(['local', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  /** `file`: DATA_DIR/app-secret is in the backup; `environment`: APP_SECRET was set instead. */
  app_secret: z.enum(['file', 'environment', 'none']),
  /** `database`: the generated key in app_meta (in the snapshot); `configuration`: CERT_SIGNING_KEY. */
  certificate_key: z.enum(['database', 'configuration']),
  /** What this backup does not hold, in words, for the person restoring it. */
  notes: z.array(z.string()),
  sections: z.array(SectionSchema),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

/** Media keys become paths on restore: only the storage's safe segments (media/storage.ts). */
export const MEDIA_SECTION_PREFIX = 'media/';
export const APP_SECRET_SECTION = 'app-secret';
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Writes a backup under a temporary name; only `finish` gives it its real name. */
export class BackupWriter {
  private offset = HEADER_MAGIC.length;
  private readonly sections: BackupSection[] = [];

  private constructor(
    private readonly file: string,
    private readonly partial: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(file: string): Promise<BackupWriter> {
    const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
    // 0600: the file may hold the app secret and the certificate key.
    const handle = await open(partial, 'wx', 0o600);
    await handle.write(HEADER_MAGIC);
    return new BackupWriter(file, partial, handle);
  }

  /** Streams `source` into a new section, compressed unless it is already (video segments). */
  async addSection(name: string, source: Readable, encoding: 'gzip' | 'raw'): Promise<BackupSection> {
    const hash = createHash('sha256');
    const start = this.offset;
    const sink = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) {
        hash.update(chunk);
        await this.handle.write(chunk);
        this.offset += chunk.length;
      }
    };
    if (encoding === 'gzip') await pipeline(source, createGzip({ level: 6 }), sink);
    else await pipeline(source, sink);
    const section = {
      name,
      offset: start,
      length: this.offset - start,
      sha256: hash.digest('hex'),
      encoding,
    };
    this.sections.push(section);
    return section;
  }

  /** Appends the manifest and trailer, syncs, and renames the file into place; returns its size. */
  async finish(manifest: Omit<BackupManifest, 'sections'>): Promise<number> {
    const json = Buffer.from(JSON.stringify({ ...manifest, sections: this.sections }), 'utf8');
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(json.length));
    const digest = createHash('sha256').update(json).digest();
    await this.handle.write(Buffer.concat([json, length, digest, TRAILER_MAGIC]));
    await this.handle.sync();
    await this.handle.close();
    await rename(this.partial, this.file);
    return this.offset + json.length + TRAILER_BYTES;
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => {});
    await rm(this.partial, { force: true });
  }
}

/** A backup file whose every byte has been checked against its manifest. */
export interface VerifiedBackup {
  file: string;
  sizeBytes: number;
  manifest: BackupManifest;
  /** The section's stored bytes, as a stream (still compressed when its encoding is gzip). */
  read(section: BackupSection): Readable;
  section(name: string): BackupSection | undefined;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Opens and verifies a backup: header, trailer, manifest checksum and shape, the bounds of every
 * section and every section's checksum (the whole file is read once). Throws BackupError with
 * the reason a person can act on.
 */
export async function openBackup(file: string): Promise<VerifiedBackup> {
  const name = path.basename(file);
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new BackupError(`${file} is not a file.`);
    size = info.size;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const handle = await open(file, 'r');
  let manifest: BackupManifest;
  try {
    const header = await readAt(handle, 0, HEADER_MAGIC.length);
    if (!header.equals(HEADER_MAGIC)) {
      throw new BackupError(`${name} is not a FinTrain Academy backup (it does not start like one).`);
    }
    const trailer =
      size >= HEADER_MAGIC.length + TRAILER_BYTES
        ? await readAt(handle, size - TRAILER_BYTES, TRAILER_BYTES)
        : Buffer.alloc(0);
    if (trailer.length !== TRAILER_BYTES || !trailer.subarray(40).equals(TRAILER_MAGIC)) {
      throw new BackupError(
        `${name} is incomplete: it ends before the backup's end marker (cut short while being written or copied). Use another backup.`,
      );
    }
    const manifestLength = Number(trailer.readBigUInt64BE(0));
    const manifestStart = size - TRAILER_BYTES - manifestLength;
    if (manifestLength > MAX_MANIFEST_BYTES || manifestStart < HEADER_MAGIC.length) {
      throw new BackupError(`${name} is damaged: its table of contents is out of place.`);
    }
    const json = await readAt(handle, manifestStart, manifestLength);
    if (!createHash('sha256').update(json).digest().equals(trailer.subarray(8, 40))) {
      throw new BackupError(`${name} is damaged: its table of contents fails its checksum.`);
    }
    manifest = parseManifest(name, json);
    checkSectionBounds(name, manifest.sections, manifestStart);
  } finally {
    await handle.close();
  }
  for (const section of manifest.sections) {
    const hash = createHash('sha256');
    await pipeline(streamSection(file, section), hash);
    if (hash.digest('hex') !== section.sha256) {
      throw new BackupError(`${name} is damaged: ${section.name} fails its checksum.`);
    }
  }
  const byName = new Map(manifest.sections.map((section) => [section.name, section]));
  return {
    file,
    sizeBytes: size,
    manifest,
    read: (section) => streamSection(file, section),
    section: (sectionName) => byName.get(sectionName),
  };
}

function streamSection(file: string, section: BackupSection): Readable {
  // `end` is inclusive, so an empty section cannot be expressed as a range.
  return section.length === 0
    ? Readable.from([])
    : createReadStream(file, { start: section.offset, end: section.offset + section.length - 1 });
}

function parseManifest(name: string, json: Buffer): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(json.toString('utf8'));
  } catch {
    throw new BackupError(`${name} is damaged: its table of contents is not readable.`);
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${name} was written by a newer version of the app (backup format ${format}; this one reads ${BACKUP_FORMAT_VERSION}). Restore it with that version.`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `${name} is damaged: its table of contents is not valid (${parsed.error.issues[0]?.path.join('.')}).`,
    );
  }
  const manifest = parsed.data;
  const names = new Set<string>();
  for (const section of manifest.sections) {
    if (names.has(section.name)) throw new BackupError(`${name} is damaged: ${section.name} appears twice.`);
    names.add(section.name);
    if (section.name.startsWith(MEDIA_SECTION_PREFIX)) {
      const key = section.name.slice(MEDIA_SECTION_PREFIX.length);
      if (!SAFE_KEY.test(key) || key.includes('..')) {
        throw new BackupError(
          `${name} is not a valid backup: media file name ${JSON.stringify(key)} is unsafe.`,
        );
      }
    }
  }
  const referenced = [
    ...manifest.tables.map((table) => table.section),
    ...(manifest.jobs ? [manifest.jobs.section] : []),
  ];
  for (const section of referenced) {
    if (!names.has(section)) throw new BackupError(`${name} is damaged: section ${section} is missing.`);
  }
  return manifest;
}

function checkSectionBounds(name: string, sections: BackupSection[], manifestStart: number): void {
  const ordered = [...sections].sort((a, b) => a.offset - b.offset);
  let next = HEADER_MAGIC.length;
  for (const section of ordered) {
    if (section.offset < next || section.offset + section.length > manifestStart) {
      throw new BackupError(`${name} is damaged: ${section.name} lies outside the file's data.`);
    }
    next = section.offset + section.length;
  }
}
