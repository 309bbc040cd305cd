import type { LeadKind, LeadStatus } from '@contract/vocabulary.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type AdminListRequest, containsAnywhere, listPage, newestFirst } from '../db/list-page.ts';
import { leads } from '../db/schema.ts';

export interface LeadListRequest extends AdminListRequest {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
}

/**
 * Leads, newest first (docs/product.md §16): the search is a case-insensitive substring of name,
 * e-mail, course or source page, narrowed by kind and status. With no page asked for it is every
 * match, which is what the CSV export sends.
 */
export function listLeadsForAdmin(db: Database, request: LeadListRequest) {
  const where = and(
    containsAnywhere(request.q, [leads.name, leads.email, leads.course, leads.sourcePage]),
    request.kind ? eq(leads.kind, request.kind) : undefined,
    request.status ? eq(leads.status, request.status) : undefined,
  );
  return listPage(db, request.window, {
    table: leads,
    where,
    ordering: newestFirst(leads.createdOn, leads.id),
    rows: (condition, orderBy) =>
      db
        .select()
        .from(leads)
        .where(condition)
        .orderBy(...orderBy),
  });
}
