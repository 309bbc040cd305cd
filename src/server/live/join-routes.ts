import { API_BASE, endpoints, fillPath } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { FastifyRequest } from 'fastify';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import {
  authorizeJoin,
  findMySession,
  findTicketHolder,
  issueJoinTicket,
  listMySessions,
  recordJoin,
  verifyJoinTicket,
} from './join.ts';
import { presentLiveSession } from './sessions-presenter.ts';

/**
 * A learner's live classes (docs/product.md §20.3): the schedule, and joining. The join is a
 * redirect to the room; a browser following it cannot send the bearer token, so the Join button
 * first takes a one-minute ticket that stands for it (ADR 073). API callers may send the token.
 */
export default async function liveJoinRoutes(app: App) {
  const secret = () => loadAppSecret(app.config);

  route(app, endpoints.liveUpcoming, { onRequest: app.authenticate }, async (request) => {
    const { user } = requireSession(request);
    const views = await listMySessions(app.db, user.id, request.query, app.now());
    return views.map((view) => presentLiveSession(view, app.now()));
  });

  route(app, endpoints.liveSession, { onRequest: app.authenticate }, async (request) => {
    const view = await findMySession(app.db, requireSession(request).user, request.params.id);
    return presentLiveSession(view, app.now());
  });

  route(app, endpoints.liveJoinTicket, { onRequest: app.authenticate }, async (request) => {
    const { user } = requireSession(request);
    const view = await authorizeJoin(app.db, user, request.params.id, app.now());
    const ticket = issueJoinTicket(secret(), user.id, view.id, app.now());
    const path = fillPath(endpoints.liveJoin.path, { id: view.id });
    return { url: `${API_BASE}${path}?${new URLSearchParams({ ticket })}` };
  });

  route(app, endpoints.liveJoin, { onRequest: app.identify }, async (request, reply) => {
    const caller = await joiner(request, request.params.id, request.query.ticket);
    const view = await authorizeJoin(app.db, caller, request.params.id, app.now());
    await recordJoin(app.db, caller.id, view.id, app.now());
    return reply.header('cache-control', 'no-store').redirect(view.joinUrl, 303);
  });

  /** The bearer token's user, else the ticket's. */
  async function joiner(request: FastifyRequest, sessionId: string, ticket: string | undefined) {
    if (request.session) return request.session.user;
    if (!ticket) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
    const userId = verifyJoinTicket(secret(), ticket, sessionId, app.now());
    return findTicketHolder(app.db, userId);
  }
}
