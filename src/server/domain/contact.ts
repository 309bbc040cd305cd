import type { ContactSubmitSchema } from '@contract/contact.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactNotificationMail } from '../mail/templates.ts';

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
