import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { correctAttendance, getAttendance } from './attendance.ts';
import { getRoster, listStaffBatches } from './roster.ts';
import { createLiveSeries } from './series.ts';
import {
  cancelLiveSession,
  createLiveSession,
  editLiveSession,
  listBatchSessions,
  listStaffSessions,
} from './sessions.ts';
import { findSessionView, presentStaffLiveSession } from './sessions-presenter.ts';

/**
 * Live sessions, attendance and rosters for staff (docs/product.md §20.2, §20.3, §20.7): every
 * route is `access: 'staff'`, so an instructor passes the admin gate, and each domain function
 * answers 404 for a batch that is not theirs.
 */
export default async function liveSessionAdminRoutes(app: App) {
  const staff = (request: Parameters<typeof requireSession>[0]) => requireSession(request).user;
  const present = (views: Parameters<typeof presentStaffLiveSession>[0][]) =>
    views.map((view) => presentStaffLiveSession(view, app.now()));

  route(app, endpoints.adminInstructorBatches, async (request) =>
    listStaffBatches(app.db, staff(request), app.now()),
  );

  route(app, endpoints.adminInstructorSessions, async (request) =>
    present(await listStaffSessions(app.db, staff(request), request.query, app.now())),
  );

  route(app, endpoints.adminBatchSessionAll, async (request) =>
    present(await listBatchSessions(app.db, staff(request), request.params.id)),
  );

  route(app, endpoints.adminBatchSessionAdd, async (request) => {
    const view = await createLiveSession(app.db, staff(request), request.params.id, request.body, app.now());
    return presentStaffLiveSession(view, app.now());
  });

  route(app, endpoints.adminBatchSessionSeries, async (request) =>
    present(await createLiveSeries(app.db, staff(request), request.params.id, request.body, app.now())),
  );

  route(app, endpoints.adminSessionEdit, async (request) => {
    const view = await editLiveSession(app.db, staff(request), request.params.id, request.body, app.now());
    return presentStaffLiveSession(view, app.now());
  });

  route(app, endpoints.adminSessionCancel, async (request) =>
    presentStaffLiveSession(await cancelLiveSession(app.db, staff(request), request.params.id), app.now()),
  );

  route(app, endpoints.adminSessionAttendance, async (request) => {
    const rows = await getAttendance(app.db, staff(request), request.params.id);
    const view = await findSessionView(app.db, request.params.id);
    return { session: presentStaffLiveSession(view!, app.now()), rows };
  });

  route(app, endpoints.adminSessionAttendanceEdit, async (request) => {
    const rows = await correctAttendance(app.db, staff(request), request.params.id, request.body);
    const view = await findSessionView(app.db, request.params.id);
    return { session: presentStaffLiveSession(view!, app.now()), rows };
  });

  route(app, endpoints.adminBatchRoster, async (request) =>
    getRoster(app.db, staff(request), request.params.id),
  );
}
