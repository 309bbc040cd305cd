import { endpoints } from '@contract/endpoints.ts';
import { JOURNAL_LIMITS, JOURNAL_PICTURE_FIELD } from '@contract/journal.ts';
import { MESSAGES } from '@contract/messages.ts';
import multipart from '@fastify/multipart';
import { route } from '../http/endpoint.ts';
import { sendTotal } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { postComment } from './comments.ts';
import { acknowledgeReview, myReviews } from './mentors.ts';
import { attachPicture, PictureRejected, readPicture } from './picture.ts';
import {
  addManualTrade,
  getTrade,
  listTrades,
  ownScope,
  savePlan,
  tradeStats,
  updateNotes,
} from './trades.ts';

/**
 * The learner's journal, /api/journal/* (docs/product.md §23): signed-in callers only. A trade's
 * page, picture and thread also answer the learner's assigned mentor; anyone else gets 404.
 */
export default async function journalRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);

  route(app, endpoints.journalAll, async (request, reply) => {
    const caller = requireSession(request).user;
    const scope = await ownScope(app.db, caller, request.query.account_id);
    const { rows, total } = await listTrades(app.db, scope, request.query);
    sendTotal(reply, total);
    return rows;
  });

  route(app, endpoints.journalAdd, async (request) =>
    addManualTrade(app.db, requireSession(request).user, request.body),
  );

  route(app, endpoints.journalStats, async (request) => {
    const caller = requireSession(request).user;
    const scope = await ownScope(app.db, caller, request.query.account_id);
    return tradeStats(app.db, scope, request.query.group);
  });

  route(app, endpoints.journalPlan, async (request) =>
    savePlan(app.db, requireSession(request).user, request.body),
  );

  route(app, endpoints.journalReviews, async (request) => myReviews(app.db, requireSession(request).user));

  route(app, endpoints.journalReviewAck, async (request) =>
    acknowledgeReview(app.db, requireSession(request).user, request.params.id),
  );

  route(app, endpoints.journalTrade, async (request) =>
    getTrade(app.db, requireSession(request).user, request.params.tradeId),
  );

  route(app, endpoints.journalTradeEdit, async (request) =>
    updateNotes(app.db, requireSession(request).user, request.params.tradeId, request.body),
  );

  // The comment's notice may be mailed at once (docs/product.md §21): the outbox is kicked after commit.
  route(app, endpoints.journalComment, async (request) => {
    const comment = await postComment(
      app.db,
      requireSession(request).user,
      request.params.tradeId,
      request.body,
    );
    app.mailOutbox.kick();
    return comment;
  });

  route(app, endpoints.journalPicture, async (request, reply) => {
    const picture = await readPicture(app.db, requireSession(request).user, request.params.tradeId);
    return reply
      .header('content-type', picture.contentType)
      .header('content-length', String(picture.bytes.length))
      .send(picture.bytes);
  });

  await app.register(pictureUploadRoute);
}

/** The picture upload in its own multipart scope, capped at the picture limit (413 past it). */
async function pictureUploadRoute(app: App) {
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 1, fileSize: JOURNAL_LIMITS.pictureBytes },
  });
  route(app, endpoints.journalPictureUpload, async (request, reply) => {
    if (!request.isMultipart()) return reply.status(415).send({ message: MESSAGES.media.notMultipart });
    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== JOURNAL_PICTURE_FIELD) {
        part?.file.resume();
        return reply.status(400).send({ message: MESSAGES.media.noFile });
      }
      bytes = await part.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send({ message: MESSAGES.journal.pictureTooLarge });
      const message = code?.endsWith('_LIMIT') ? MESSAGES.media.oneFile : MESSAGES.media.badMultipart;
      return reply.status(400).send({ message });
    }
    if (bytes.length === 0) return reply.status(400).send({ message: MESSAGES.media.noFile });
    try {
      return await attachPicture(app.db, requireSession(request).user, request.params.tradeId, bytes);
    } catch (error) {
      if (error instanceof PictureRejected)
        return reply.status(error.status).send({ message: error.message });
      throw error;
    }
  });
}
