import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { issueEvaluationIfPassed } from '../evaluation/index.ts';
import { route } from '../http/endpoint.ts';
import { sendTotal } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { requireMentee } from './access.ts';
import { getProgramLists, saveProgramLists } from './lists.ts';
import {
  addReview,
  assignMentor,
  listAssignments,
  mentorChoices,
  mentorDashboard,
  mentorReviews,
  signOff,
  unassignMentor,
} from './mentors.ts';
import { listTrades, tradeStats } from './trades.ts';

/**
 * The journal's admin routes (docs/product.md §23), inside the admin gate: an admin keeps a
 * program's lists and assigns mentors; a mentor (an instructor, `access: 'staff'`) reads their
 * assigned learners' journals and statistics, reviews them weekly and signs them off. A learner
 * not assigned to the caller is 404.
 */
export default async function journalAdminRoutes(app: App) {
  route(app, endpoints.adminJournalLists, async (request) => getProgramLists(app.db, request.params.id));

  route(app, endpoints.adminJournalListsEdit, async (request) =>
    saveProgramLists(app.db, request.params.id, request.body),
  );

  route(app, endpoints.adminMentorAssignments, async (request) => listAssignments(app.db, request.params.id));

  route(app, endpoints.adminMentorAssign, async (request) =>
    assignMentor(app.db, requireSession(request).user, {
      programId: request.params.id,
      learnerId: request.params.learnerId,
      mentorId: request.body.mentor_id,
    }),
  );

  route(app, endpoints.adminMentorUnassign, async (request) => {
    await unassignMentor(app.db, request.params.id, request.params.learnerId);
    return { message: MESSAGES.journal.assignmentRemoved };
  });

  route(app, endpoints.adminMentorChoices, async () => mentorChoices(app.db));

  route(app, endpoints.adminMentorLearners, async (request) =>
    mentorDashboard(app.db, requireSession(request).user, app.now()),
  );

  route(app, endpoints.adminMentorJournal, async (request, reply) => {
    const { program_id: programId, account_id: accountId, ...query } = request.query;
    await requireMentee(app.db, requireSession(request).user, request.params.id, programId);
    const { rows, total } = await listTrades(
      app.db,
      { learnerId: request.params.id, programId, accountId },
      query,
    );
    sendTotal(reply, total);
    return rows;
  });

  route(app, endpoints.adminMentorStats, async (request) => {
    const { program_id: programId, account_id: accountId, group } = request.query;
    await requireMentee(app.db, requireSession(request).user, request.params.id, programId);
    return tradeStats(app.db, { learnerId: request.params.id, programId, accountId }, group);
  });

  route(app, endpoints.adminMentorReviews, async (request) =>
    mentorReviews(app.db, requireSession(request).user, request.params.id, request.query.program_id),
  );

  route(app, endpoints.adminMentorReviewAdd, async (request) => {
    const review = await addReview(app.db, requireSession(request).user, request.params.id, request.body);
    app.mailOutbox.kick();
    return review;
  });

  // The sign-off may complete the learner's evaluation (docs/product.md §25): checked in its transaction.
  route(app, endpoints.adminMentorSignOff, async (request) => {
    const issuer = { signer: await app.certificateSigner(), publicUrl: app.config.publicUrl };
    return app.db.transaction(async (tx) => {
      const assignment = await signOff(tx, requireSession(request).user, request.params.id, request.body);
      if (assignment.signed_off) {
        await issueEvaluationIfPassed(tx, issuer, request.params.id, request.body.program_id);
      }
      return assignment;
    });
  });
}
