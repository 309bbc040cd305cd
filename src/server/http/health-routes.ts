import { endpoints } from '@contract/endpoints.ts';
import { pingDatabase } from '../db/client.ts';
import type { App } from '../types.ts';
import { route } from './endpoint.ts';

/** For the load balancer: 200 while this instance can reach its database. */
export default async function healthRoutes(app: App) {
  route(app, endpoints.health, { config: { publicCatalogue: true } }, async () => {
    await pingDatabase(app.db);
    return { status: 'ok' as const };
  });
}
