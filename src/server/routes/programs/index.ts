import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { resourceTable } from '../../domain/resources.ts';
import { presentProgram } from '../../presenters/program.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const NOT_FOUND = { program: MESSAGES.programs.notFound, service: MESSAGES.subscriptions.serviceNotFound };

/**
 * GET /api/{type}/all and GET /api/{type}/:id for programs and services, which share one shape
 * (section 3). The id may also be the slug the marketing routes use (/pro-trader-program, ...).
 */
function resourceRoutes(type: ResourceType) {
  return async (app: App) => {
    const table = resourceTable(type);

    route(
      app,
      type === 'program' ? endpoints.programAll : endpoints.serviceAll,
      { config: { publicCatalogue: true } },
      async () => {
        const rows = await app.db.select().from(table).orderBy(asc(table.createdOn), asc(table.id));
        return rows.map(presentProgram);
      },
    );

    route(
      app,
      type === 'program' ? endpoints.program : endpoints.service,
      { config: { publicCatalogue: true } },
      async (request) => {
        const { id } = request.params;
        const [row] = await app.db
          .select()
          .from(table)
          .where(isUuid(id) ? eq(table.id, id) : eq(table.slug, id))
          .limit(1);
        if (!row) throw new DomainError('not_found', NOT_FOUND[type]);
        return presentProgram(row);
      },
    );
  };
}

export const programRoutes = resourceRoutes('program');
export const serviceRoutes = resourceRoutes('service');
