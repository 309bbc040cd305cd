import type { ContactSubmitSchema } from '@contract/contact.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { contactMessages, type UserRow } from '../db/schema.ts';
import { contactNotificationMail, enqueueMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import { presentContactMessage } from './presenter.ts';

/**
 * Stores a contact message and queues its notification to the support inbox in one
 * transaction. The visitor gets no automatic mail: the form must not become a way to send
 * our mail to any address someone types in.
 */
export async function submitContactMessage(
  db: Database,
  input: z.output<typeof ContactSubmitSchema>,
  supportEmail: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(input);
    await enqueueMail(tx, supportEmail, contactNotificationMail(input), { replyTo: input.email });
  });
}

/** Deletes one contact message for an admin, with its audit row in the same transaction. */
export async function deleteContactMessage(db: Database, actor: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!deleted) throw new DomainError('not_found', MESSAGES.admin.contactNotFound);
    await recordAudit(tx, actor, 'contact.delete', deleted.id, presentContactMessage(deleted), null);
  });
}
