import {
  AdminListQuerySchema,
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  IdParamsSchema,
} from '@contract/admin.ts';
import { MessageSchema } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { UserSchema } from '@contract/user.ts';
import { z } from 'zod';
import { listUsersForAdmin } from '../../domain/admin-lists.ts';
import { addUserAsAdmin, deleteUserAsAdmin, editUserAsAdmin } from '../../domain/admin-users.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentUser } from '../../presenters/user.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';
import { pageWindow, sendTotal } from './list-query.ts';

export default async function userRoutes(app: App) {
  // Search: case-insensitive substring of name or e-mail (section 5).
  app.get(
    '/admin/user/all',
    {
      schema: { querystring: AdminListQuerySchema, response: { 200: z.array(UserSchema), ...ADMIN_ERRORS } },
    },
    async (request, reply) => {
      const { rows, total } = await listUsersForAdmin(app.db, {
        q: request.query.q,
        window: pageWindow(request.query),
      });
      sendTotal(reply, total);
      return rows.map(presentUser);
    },
  );

  app.post(
    '/admin/user/add',
    { schema: { body: AdminUserCreateSchema, response: { 201: UserSchema, ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const user = await addUserAsAdmin(app.db, requireSession(request).user, request.body);
      return reply.status(201).send(presentUser(user));
    },
  );

  app.put(
    '/admin/user/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: AdminUserUpdateSchema,
        response: { 200: UserSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      presentUser(
        await editUserAsAdmin(app.db, requireSession(request).user, request.params.id, request.body),
      ),
  );

  app.delete(
    '/admin/user/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      await deleteUserAsAdmin(app.db, requireSession(request).user, request.params.id);
      return { message: MESSAGES.admin.userDeleted };
    },
  );
}
