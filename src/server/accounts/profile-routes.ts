import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { presentUser } from './presenter.ts';

export default async function profileRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.profile, async (request) => presentUser(requireSession(request).user));
}
