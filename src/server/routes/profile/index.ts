import { ErrorSchema } from '@contract/fields.ts';
import { UserSchema } from '@contract/user.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/user.ts';
import type { App } from '../../types.ts';

export default async function profileRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  app.get('/profile', { schema: { response: { 200: UserSchema, 401: ErrorSchema } } }, async (request) =>
    presentUser(requireSession(request).user),
  );
}
