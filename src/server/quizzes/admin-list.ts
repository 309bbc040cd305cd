import { ilike } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsPattern, listPage, newestFirst } from '../db/list-page.ts';
import { questionBanks } from '../db/schema.ts';
import { bankQuestionCount } from './question-banks.ts';

/** Question banks, newest first; the search is a case-insensitive substring of the title. */
export function listBanksForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: questionBanks,
    where: pattern ? ilike(questionBanks.title, pattern) : undefined,
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
