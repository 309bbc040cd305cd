import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import type { App } from '../types.ts';
import { getAttempt, saveAnswer, startAttempt, submitAttempt } from './attempts.ts';

/**
 * Quiz attempts (docs/product.md §12.2, ADR 026): the same entitlement as the quiz lesson, checked in the
 * domain; anonymous callers get 401 there, so a bad token still answers 401 here.
 */
export default async function quizRoutes(app: App) {
  app.addHook('onRequest', app.identify);

  route(app, endpoints.quizAttemptStart, async (request) =>
    startAttempt(app.db, request.session?.user ?? null, request.params.lessonId),
  );

  route(app, endpoints.attempt, async (request) =>
    getAttempt(app.db, request.session?.user ?? null, request.params.id),
  );

  route(app, endpoints.attemptAnswer, async (request) =>
    saveAnswer(app.db, request.session?.user ?? null, request.params.id, request.body),
  );

  route(app, endpoints.attemptSubmit, async (request) =>
    submitAttempt(app.db, request.session?.user ?? null, request.params.id, {
      signer: await app.certificateSigner(),
      publicUrl: app.config.publicUrl,
    }),
  );
}
