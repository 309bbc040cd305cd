// The build's stamp (docs/decisions/042-built-once.md): a hash of every file the build reads, written
// into dist/ by `npm run build` and compared by `npm start`, which rebuilds only when it differs.
// Plain JavaScript with no dependency: it runs where only `npm ci --omit=dev` was installed.
//   node scripts/build-stamp.mjs begin    (the first step of npm run build)
//   node scripts/build-stamp.mjs finish   (its last step)
//   node scripts/build-stamp.mjs ensure   (builds unless the build is current: scripts and tests)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP_FILE = path.join(ROOT, 'dist', 'build-stamp.json');
const PENDING_FILE = path.join(ROOT, 'dist', 'build-stamp.pending.json');
/** What `npm start` runs once the build is current. */
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'app', 'main.js');

/** The build's inputs: the sources, the build configuration and the locked dependency tree. */
const INPUT_DIRS = ['src', 'scripts/lib'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'scripts/build-stamp.mjs',
];
/** Tests are not built: editing one must not cost a rebuild. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.spec.ts');

function listFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, into);
    else if (entry.isFile() && !isTest(entry.name)) into.push(full);
  }
}

/**
 * A hash of the names and contents of the build's inputs. Contents, not modification times: a
 * `git checkout` or a copy that keeps times must neither skip a needed build nor force one.
 * About 600 files and 6 MB: some tens of milliseconds.
 */
export function sourceHash(root = ROOT) {
  const files = INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file));
  for (const dir of INPUT_DIRS) listFiles(path.join(root, dir), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(createHash('sha256').update(readFileSync(file)).digest());
  }
  return hash.digest('hex');
}

/** The stamp of the last complete build, or undefined when there is none (or only half of one). */
export function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
    return typeof stamp.hash === 'string' && existsSync(SERVER_ENTRY) ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** Why a build is needed ('no build yet' or 'the sources changed since the build'), or undefined. */
export function staleReason(root = ROOT) {
  const stamp = readStamp();
  if (!stamp) return 'there is no build yet';
  if (stamp.hash !== sourceHash(root)) return 'the sources changed since the last build';
  return undefined;
}

/**
 * Builds unless the build is current. Exits the process when it cannot: no build tools installed
 * (`npm ci --omit=dev`) or a failed build.
 */
export function ensureBuild() {
  const reason = staleReason();
  if (!reason) return;
  if (!existsSync(path.join(ROOT, 'node_modules', 'vite', 'package.json'))) {
    console.error(
      `Cannot start: ${reason}, and the build tools are not installed (npm ci --omit=dev). Run \`npm ci && npm run build\`, then \`npm start\` (here, or after \`npm ci --omit=dev\`).`,
    );
    process.exit(1);
  }
  console.log(`Building the site first: ${reason} (npm run build).`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}

/**
 * `begin` hashes the inputs before the build reads them and removes the old stamp; `finish` puts
 * the new one in place. A file edited during the build, or a build that fails half-way, therefore
 * leaves a stamp that does not match, and the next start builds again.
 */
function main(step) {
  if (step === 'begin') {
    mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
    rmSync(STAMP_FILE, { force: true });
    const stamp = { hash: sourceHash(), node: process.version, startedAt: new Date().toISOString() };
    writeFileSync(PENDING_FILE, `${JSON.stringify(stamp, null, 2)}\n`);
  } else if (step === 'ensure') {
    ensureBuild();
  } else if (step === 'finish') {
    if (!existsSync(PENDING_FILE)) throw new Error(`${PENDING_FILE} is missing: run the whole npm run build`);
    renameSync(PENDING_FILE, STAMP_FILE);
  } else {
    console.error('usage: node scripts/build-stamp.mjs begin|finish|ensure');
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv[2]);
