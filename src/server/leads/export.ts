import type { Database } from '../db/client.ts';
import { type LeadListRequest, listLeadsForAdmin } from './admin-list.ts';
import { toCsv } from './csv.ts';
import { presentLead } from './presenter.ts';

const HEADER = [
  'id',
  'kind',
  'name',
  'email',
  'course',
  'source_page',
  'consent_to_contact',
  'status',
  'created_at',
  'contacted_at',
] as const;

/** Every lead matching the list's search and filters as CSV, in the list's order (docs/product.md §16). */
export async function exportLeadsCsv(
  db: Database,
  request: Omit<LeadListRequest, 'window'>,
): Promise<string> {
  const { rows } = await listLeadsForAdmin(db, { ...request, window: undefined });
  return toCsv(
    HEADER,
    rows.map((row) => {
      const lead = presentLead(row);
      return [
        lead._id,
        lead.kind,
        lead.name,
        lead.email,
        lead.course,
        lead.source_page,
        lead.consent_to_contact,
        lead.status,
        lead.created_at,
        lead.contacted_at,
      ];
    }),
  );
}
