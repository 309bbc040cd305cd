/**
 * Test helper process: starts the embedded server of DATA_DIR (argv[2]), writes "ready" and
 * waits to be killed, as an app instance would.
 */
import { startEmbeddedPostgres } from '../db/embedded.ts';

await startEmbeddedPostgres({
  dataDir: process.argv[2] ?? '',
  database: 'fintrain',
  log: { info: () => {}, warn: () => {} },
});
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
