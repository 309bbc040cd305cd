import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The server compiled to JavaScript (docs/decisions/042-built-once.md): `src/server/main.ts` bundled
 * into `dist/app/main.js`, with every package left in node_modules, so `npm start` runs it with
 * plain Node. `vite build -c vite.server.config.ts`, the third step of `npm run build`.
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const OUT_DIR = here('./dist/app');

/**
 * Files the server reads beside its own module (`new URL('./name', import.meta.url)`). Bundled, every
 * module is main.js, so they are copied beside it.
 */
const FILES_BESIDE_MODULE = ['src/server/accounts/common-passwords.txt'];

const packageJson = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const RUNTIME_PACKAGES = new Set(Object.keys(packageJson.dependencies ?? {}));
const BUILTINS = new Set(builtinModules);

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/**
 * Fails the build when the server would need at run time what `npm ci --omit=dev` does not install
 * (a devDependency), or a file beside main.js that the build did not put there.
 */
function runtimeCheck(): Plugin {
  return {
    name: 'fintrain:server-runtime-check',
    generateBundle(_options, bundle) {
      for (const file of FILES_BESIDE_MODULE) {
        this.emitFile({ type: 'asset', fileName: path.basename(file), source: readFileSync(here(file)) });
      }
      const problems: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const specifier of [...chunk.imports, ...chunk.dynamicImports]) {
          if (specifier in bundle || specifier.startsWith('.') || specifier.startsWith('/')) continue;
          const name = packageName(specifier.replace(/^node:/, ''));
          if (!BUILTINS.has(name) && !RUNTIME_PACKAGES.has(name)) {
            problems.push(
              `${chunk.fileName} imports ${specifier}, which is not in package.json's dependencies`,
            );
          }
        }
        for (const match of chunk.code.matchAll(/new URL\(\s*["'`]([^"'`]+)["'`]\s*,\s*import\.meta\.url/g)) {
          const target = match[1]!;
          const fileName = path.posix.normalize(target);
          const emitted =
            fileName in bundle || FILES_BESIDE_MODULE.some((f) => path.basename(f) === fileName);
          if (!emitted)
            problems.push(
              `${chunk.fileName} reads ${target} relative to itself, which the build does not emit`,
            );
        }
      }
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}

export default defineConfig({
  root: here('.'),
  publicDir: false,
  // No .env files: the server reads its environment at run time (config.ts), never at build time.
  envDir: false,
  logLevel: 'warn',
  plugins: [runtimeCheck()],
  resolve: {
    alias: [
      { find: '@contract', replacement: here('./src/contract') },
      { find: '@server', replacement: here('./src/server') },
    ],
  },
  build: {
    ssr: true,
    target: 'node20',
    outDir: OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    // Readable stack traces in production logs.
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        main: here('./src/server/main.ts'),
        // `npm run backup` and `npm run restore` (docs/decisions/043), run by scripts/start.mjs.
        'backup-cli': here('./src/server/backups/cli.ts'),
        // The HTML sanitiser's worker thread, loaded by sanitizer-pool.ts as ./sanitize-worker.mjs.
        'sanitize-worker': here('./src/server/html/sanitize-thread.ts'),
      },
      output: {
        format: 'es',
        entryFileNames: (chunk) => (chunk.name === 'sanitize-worker' ? '[name].mjs' : '[name].js'),
        // Flat, beside main.js: every module then resolves paths from the same directory.
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
