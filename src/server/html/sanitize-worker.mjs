// Worker-thread entry of the HTML sanitiser pool (sanitizer-pool.ts). Plain JavaScript, so it runs
// the same under tsx, Vitest and plain Node: it loads the TypeScript cleaner through tsx's API.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { sanitizeProgramHtml } = await tsImport('./sanitize.ts', import.meta.url);

parentPort.on('message', (html) => {
  try {
    parentPort.postMessage({ html: sanitizeProgramHtml(html) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
