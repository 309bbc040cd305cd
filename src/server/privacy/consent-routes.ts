import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { loadAppSecret } from '../shared/app-secret.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { acknowledgeNotice, listConsents, updateConsents } from './consents.ts';
import { requestGuardianCode, verifyGuardianCode } from './guardian.ts';
import { currentNotice, presentNotice } from './notice.ts';
import { completeProfile, privacyStatus } from './profile-gate.ts';

/**
 * The notice, the learner's consents and the guardian's confirmation (docs/product.md §18.1).
 * Every signed-in route here answers an account still waiting for its guardian (`whileInactive`).
 */
export default async function consentRoutes(app: App) {
  const limits = app.config.rateLimits;
  const secret = loadAppSecret(app.config);

  route(app, endpoints.privacyNotice, async () => presentNotice(await currentNotice(app.db)));

  await app.register(async (signedIn: App) => {
    signedIn.addHook('onRequest', app.authenticate);
    const open = { config: { whileInactive: true } };

    route(signedIn, endpoints.privacyStatus, open, async (request) =>
      privacyStatus(app.db, requireSession(request).user),
    );

    route(signedIn, endpoints.privacyComplete, open, async (request) => {
      await completeProfile(app.db, requireSession(request).user, request.body, request.ip);
      return { message: MESSAGES.privacy.profileCompleted };
    });

    route(signedIn, endpoints.privacyNoticeAck, open, async (request) => {
      const context = { userId: requireSession(request).user.id, ip: request.ip };
      await app.db.transaction((tx) => acknowledgeNotice(tx, context, request.body.version));
      return { message: MESSAGES.privacy.noticeAcknowledged };
    });

    route(signedIn, endpoints.privacyConsents, open, async (request) => ({
      consents: await listConsents(app.db, requireSession(request).user.id),
    }));

    route(signedIn, endpoints.privacyConsentsUpdate, open, async (request) => ({
      consents: await updateConsents(
        app.db,
        { userId: requireSession(request).user.id, ip: request.ip },
        request.body,
      ),
    }));

    route(signedIn, endpoints.privacyGuardian, open, async (request) => {
      const { user } = requireSession(request);
      await consumeRateLimit(app.db, `guardian-code:user:${user.id}`, limits.SEND_CODE_EMAIL);
      await requestGuardianCode(app.db, user, request.body, secret);
      app.mailOutbox.kick();
      return { message: MESSAGES.privacy.guardianCodeSent };
    });

    route(signedIn, endpoints.privacyGuardianVerify, open, async (request) => {
      await consumeRateLimit(app.db, `guardian-verify:ip:${clientKey(request)}`, limits.VERIFY_IP);
      await verifyGuardianCode(app.db, requireSession(request).user, request.body.code, {
        secret,
        ip: request.ip,
      });
      return { message: MESSAGES.privacy.guardianConfirmed };
    });
  });
}
