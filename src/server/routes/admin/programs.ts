import { AdminListQuerySchema, IdParamsSchema, ProgramInputSchema } from '@contract/admin.ts';
import { MessageSchema } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ProgramListSchema, ProgramSchema } from '@contract/program.ts';
import { listProgramsForAdmin } from '../../domain/admin-lists.ts';
import { addProgramAsAdmin, deleteProgramAsAdmin, editProgramAsAdmin } from '../../domain/admin-programs.ts';
import { requireSession } from '../../plugins/auth.ts';
import { presentProgram } from '../../presenters/program.ts';
import type { App } from '../../types.ts';
import { ADMIN_ERRORS } from './errors.ts';
import { pageWindow, sendTotal } from './list-query.ts';

/** Program HTML may be long: these routes take up to 1 MB, the rest of the API 100 KB. */
const PROGRAM_BODY_LIMIT = 1024 * 1024;

export default async function programRoutes(app: App) {
  // Admins see the same list as the public (section 7 has no admin list call), with search and paging.
  app.get(
    '/admin/program/all',
    { schema: { querystring: AdminListQuerySchema, response: { 200: ProgramListSchema, ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const { rows, total } = await listProgramsForAdmin(app.db, {
        q: request.query.q,
        window: pageWindow(request.query),
      });
      sendTotal(reply, total);
      return rows.map(presentProgram);
    },
  );

  app.post(
    '/admin/program/add',
    {
      bodyLimit: PROGRAM_BODY_LIMIT,
      schema: { body: ProgramInputSchema, response: { 201: ProgramSchema, ...ADMIN_ERRORS } },
    },
    async (request, reply) => {
      const program = await addProgramAsAdmin(
        app.db,
        app.htmlSanitizer,
        requireSession(request).user,
        request.body,
      );
      return reply.status(201).send(presentProgram(program));
    },
  );

  app.put(
    '/admin/program/:id',
    {
      bodyLimit: PROGRAM_BODY_LIMIT,
      schema: {
        params: IdParamsSchema,
        body: ProgramInputSchema,
        response: { 200: ProgramSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      presentProgram(
        await editProgramAsAdmin(
          app.db,
          app.htmlSanitizer,
          requireSession(request).user,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/admin/program/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      await deleteProgramAsAdmin(app.db, requireSession(request).user, request.params.id);
      return { message: MESSAGES.admin.programDeleted };
    },
  );
}
