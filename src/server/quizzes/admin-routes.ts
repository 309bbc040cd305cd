import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { QUIZ_LIMITS } from '@contract/vocabulary.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listBanksForAdmin } from './admin-list.ts';
import {
  addBank,
  addQuestion,
  deleteQuestion,
  editQuestion,
  getBank,
  importQuestions,
  presentBank,
} from './question-banks.ts';

/** Question banks and their questions (docs/product.md §12.1, ADR 026). */
export default async function bankRoutes(app: App) {
  // The import's body is the CSV as text; this plugin alone reads text/csv.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: QUIZ_LIMITS.importBytes },
    (_request, body, done) => done(null, body),
  );

  route(app, endpoints.adminBankAdd, async (request) =>
    addBank(app.db, requireSession(request).user, request.body.title),
  );

  listRoute(app, endpoints.adminBankAll, listBanksForAdmin, presentBank);

  route(app, endpoints.adminBank, async (request) => getBank(app.db, request.params.id));

  route(app, endpoints.adminQuestionAdd, async (request) =>
    addQuestion(app.db, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminBankImport, { bodyLimit: QUIZ_LIMITS.importBytes }, async (request) =>
    importQuestions(app.db, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminQuestionEdit, async (request) =>
    editQuestion(app.db, requireSession(request).user, request.params.id, request.body),
  );

  route(app, endpoints.adminQuestionDelete, async (request) => {
    await deleteQuestion(app.db, requireSession(request).user, request.params.id);
    return { message: MESSAGES.quizzes.questionDeleted };
  });
}
