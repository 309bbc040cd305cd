import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { recordRegistrationPrivacy } from '../privacy/index.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { logIn } from './login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { presentUser } from './presenter.ts';
import { registerUser, sendVerificationCode, verifyEmailCode } from './registration.ts';
import { revokeSession } from './sessions.ts';

/** Registration with an e-mailed code, login, logout and password recovery (docs/product.md §4 and §7). */
export default async function authRoutes(app: App) {
  const limits = app.config.rateLimits;
  // Read (or created) when the app is built, so a missing or damaged secret stops the start.
  const secret = loadAppSecret(app.config);
  if (app.config.appSecret === undefined && app.config.databaseUrl !== undefined) {
    app.log.warn(
      'APP_SECRET is not set: using the secret kept in DATA_DIR. Instances that share DATABASE_URL must all set the same APP_SECRET, or a code mailed by one will not verify on another.',
    );
  }

  route(app, endpoints.sendVerificationCode, async (request) => {
    const { email } = request.body;
    await consumeRateLimit(app.db, `send-code:ip:${clientKey(request)}`, limits.SEND_CODE_IP);
    await consumeRateLimit(app.db, `send-code:email:${email}`, limits.SEND_CODE_EMAIL);
    await sendVerificationCode(app.db, email, { secret, publicUrl: app.config.publicUrl });
    app.mailOutbox.kick();
    return { message: MESSAGES.auth.codeSent };
  });

  route(app, endpoints.verifyEmail, async (request) => {
    const { email, otp } = request.body;
    await consumeRateLimit(app.db, `verify:ip:${clientKey(request)}`, limits.VERIFY_IP);
    await consumeRateLimit(app.db, `verify:email:${email}`, limits.VERIFY_EMAIL);
    await verifyEmailCode(app.db, email, otp, { secret });
    return { success: true as const, message: MESSAGES.auth.emailVerified };
  });

  route(app, endpoints.register, async (request) => {
    await consumeRateLimit(app.db, `register:ip:${clientKey(request)}`, limits.REGISTER_IP);
    const user = await registerUser(app.db, request.body, `${app.config.publicUrl}/login`, (tx, created) =>
      recordRegistrationPrivacy(tx, created, request.body, request.ip),
    );
    app.mailOutbox.kick();
    return { message: MESSAGES.auth.registered, user: presentUser(user) };
  });

  route(app, endpoints.login, async (request) => {
    // Failed logins are limited per client address and account (logIn, ADR 012).
    const { token, user } = await logIn(
      app.db,
      request.body,
      { ip: request.ip, userAgent: request.headers['user-agent'] },
      limits,
    );
    return { message: MESSAGES.auth.loginSuccess, token, user: presentUser(user) };
  });

  route(
    app,
    endpoints.logout,
    { onRequest: app.authenticate, config: { beforePasswordChange: true, whileInactive: true } },
    async (request) => {
      await revokeSession(app.db, requireSession(request).sessionId);
      return { message: MESSAGES.auth.loggedOut };
    },
  );

  route(app, endpoints.forgotPassword, async (request) => {
    const { email } = request.body;
    await consumeRateLimit(app.db, `forgot:ip:${clientKey(request)}`, limits.FORGOT_IP);
    // The per-address limit is counted in the reset's own transaction (see requestPasswordReset).
    await requestPasswordReset(app.db, email, {
      publicUrl: app.config.publicUrl,
      emailLimit: limits.FORGOT_EMAIL,
    });
    app.mailOutbox.kick();
    return { message: MESSAGES.auth.forgotAccepted };
  });

  route(app, endpoints.resetPassword, async (request) => {
    await resetPassword(app.db, request.params.token, request.body.newPassword);
    return { message: MESSAGES.auth.resetDone };
  });
}
