import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { certificates, users } from '../db/schema.ts';

/**
 * Certificates with the learner's e-mail, newest first; the search is a case-insensitive
 * substring of the name or program as signed, or the certificate id.
 */
export function listCertificatesForAdmin(db: Database, request: AdminListRequest) {
  return listPage(db, request.window, {
    table: certificates,
    where: containsAnywhere(request.q, [
      certificates.learnerName,
      certificates.programTitle,
      certificates.id,
    ]),
    ordering: newestFirst(certificates.issuedAt, certificates.id),
    rows: (condition, orderBy) =>
      db
        .select({ ...getTableColumns(certificates), userEmail: users.email })
        .from(certificates)
        .leftJoin(users, eq(users.id, certificates.userId))
        .where(condition)
        .orderBy(...orderBy),
  });
}
