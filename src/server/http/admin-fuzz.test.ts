import { fuzzSuite } from '../test/fuzz-suite.ts';

// Hostile input for every admin route (src/server/test/fuzz-suite.ts); the other routes are
// fuzzed by src/server/fuzz.test.ts, on another worker.
await fuzzSuite(
  (url) => url.startsWith('/api/admin'),
  ['GET /api/admin/user/all', 'POST /api/admin/program/add', 'PUT /api/admin/program/:id'],
);
