import { endpoints } from '@contract/endpoints.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/user.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';

export default async function profileRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.profile, async (request) => presentUser(requireSession(request).user));
}
