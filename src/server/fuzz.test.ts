import { fuzzSuite } from './test/fuzz-suite.ts';

// Hostile input for the public, account and learner routes (src/server/test/fuzz-suite.ts); the
// admin routes are fuzzed by routes/admin/fuzz.test.ts, on another worker.
await fuzzSuite(
  (url) => !url.startsWith('/api/admin'),
  [
    'POST /api/contact/submit',
    'GET /api/program/:id',
    'POST /api/auth/register',
    'GET /api/subscription/all',
  ],
);
