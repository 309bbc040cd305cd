import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { contactMessages } from '../db/schema.ts';

/** Contact messages, newest first; the search is a case-insensitive substring of name, e-mail or message. */
export function listContactMessagesForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: contactMessages,
    where: containsAnywhere(request.q, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.message,
    ]),
    ordering: newestFirst(contactMessages.submittedAt, contactMessages.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(contactMessages)
        .where(condition)
        .orderBy(...orderBy),
  });
}
