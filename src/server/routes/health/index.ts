import { z } from 'zod';
import { pingDatabase } from '../../db/client.ts';
import type { App } from '../../types.ts';

/** For the load balancer: 200 while this instance can reach its database. */
export default async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      config: { publicCatalogue: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const };
    },
  );
}
