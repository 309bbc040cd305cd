import type { Held } from '@contract/community.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { FastifyReply } from 'fastify';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { acceptPost, addReply, deletePost, editPost, reportPost, votePost } from './posts.ts';
import { addThread, getThread, listThreads, moderateThread, type Published } from './threads.ts';

/** 202 `{ status: 'held', reason }` for a post held for review (docs/product.md §22.4), else the post. */
function answer<T>(reply: FastifyReply, published: Published<T>): T | FastifyReply {
  if (!published.held) return published.value;
  const held: Held = {
    message: MESSAGES.community.held,
    status: 'held',
    reason: published.reason,
    post_id: published.postId,
    thread_id: published.threadId,
  };
  return reply.code(202).send(held);
}

/** A program's community space (docs/product.md §22): signed-in members; the area checks the program. */
export default async function communityRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  const member = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user;

  route(app, endpoints.communityThreads, async (request) =>
    listThreads(app.db, member(request), request.params.programId, request.query),
  );

  route(app, endpoints.communityThreadAdd, async (request, reply) =>
    answer(
      reply,
      await addThread(
        app.db,
        app.htmlSanitizer,
        member(request),
        request.params.programId,
        request.body,
        app.now(),
      ),
    ),
  );

  route(app, endpoints.communityThread, async (request) =>
    getThread(app.db, member(request), request.params.id),
  );

  route(app, endpoints.communityThreadModerate, async (request) =>
    moderateThread(app.db, member(request), request.params.id, request.body),
  );

  // A published reply may notify its thread's author and the members it names: their mail goes now.
  route(app, endpoints.communityReply, async (request, reply) => {
    const published = await addReply(
      app.db,
      app.htmlSanitizer,
      member(request),
      request.params.id,
      request.body,
      app.now(),
    );
    app.mailOutbox.kick();
    return answer(reply, published);
  });

  route(app, endpoints.communityPostVote, async (request) =>
    votePost(app.db, member(request), request.params.id, request.body.up),
  );

  route(app, endpoints.communityPostEdit, async (request) =>
    editPost(app.db, app.htmlSanitizer, member(request), request.params.id, request.body, app.now()),
  );

  route(app, endpoints.communityPostDelete, async (request) => {
    await deletePost(app.db, member(request), request.params.id);
    return { message: MESSAGES.community.deleted };
  });

  route(app, endpoints.communityPostAccept, async (request) => {
    const thread = await acceptPost(app.db, member(request), request.params.id);
    app.mailOutbox.kick();
    return thread;
  });

  route(app, endpoints.communityPostReport, async (request) => {
    await reportPost(app.db, member(request), request.params.id, request.body.reason, app.now());
    return { message: MESSAGES.community.reported };
  });
}
