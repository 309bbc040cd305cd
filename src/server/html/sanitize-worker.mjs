// Worker-thread entry of the HTML sanitiser pool (sanitizer-pool.ts) when the server runs from its
// TypeScript sources (tsx, Vitest): it loads the thread's code through tsx's API. The build replaces
// it with dist/app/sanitize-worker.mjs, compiled, beside main.js (docs/decisions/042-built-once.md).
import { tsImport } from 'tsx/esm/api';

await tsImport('./sanitize-thread.ts', import.meta.url);
