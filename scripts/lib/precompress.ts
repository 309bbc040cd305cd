/**
 * A Vite plugin that writes `.br` (brotli, quality 11) and `.gz` (gzip -9) beside every
 * compressible file of the client build, so the server sends compressed bytes without
 * compressing on each request (@fastify/static's `preCompressed`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; woff2, images and the like are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the compressed siblings of one file; a variant no smaller than the original is not written. */
async function precompressFile(file: string): Promise<void> {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(original, { level: 9 }),
  ]);
  if (br.length < original.length) await writeFile(`${file}.br`, br);
  if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every compressible file in `dir` (exported for tests). */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(precompressFile));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fintrain:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file, public/ included, has been written.
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
