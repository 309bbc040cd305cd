import { callBlob } from '@client/lib/api-client.ts';
import { saveFile } from '@client/lib/save-file.ts';
import { endpoints } from '@contract/endpoints.ts';
import { leadsCsvFileName } from '@contract/lead.ts';
import { type LeadFilters, leadQuery } from './get-leads.ts';

/** adminLeadExport: every lead matching the search and filters, saved as a CSV file. */
export async function exportLeads(q: string, filters: LeadFilters): Promise<void> {
  const csv = await callBlob(endpoints.adminLeadExport, { query: leadQuery(q, filters) });
  saveFile(csv, leadsCsvFileName(new Date().toISOString().slice(0, 10)));
}
