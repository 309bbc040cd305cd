import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leads, type UserRow } from '../db/schema.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { type LeadRow, presentLead } from './presenter.ts';

/**
 * Marks a lead as contacted by an admin, with its audit row (docs/product.md §16). Only a lead
 * that asked to be contacted (the offer form) can be: a newsletter address agreed to mail only.
 * Marking one already contacted again keeps the first time and answers the same.
 */
export async function markLeadContacted(db: Database, actor: UserRow, id: string): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new DomainError('not_found', MESSAGES.leads.notFound);
    if (!lead.consentToContact) throw new DomainError('conflict', MESSAGES.leads.noConsent);
    if (lead.status === 'contacted') return lead;
    const [updated] = await tx
      .update(leads)
      .set({ status: 'contacted', contactedAt: new Date(), contactedBy: actor.id })
      .where(eq(leads.id, id))
      .returning();
    if (!updated) throw new Error(`lead ${id} vanished under its lock`);
    await recordAudit(tx, actor, 'lead.contacted', id, presentLead(lead), presentLead(updated));
    return updated;
  });
}
