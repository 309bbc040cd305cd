import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { DomainError } from '../shared/errors.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { describeDevice } from './device.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { presentUser } from './presenter.ts';
import { changePassword, updateProfile } from './profile.ts';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from './sessions.ts';

/** The signed-in user's own account (docs/product.md §4.8, ADR 060). */
export default async function profileRoutes(app: App) {
  const limits = app.config.rateLimits;
  const secret = loadAppSecret(app.config);
  app.addHook('onRequest', app.authenticate);
  // Open to an account that must still replace its one-time password (ADR 060).
  // The profile is open to an account waiting for its guardian too (docs/product.md §18.1).
  const beforePasswordChange = {
    config: { beforePasswordChange: true, fieldErrors: true, whileInactive: true },
  };
  const withFieldErrors = { config: { fieldErrors: true } };

  route(app, endpoints.profile, beforePasswordChange, async (request) =>
    presentUser(requireSession(request).user),
  );

  route(app, endpoints.profileUpdate, withFieldErrors, async (request) => {
    const user = await updateProfile(app.db, requireSession(request).user.id, request.body);
    return { message: MESSAGES.profile.saved, user: presentUser(user) };
  });

  route(app, endpoints.profilePassword, beforePasswordChange, async (request) => {
    await changePassword(app.db, requireSession(request), request.body, {
      client: { ip: request.ip },
      limits,
      forgotPasswordUrl: `${app.config.publicUrl}${CLIENT_ROUTES.forgotPassword}`,
    });
    app.mailOutbox.kick();
    return { message: MESSAGES.profile.passwordChanged };
  });

  route(app, endpoints.profileSessions, async (request) => {
    const { user, sessionId } = requireSession(request);
    const rows = await listLiveSessions(app.db, user.id);
    return rows.map((row) => ({
      _id: row.id,
      device: describeDevice(row.userAgent),
      address: row.ip,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === sessionId,
    }));
  });

  route(app, endpoints.profileSessionEnd, async (request) => {
    const { user } = requireSession(request);
    // Another user's session is "not found": its existence is not for this user to learn.
    if (!(await revokeOwnSession(app.db, user.id, request.params.id))) {
      throw new DomainError('not_found', MESSAGES.profile.sessionNotFound);
    }
    return { message: MESSAGES.profile.sessionEnded };
  });

  route(app, endpoints.profileSessionsEndOthers, async (request) => {
    const { user, sessionId } = requireSession(request);
    await revokeOtherSessions(app.db, user.id, sessionId);
    return { message: MESSAGES.profile.otherSessionsEnded };
  });

  route(app, endpoints.profileEmail, withFieldErrors, async (request) => {
    const { email } = request.body;
    // The same limits as registration's code sends: per client address and per address mailed.
    await consumeRateLimit(app.db, `send-code:ip:${clientKey(request)}`, limits.SEND_CODE_IP);
    await consumeRateLimit(app.db, `send-code:email:${email}`, limits.SEND_CODE_EMAIL);
    await requestEmailChange(app.db, requireSession(request).user, email, { secret });
    app.mailOutbox.kick();
    return { message: MESSAGES.profile.emailCodeSent };
  });

  route(app, endpoints.profileEmailVerify, withFieldErrors, async (request) => {
    const { email } = request.body;
    await consumeRateLimit(app.db, `verify:ip:${clientKey(request)}`, limits.VERIFY_IP);
    await consumeRateLimit(app.db, `verify:email:${email}`, limits.VERIFY_EMAIL);
    const user = await confirmEmailChange(app.db, requireSession(request).user, request.body, { secret });
    app.mailOutbox.kick();
    return { message: MESSAGES.profile.emailChanged, user: presentUser(user) };
  });
}
