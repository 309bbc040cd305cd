import { ErrorSchema } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { ProgramListSchema, ProgramParamsSchema, ProgramSchema } from '@contract/program.ts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { programs } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentProgram } from '../../presenters/program.ts';
import type { App } from '../../types.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export default async function programRoutes(app: App) {
  app.get('/program/all', { schema: { response: { 200: ProgramListSchema } } }, async () => {
    const rows = await app.db.select().from(programs).orderBy(asc(programs.createdOn), asc(programs.id));
    return rows.map(presentProgram);
  });

  // Accepts the program's id, or its slug for the marketing routes (/pro-trader-program, ...).
  app.get(
    '/program/:id',
    { schema: { params: ProgramParamsSchema, response: { 200: ProgramSchema, 404: ErrorSchema } } },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db
        .select()
        .from(programs)
        .where(isUuid(id) ? eq(programs.id, id) : eq(programs.slug, id))
        .limit(1);
      if (!row) throw new HttpError(404, MESSAGES.programs.notFound);
      return presentProgram(row);
    },
  );
}
