import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  '@contract': here('./src/contract'),
  '@client': here('./src/client'),
  '@server': here('./src/server'),
};
// The API suites run on PostgreSQL: DATABASE_URL when set, otherwise an embedded server the
// global setup starts for the run. A server test that needs no database is named *.unit.test.ts
// and runs in the unit project: it waits for no PostgreSQL and no table reset (ADR 046).
const serverProject = {
  resolve: { alias },
  test: {
    name: 'api',
    include: ['src/server/**/*.test.ts'],
    exclude: ['src/server/**/*.unit.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    // One database per worker, shared by that worker's files and reset between tests.
    isolate: false,
    pool: 'forks' as const,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // The suites mostly wait on PostgreSQL, sockets and timers, not the CPU: more workers than
    // cores (Vitest's default is cores - 1, one worker on a 2-core machine) finish much sooner.
    maxWorkers: 4,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/contract/**/*.test.ts',
            'src/client/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'test/**/*.test.ts',
          ],
          environment: 'node',
          // The sanitizer pool's tests wait on worker threads, seconds each on a loaded machine.
          testTimeout: 20_000,
        },
      },
      // React components rendered with Testing Library in happy-dom (jsdom needs Node 22); the
      // network is answered at the fetch level, so the tests do not depend on how the API calls are
      // written (docs/decisions/017).
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
          // A test takes well under a second alone; the margin is for a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
      serverProject,
    ],
  },
});
