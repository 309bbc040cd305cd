import { ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsPattern, listPage, newestFirst } from '../db/list-page.ts';
import { contactMessages } from '../db/schema.ts';

/** Contact messages, newest first; the search is a case-insensitive substring of name, e-mail or message. */
export function listContactMessagesForAdmin(db: Database, request: AdminListRequest) {
  const pattern = containsPattern(request.q);
  return listPage(db, request.window, {
    table: contactMessages,
    where: pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    ordering: newestFirst(contactMessages.submittedAt, contactMessages.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(contactMessages)
        .where(condition)
        .orderBy(...orderBy),
  });
}
