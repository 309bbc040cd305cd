import { certificateBadgeFileName, certificateFileName } from '@contract/certificate.ts';
import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { openBadgePayload } from './badge.ts';
import { presentCertificate, presentVerification } from './presenter.ts';
import { type CertificateVerdict, listCertificatesOf, verifyCertificate, verifyUrl } from './records.ts';

/** Only a certificate that checks out is handed over as proof: a PDF or a badge is taken on sight. */
function requireGenuine({ valid, revoked }: CertificateVerdict): void {
  if (revoked) throw new DomainError('conflict', MESSAGES.certificates.revoked);
  if (!valid) throw new DomainError('conflict', MESSAGES.certificates.invalid);
}

/**
 * Certificates (ADR 027, ADR 057): the learner's own list (bearer), and the public check, PDF and
 * Open Badges credential of one certificate by its id. The id is unguessable and the PDF is the
 * proof a learner hands to an employer, so all three are open to whoever holds the id, like the
 * verify page itself.
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
    const verdict = await verifyCertificate(app.db, await app.certificateSigner(), request.params.id);
    requireGenuine(verdict);
    const { row } = verdict;
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
      evaluation: verdict.evaluation,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFileName(row.id)}"`)
      .send(pdf);
  });

  // The Open Badges 3.0 credential, signed now with the current key as a VC-JWT (ADR 057): a
  // compact JWS, which Open Badges serves as text/plain and saves as .jwt.
  route(app, endpoints.certificateBadge, async (request, reply) => {
    const signer = await app.certificateSigner();
    const verdict = await verifyCertificate(app.db, signer, request.params.id);
    requireGenuine(verdict);
    const jwt = signer.signJwt(openBadgePayload(verdict.row, app.config.publicUrl, verdict.evaluation));
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${certificateBadgeFileName(verdict.row.id)}"`)
      .send(jwt);
  });
}
