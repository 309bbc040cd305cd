import type { Lead } from '@contract/lead.ts';
import type { leads } from '../db/schema.ts';

export type LeadRow = typeof leads.$inferSelect;

/** A lead as the admin list, its CSV export and the audit log show it. */
export const presentLead = (row: LeadRow): Lead => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  course: row.course,
  source_page: row.sourcePage,
  consent_to_contact: row.consentToContact,
  status: row.status,
  created_at: row.createdOn.toISOString(),
  contacted_at: row.contactedAt?.toISOString() ?? null,
});
