import { certificateFileName } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { presentCertificate, presentVerification } from './presenter.ts';
import { listCertificatesOf, verifyCertificate, verifyUrl } from './records.ts';

/**
 * Certificates (ADR 027): the learner's own list (bearer), and the public check and PDF of one
 * certificate by its id. The id is unguessable and the PDF is the proof a learner hands to an
 * employer, so both are open to whoever holds the id, like the verify page itself.
 */
export default async function certificateRoutes(app: App) {
  route(app, endpoints.certificateMine, { onRequest: app.authenticate }, async (request) => {
    const rows = await listCertificatesOf(app.db, requireSession(request).user.id);
    return rows.map((row) => presentCertificate(row, app.config.publicUrl));
  });

  route(app, endpoints.certificate, async (request) => {
    const verdict = await verifyCertificate(app.db, await app.certificateSigner(), request.params.id);
    return presentVerification(verdict, app.config.publicUrl);
  });

  route(app, endpoints.certificatePdf, async (request, reply) => {
    const { row, valid, revoked } = await verifyCertificate(
      app.db,
      await app.certificateSigner(),
      request.params.id,
    );
    // Only a certificate that checks out is printed: a PDF is taken as proof on sight.
    if (revoked) throw new DomainError('conflict', MESSAGES.certificates.revoked);
    if (!valid) throw new DomainError('conflict', MESSAGES.certificates.invalid);
    // Loaded on first use: pdfkit and the fonts are the slowest part of a start (ADR 042).
    const { renderCertificatePdf } = await import('./pdf.ts');
    const pdf = await renderCertificatePdf({
      id: row.id,
      name: row.learnerName,
      program: row.programTitle,
      issuedAt: row.issuedAt,
      score: row.score,
      kind: row.kind,
      verifyUrl: verifyUrl(app.config.publicUrl, row.id),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFileName(row.id)}"`)
      .send(pdf);
  });
}
