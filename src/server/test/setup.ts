import { beforeEach } from 'vitest';
import { resetDatabase, sharedTestDatabase } from './database.ts';

// Every test starts from empty tables in the worker's shared database.
beforeEach(async () => {
  await resetDatabase(await sharedTestDatabase());
});
