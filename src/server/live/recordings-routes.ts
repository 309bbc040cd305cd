import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { attachSessionRecording, getSessionRecording, removeSessionRecording } from './recordings.ts';

/**
 * A live session's recording (docs/product.md §20.6): open to staff (`access: 'staff'`), the
 * domain answering 404 to an instructor for a session outside their batches.
 */
export default async function recordingRoutes(app: App) {
  route(app, endpoints.adminSessionRecording, async (request) =>
    getSessionRecording(app.db, requireSession(request).user, request.params.id),
  );

  route(app, endpoints.adminSessionRecordingPut, async (request) =>
    attachSessionRecording(
      app.db,
      app.htmlSanitizer,
      requireSession(request).user,
      request.params.id,
      request.body,
    ),
  );

  route(app, endpoints.adminSessionRecordingDelete, async (request) => {
    await removeSessionRecording(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.liveRecordings.removed };
  });
}
