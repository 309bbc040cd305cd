import { AdminListQuerySchema, ContactMessageSchema, IdParamsSchema } from '@contract/admin.ts';
import { MessageSchema } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../../db/schema.ts';
import { listContactMessagesForAdmin } from '../../domain/admin-lists.ts';
import { recordAudit } from '../../domain/audit.ts';
import { DomainError } from '../../domain/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';
import { pageWindow, sendTotal } from './list-query.ts';

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
  app.get(
    '/admin/contact/messages',
    {
      schema: {
        querystring: AdminListQuerySchema,
        response: { 200: z.array(ContactMessageSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listContactMessagesForAdmin(app.db, {
        q: request.query.q,
        window: pageWindow(request.query),
      });
      sendTotal(reply, total);
      return rows.map(present);
    },
  );

  app.delete(
    '/admin/contact/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...ADMIN_ERRORS } } },
    async (request) => {
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
    },
  );
}
