import { z } from 'zod';
import { AdminListQuerySchema } from './admin.ts';
import { oneOfMessage } from './fields.ts';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from './vocabulary.ts';

/** The admin Leads list's query: the usual page and search, and optional `kind` and `status` filters. */
export const LeadListQuerySchema = AdminListQuerySchema.extend({
  kind: z.enum(LEAD_KINDS, { error: oneOfMessage('kind', LEAD_KINDS) }).optional(),
  status: z.enum(LEAD_STATUSES, { error: oneOfMessage('status', LEAD_STATUSES) }).optional(),
});
export type LeadListQuery = z.input<typeof LeadListQuerySchema>;

/** One lead as the admin list shows it (docs/product.md §16). */
export const LeadSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  /** Null for a newsletter lead: the footer box asks for an address only. */
  name: z.string().nullable(),
  email: z.string(),
  course: z.string().nullable(),
  /** The site path the form was sent from, when the browser said. */
  source_page: z.string().nullable(),
  /** Whether the visitor asked to be contacted (the offer form), not only mailed (the newsletter). */
  consent_to_contact: z.boolean(),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
  contacted_at: z.string().nullable(),
});
export type Lead = z.infer<typeof LeadSchema>;
export const LeadListSchema = z.array(LeadSchema);

/** The CSV export of every lead matching the list's filters. */
export const LeadCsvSchema = z.unknown().describe('The matching leads as CSV.');

/** How the admin list names each kind and status. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { offer: 'Offer', newsletter: 'Newsletter' };
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  unconfirmed: 'Unconfirmed',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/** The file name of a CSV export made on `day` (YYYY-MM-DD). */
export const leadsCsvFileName = (day: string) => `leads-${day}.csv`;
