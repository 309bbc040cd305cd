/**
 * Empties a DATA_DIR for a throwaway server (the end-to-end suite's): stops the embedded
 * database a killed earlier run may have left running there, then removes the directory.
 */
import { rmSync } from 'node:fs';
import { stopCluster } from '../src/server/db/embedded.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: tsx scripts/fresh-data-dir.ts DIR');
  process.exit(2);
}
await stopCluster(dir);
rmSync(dir, { recursive: true, force: true });
