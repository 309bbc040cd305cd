/**
 * The fuzz suites (src/server/fuzz.test.ts and routes/admin/fuzz.test.ts) with more cases than `npm test` runs:
 *   npm run fuzz [-- --runs 1000] [-- --seed 1234]
 * Every API route gets hostile bodies, path parameters and query strings as an anonymous
 * visitor, a learner and an admin; the run fails on any 5xx. The suite prints one summary line:
 * routes × cases, requests sent, 5xx count and time. fast-check prints the seed of a failing run;
 * `--seed` replays it.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number from 1');
  process.exit(2);
}

const env = { ...process.env, FUZZ_RUNS: String(runs), ...(values.seed ? { FUZZ_SEED: values.seed } : {}) };
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'src/server/fuzz.test.ts', 'src/server/http/admin-fuzz.test.ts'],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
