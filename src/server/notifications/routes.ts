import { endpoints } from '@contract/endpoints.ts';
import { pagePath } from '@contract/routes.ts';
import { route } from '../http/endpoint.ts';
import { acceptOneClickBodies, ONE_CLICK_BODY_LIMIT } from '../http/one-click.ts';
import { requireSession } from '../plugins/auth.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import type { App } from '../types.ts';
import { listNotifications, markRead, unreadCount } from './list.ts';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences.ts';
import { assertNotificationUnsubscribeToken, unsubscribeFromNotifications } from './unsubscribe.ts';

/**
 * The notifications store's API (docs/product.md §21, ADR 077): a signed-in user's bell, page and
 * e-mail choices, each only ever their own; and the mails' unsubscribe links, whose signed token
 * is the permission (no sign-in).
 */
export default async function notificationRoutes(app: App) {
  const secret = loadAppSecret(app.config);

  route(app, endpoints.notificationUnsubscribePage, async (request, reply) => {
    await assertNotificationUnsubscribeToken(app.db, secret, request.params.token);
    return reply.redirect(pagePath('notificationsUnsubscribe', { token: request.params.token }), 303);
  });

  // RFC 8058's one-click POST, in a context of its own: only here (and the newsletter's) are form
  // bodies parsed.
  await app.register(async (oneClick: App) => {
    acceptOneClickBodies(oneClick);
    route(
      oneClick,
      endpoints.notificationUnsubscribe,
      { bodyLimit: ONE_CLICK_BODY_LIMIT },
      async (request) => ({
        message: await unsubscribeFromNotifications(app.db, secret, request.params.token),
      }),
    );
  });

  await app.register(async (signedIn: App) => {
    signedIn.addHook('onRequest', app.authenticate);
    const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user.id;

    route(signedIn, endpoints.notificationAll, async (request) =>
      listNotifications(app.db, me(request), request.query),
    );
    route(signedIn, endpoints.notificationUnread, async (request) => ({
      unread: await unreadCount(app.db, me(request)),
    }));
    route(signedIn, endpoints.notificationRead, async (request) => ({
      unread: await markRead(app.db, me(request), request.body),
    }));
    route(signedIn, endpoints.notificationPreferences, async (request) =>
      getNotificationPreferences(app.db, me(request)),
    );
    route(signedIn, endpoints.notificationPreferencesSave, async (request) =>
      saveNotificationPreferences(app.db, me(request), request.body),
    );
  });
}
