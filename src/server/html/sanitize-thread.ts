// The HTML sanitiser pool's worker thread (sanitizer-pool.ts). The build compiles it to
// dist/app/sanitize-worker.mjs beside the server; under tsx and Vitest sanitize-worker.mjs loads it.
import { parentPort } from 'node:worker_threads';
import { SANITIZERS, type SanitizeProfile } from './sanitize.ts';

const port = parentPort;
if (!port) throw new Error('sanitize-thread.ts runs only as a worker thread');
port.on('message', ({ html, profile }: { html: string; profile: SanitizeProfile }) => {
  try {
    port.postMessage({ html: SANITIZERS[profile](html) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
