import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { questionBanks } from '../db/schema.ts';
import { bankQuestionCount } from './question-banks.ts';

/** Question banks, newest first; the search is a case-insensitive substring of the title. */
export function listBanksForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: questionBanks,
    where: containsAnywhere(request.q, [questionBanks.title]),
    ordering: newestFirst(questionBanks.createdOn, questionBanks.id),
    rows: (condition, orderBy) =>
      db
        .select({
          id: questionBanks.id,
          title: questionBanks.title,
          createdOn: questionBanks.createdOn,
          questionCount: bankQuestionCount,
        })
        .from(questionBanks)
        .where(condition)
        .orderBy(...orderBy),
  });
}
