import type { EndpointOutput } from '@contract/endpoint-schemas.ts';
import type { Endpoint, EndpointName } from '@contract/endpoints.ts';
import { ADMIN_PAGE_SIZE, TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AdminListRequest, ListResult, PageWindow } from '../db/list-page.ts';
import type { App } from '../types.ts';
import { type EndpointHandler, route } from './endpoint.ts';

export interface ListQuery {
  page?: number | undefined;
  limit?: number | undefined;
  q?: string | undefined;
}

/**
 * The rows a request's `page` and `limit` ask for, or undefined for the whole list (no page and
 * no limit). Page numbers and the default page size are the HTTP API's; the domain sees offsets.
 */
export function pageWindow(query: ListQuery): PageWindow | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? ADMIN_PAGE_SIZE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** The number of matches on every page, for the client's pager. */
export function sendTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
}

/** The admin lists: each takes `page`, `limit` and `q`, and answers an array with X-Total-Count. */
type ListEndpointName =
  | 'adminUserAll'
  | 'adminProgramAll'
  | 'adminSubscriptionAll'
  | 'adminContactMessages'
  | 'adminBankAll'
  | 'adminCertificateAll'
  | 'adminCouponAll'
  | 'adminPaymentAll'
  | 'adminGrievanceAll';

/**
 * Registers one admin list: the query's search text and page go to the domain's list query, the
 * total goes in X-Total-Count, and each row is presented as the endpoint's items.
 */
export function listRoute<N extends ListEndpointName, Row>(
  app: App,
  endpoint: Endpoint<N>,
  list: (db: Database, request: AdminListRequest) => Promise<ListResult<Row>>,
  present: (row: Row) => EndpointOutput<N>[number],
): void {
  // Typed by `present` above: each list's items are its endpoint's. Fastify's request type cannot
  // be narrowed over a generic endpoint name, so the handler is written against ListQuery.
  const handler = async (request: { query: ListQuery }, reply: FastifyReply) => {
    const { rows, total } = await list(app.db, { q: request.query.q, window: pageWindow(request.query) });
    sendTotal(reply, total);
    return rows.map(present);
  };
  route(app, endpoint as Endpoint, handler as unknown as EndpointHandler<EndpointName>);
}
