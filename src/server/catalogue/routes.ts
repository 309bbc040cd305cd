import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { ResourceType } from '@contract/vocabulary.ts';
import { z } from 'zod';
import { route, successSerializer } from '../http/endpoint.ts';
import { listOpenBatches } from '../live/index.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { sendCatalogueEntry } from './negotiation.ts';
import { presentProgram } from './presenter.ts';
import { findResource, listResources } from './resources.ts';

// One schema built at load: building z.uuid() per request cost a third of this route's rate.
const UUID = z.uuid();
const isUuid = (value: string) => UUID.safeParse(value).success;
const NOT_FOUND = { program: MESSAGES.programs.notFound, service: MESSAGES.subscriptions.serviceNotFound };
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET /api/{type}/all and GET /api/{type}/:id for programs and services, which share one shape
 * (docs/product.md §3). The id may also be the slug the marketing routes use (/pro-trader-program, ...).
 * Both answer from the catalogue cache (ADR 018): the bytes route() would send, built and
 * compressed once per change, with a strong ETag.
 */
function resourceRoutes(type: ResourceType) {
  return async (app: App) => {
    const listEndpoint = type === 'program' ? endpoints.programAll : endpoints.serviceAll;
    const oneEndpoint = type === 'program' ? endpoints.program : endpoints.service;
    const serializeList = successSerializer(listEndpoint);
    const serializeOne = successSerializer(oneEndpoint);

    route(app, listEndpoint, { config: { publicCatalogue: true } }, async (request, reply) => {
      const entry = await app.catalogue.get(`${type}:all`, async () => {
        const rows = await listResources(app.db, type);
        return { body: serializeList(rows.map(presentProgram)), contentType: JSON_TYPE };
      });
      if (!entry) throw new Error('the list has no answer');
      return sendCatalogueEntry(request, reply, entry);
    });

    route(app, oneEndpoint, { config: { publicCatalogue: true } }, async (request, reply) => {
      const { id } = request.params;
      const byId = isUuid(id);
      // One key per program whatever the case of its uuid: the keys stay as many as the rows.
      const entry = await app.catalogue.get(`${type}:${byId ? id.toLowerCase() : id}`, async () => {
        const row = await findResource(app.db, type, id, byId);
        if (!row) return null;
        // A program's open batches with their seats left (docs/product.md §20.1): a change to any
        // batch, its seats included, empties the cache (migration 0037, ADR 072).
        const program = presentProgram(row);
        const answer =
          type === 'program' ? { ...program, batches: await listOpenBatches(app.db, row.id) } : program;
        return { body: serializeOne(answer), contentType: JSON_TYPE };
      });
      if (!entry) throw new DomainError('not_found', NOT_FOUND[type]);
      return sendCatalogueEntry(request, reply, entry);
    });
  };
}

export const programRoutes = resourceRoutes('program');
export const serviceRoutes = resourceRoutes('service');
