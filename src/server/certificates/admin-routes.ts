import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listCertificatesForAdmin } from './admin-list.ts';
import { presentAdminCertificate } from './presenter.ts';
import {
  type CertificateIssuer,
  issueCertificateByHand,
  reissueCertificate,
  revokeCertificate,
} from './records.ts';

/** Admins list, issue by hand, revoke and re-issue certificates (docs/product.md §12.3). */
export default async function certificateAdminRoutes(app: App) {
  const present = (row: Parameters<typeof presentAdminCertificate>[0]) =>
    presentAdminCertificate(row, app.config.publicUrl);
  const issuer = async (): Promise<CertificateIssuer> => ({
    signer: await app.certificateSigner(),
    publicUrl: app.config.publicUrl,
  });

  // Search: learner's name, program title or certificate id.
  listRoute(app, endpoints.adminCertificateAll, listCertificatesForAdmin, present);

  route(app, endpoints.adminCertificateIssue, async (request) => {
    const actor = requireSession(request).user;
    const using = await issuer();
    const row = await app.db.transaction((tx) =>
      issueCertificateByHand(tx, using, actor, request.body.user_id, request.body.program_id),
    );
    return present(row);
  });

  route(app, endpoints.adminCertificateRevoke, async (request) => {
    const actor = requireSession(request).user;
    const row = await app.db.transaction((tx) =>
      revokeCertificate(tx, actor, request.params.id, request.body.reason, app.config.publicUrl),
    );
    app.mailOutbox.kick();
    return present(row);
  });

  route(app, endpoints.adminCertificateReissue, async (request) => {
    const actor = requireSession(request).user;
    const using = await issuer();
    const row = await app.db.transaction((tx) => reissueCertificate(tx, using, actor, request.params.id));
    return present(row);
  });
}
