import { endpoints } from '@contract/endpoints.ts';
import { leadsCsvFileName } from '@contract/lead.ts';
import { route } from '../http/endpoint.ts';
import { pageWindow, sendTotal } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listLeadsForAdmin } from './admin-list.ts';
import { markLeadContacted } from './contacted.ts';
import { exportLeadsCsv } from './export.ts';
import { presentLead } from './presenter.ts';

/** Admin Leads (docs/product.md §16): the list, its CSV export, and marking one contacted. */
export default async function leadAdminRoutes(app: App) {
  route(app, endpoints.adminLeadAll, async (request, reply) => {
    const { q, kind, status } = request.query;
    const { rows, total } = await listLeadsForAdmin(app.db, {
      q,
      kind,
      status,
      window: pageWindow(request.query),
    });
    sendTotal(reply, total);
    return rows.map(presentLead);
  });

  route(app, endpoints.adminLeadExport, async (request, reply) => {
    const { q, kind, status } = request.query;
    const csv = await exportLeadsCsv(app.db, { q, kind, status });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${leadsCsvFileName(day)}"`)
      .send(csv);
  });

  route(app, endpoints.adminLeadContacted, async (request) =>
    presentLead(await markLeadContacted(app.db, requireSession(request).user, request.params.id)),
  );
}
