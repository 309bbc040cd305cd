import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import {
  addModerationWord,
  decideOnPost,
  listModerationWords,
  moderationQueue,
  muteMember,
  removeModerationWord,
} from './moderation.ts';

/**
 * The moderation queue, decisions and mutes (staff: admins, and instructors for their programs'
 * spaces), and the rule set's added words (admins), docs/product.md §22.4.
 */
export default async function moderationAdminRoutes(app: App) {
  const actor = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user;

  route(app, endpoints.adminModerationQueue, async (request) => moderationQueue(app.db, actor(request)));

  route(app, endpoints.adminModerationDecide, async (request) => {
    const decided = await decideOnPost(
      app.db,
      actor(request),
      request.params.postId,
      request.body.action,
      request.body.note,
      app.now(),
    );
    // The author is told the decision (docs/product.md §22.4): their mail goes now.
    app.mailOutbox.kick();
    return decided;
  });

  route(app, endpoints.adminModerationMute, async (request) =>
    muteMember(app.db, actor(request), request.body, app.now()),
  );

  route(app, endpoints.adminModerationWords, async () => listModerationWords(app.db));

  route(app, endpoints.adminModerationWordAdd, async (request) =>
    addModerationWord(app.db, actor(request), request.body.word),
  );

  route(app, endpoints.adminModerationWordDelete, async (request) => {
    await removeModerationWord(app.db, actor(request), request.params.id);
    return { message: MESSAGES.community.wordRemoved };
  });
}
