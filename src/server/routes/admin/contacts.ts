import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema.ts';
import { listContactMessagesForAdmin } from '../../domain/admin-lists.ts';
import { recordAudit } from '../../domain/audit.ts';
import { DomainError } from '../../domain/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';
import { listRoute } from './list-query.ts';

const present = (row: typeof contactMessages.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  submitted_at: row.submittedAt.toISOString(),
});

export default async function contactRoutes(app: App) {
  // Search: case-insensitive substring of name, e-mail or message (section 2).
  listRoute(app, endpoints.adminContactMessages, listContactMessagesForAdmin, present);

  route(app, endpoints.adminContactDelete, async (request) => {
    const actor = requireSession(request).user;
    await app.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(contactMessages)
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!deleted) throw new DomainError('not_found', MESSAGES.admin.contactNotFound);
      await recordAudit(tx, actor, 'contact.delete', deleted.id, present(deleted), null);
    });
    return { message: MESSAGES.admin.contactDeleted };
  });
}
