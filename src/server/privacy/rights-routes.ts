import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { privacyExportFileName } from '@contract/privacy-rights.ts';
import { PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { cancelErasure, requestErasure } from './erase.ts';
import { buildPrivacyExport } from './export.ts';
import { exportEstimate, openPreparedExport, requestPreparedExport } from './export-jobs.ts';
import { presentGrievance } from './grievance-presenter.ts';
import { fileGrievance, listGrievancesOf } from './grievances.ts';
import { findNominee, type NomineeRow, removeNominee, saveNominee } from './nominee.ts';

const presentNominee = (row: NomineeRow) => ({
  name: row.name,
  email: row.email,
  relationship: row.relationship,
  updated_on: row.updatedOn.toISOString(),
});

const SIGNED_IN_CONFIG = { whileInactive: true };

/**
 * The export (docs/product.md §17.1): at once, or above the threshold prepared by a job and
 * mailed as a link that its owner opens here (ADR 070).
 */
async function exportRoutes(app: App) {
  const SIGNED_IN = { onRequest: app.authenticate, config: SIGNED_IN_CONFIG };
  route(app, endpoints.privacyExport, SIGNED_IN, async (request, reply) => {
    const { user } = requireSession(request);
    // Above the threshold the ZIP is built by a job and mailed as a link (ADR 070).
    const estimate = await exportEstimate(app.db, user.id);
    if (estimate > app.config.privacyExportJobAbove) {
      await requestPreparedExport(app.db, user, estimate);
      return reply
        .code(202)
        .send({ message: MESSAGES.privacyRights.exportQueued(PRIVACY_RIGHTS.exportLinkHours) });
    }
    const zip = await buildPrivacyExport(app.db, user, app.config.publicUrl);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${privacyExportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });

  route(app, endpoints.privacyExportPrepared, SIGNED_IN, async (request, reply) => {
    const { user } = requireSession(request);
    const { stored, readyAt } = await openPreparedExport(
      app.db,
      app.mediaStorage,
      user,
      request.params.id,
      app.now(),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(stored.sizeBytes))
      .header('content-disposition', `attachment; filename="${privacyExportFileName(readyAt)}"`)
      .header('cache-control', 'no-store')
      .send(stored.body);
  });
}

/**
 * The learner's privacy rights, self-service (docs/product.md §17, ADR 066): the export, erasure
 * and its cancel link, a nominee, grievances. Correcting one's data is the profile's PUT /profile.
 */
export default async function privacyRightsRoutes(app: App) {
  // An under-18 account still waiting for its guardian (docs/product.md §18.1) keeps these rights:
  // it may see, take away or erase what it gave, and complain.
  const signedIn = { onRequest: app.authenticate, config: { whileInactive: true } };

  await app.register(exportRoutes);

  route(
    app,
    endpoints.privacyErase,
    { ...signedIn, config: { fieldErrors: true, whileInactive: true } },
    async (request) => {
      const eraseAfter = await requestErasure(app.db, requireSession(request), request.body.password, {
        client: { ip: request.ip },
        limits: app.config.rateLimits,
        publicUrl: app.config.publicUrl,
      });
      app.mailOutbox.kick();
      return { message: MESSAGES.privacyRights.eraseRequested, erase_after: eraseAfter.toISOString() };
    },
  );

  route(app, endpoints.privacyEraseCancel, async (request) => {
    await cancelErasure(app.db, request.body.token);
    app.mailOutbox.kick();
    return { message: MESSAGES.privacyRights.eraseCancelled };
  });

  route(app, endpoints.privacyNominee, signedIn, async (request) => {
    const row = await findNominee(app.db, requireSession(request).user.id);
    return row ? presentNominee(row) : null;
  });

  route(app, endpoints.privacyNomineeSave, signedIn, async (request) => {
    const row = await saveNominee(app.db, requireSession(request).user, request.body);
    app.mailOutbox.kick();
    return presentNominee(row);
  });

  route(app, endpoints.privacyNomineeRemove, signedIn, async (request) => {
    await removeNominee(app.db, requireSession(request).user.id);
    return { message: MESSAGES.privacyRights.nomineeRemoved };
  });

  route(app, endpoints.privacyGrievanceFile, signedIn, async (request) => {
    const { user } = requireSession(request);
    // The contact form's limit, per learner: a grievance is a message that must be answered.
    await consumeRateLimit(app.db, `grievance:user:${user.id}`, app.config.rateLimits.CONTACT_IP);
    const row = await fileGrievance(app.db, user, request.body);
    app.mailOutbox.kick();
    return { message: MESSAGES.privacyRights.grievanceFiled(row.number), grievance: presentGrievance(row) };
  });

  route(app, endpoints.privacyGrievanceMine, signedIn, async (request) => {
    const rows = await listGrievancesOf(app.db, requireSession(request).user.id);
    return rows.map(presentGrievance);
  });
}
