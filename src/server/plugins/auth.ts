import { MESSAGES } from '@contract/messages.ts';
import { awaitsGuardian } from '@contract/privacy.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, type SessionContext } from '../accounts/index.ts';
import { DomainError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook on routes that need a signed-in user. */
    session: SessionContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers an account that must still replace its one-time password (the profile,
     * its password change, logout); every other signed-in route answers 403 until then (ADR 060).
     */
    beforePasswordChange?: boolean;
    /**
     * The route answers an under-18 account still waiting for its guardian (the profile, logout,
     * the privacy routes); every other signed-in route answers 403 until then (docs/product.md §18.1).
     */
    whileInactive?: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for routes open to anonymous callers: no Authorization header leaves the
     * session null; a header with a bad or expired token (or a deactivated user's) is still 401.
     */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The signed-in user's session; only call it behind the `authenticate` hook. */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.session) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
  return request.session;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  const findBearerSession = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw new DomainError('unauthenticated', MESSAGES.auth.loginRequired);
    const token = BEARER.exec(header)?.[1];
    const session = token ? await findSession(app.db, token) : undefined;
    if (!session) throw new DomainError('unauthenticated', MESSAGES.auth.sessionInvalid);
    if (session.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new DomainError('forbidden', MESSAGES.profile.mustChangePassword);
    }
    return session;
  };
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await findBearerSession(request);
    // An inactive (under-18, unconfirmed) account: no learning, no payments, no simulator.
    if (awaitsGuardian(session.user) && !request.routeOptions.config.whileInactive) {
      throw new DomainError('forbidden', MESSAGES.privacy.guardianPending);
    }
    request.session = session;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    const session = await findBearerSession(request);
    // On the public pages an inactive account is an anonymous visitor: it sees what anyone sees.
    request.session = awaitsGuardian(session.user) ? null : session;
  });
});
