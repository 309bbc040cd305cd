import { staffEndpointKeys } from '@contract/endpoint-schemas.ts';
import { API_BASE } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { FastifyRequest } from 'fastify';
import userRoutes from '../accounts/admin-routes.ts';
import analyticsRoutes from '../admin/analytics-routes.ts';
import programRoutes from '../catalogue/admin-routes.ts';
import certificateAdminRoutes from '../certificates/admin-routes.ts';
import moderationAdminRoutes from '../community/admin-routes.ts';
import contactRoutes from '../contact/admin-routes.ts';
import curriculumRoutes from '../courses/admin-routes.ts';
import evaluationAdminRoutes from '../evaluation/admin-routes.ts';
import journalAdminRoutes from '../journal/admin-routes.ts';
import leadAdminRoutes from '../leads/admin-routes.ts';
import legalAdminRoutes from '../legal/admin-routes.ts';
import batchAdminRoutes from '../live/batches-admin-routes.ts';
import recordingRoutes from '../live/recordings-routes.ts';
import liveSessionAdminRoutes from '../live/sessions-routes.ts';
import mediaRoutes from '../media/admin-routes.ts';
import imageUploadRoutes from '../media/image-routes.ts';
import mediaUploadRoutes from '../media/upload-routes.ts';
import paymentAdminRoutes from '../payments/admin-routes.ts';
import couponAdminRoutes from '../payments/coupons-admin-routes.ts';
import { requireSession } from '../plugins/auth.ts';
import breachAdminRoutes from '../privacy/breach-admin-routes.ts';
import grievanceAdminRoutes from '../privacy/grievance-admin-routes.ts';
import noticeAdminRoutes from '../privacy/notice-admin-routes.ts';
import bankRoutes from '../quizzes/admin-routes.ts';
import { DomainError } from '../shared/errors.ts';
import marketAdminRoutes from '../simulator/admin-routes.ts';
import subscriptionRoutes from '../subscriptions/admin-routes.ts';
import type { App } from '../types.ts';

/** The admin routes an instructor may call (`access: 'staff'`), as Fastify names them. */
const STAFF_ROUTES = new Set([...staffEndpointKeys()].map((key) => key.replace(' ', ` ${API_BASE}`)));

/** Whether the role may call this admin route: admins all of them, instructors the staff ones. */
function mayCall(request: FastifyRequest): boolean {
  const { role } = requireSession(request).user;
  if (role === 'admin') return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return role === 'instructor' && STAFF_ROUTES.has(`${method} ${request.routeOptions.url}`);
}

/**
 * Everything under /api/admin: one gate for the whole subtree, checked on the server for every
 * request: 401 without a valid session, 403 for a signed-in user who is not an admin, nor an
 * instructor on a route open to staff (docs/product.md §20.7; the live area then checks that the
 * batch is theirs).
 */
export default async function adminRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!mayCall(request)) throw new DomainError('forbidden', MESSAGES.admin.adminOnly);
  });
  await app.register(analyticsRoutes);
  await app.register(userRoutes);
  await app.register(programRoutes);
  await app.register(subscriptionRoutes);
  await app.register(batchAdminRoutes);
  await app.register(contactRoutes);
  await app.register(leadAdminRoutes);
  await app.register(legalAdminRoutes);
  await app.register(curriculumRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(imageUploadRoutes);
  await app.register(bankRoutes);
  await app.register(certificateAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(marketAdminRoutes);
  await app.register(grievanceAdminRoutes);
  await app.register(breachAdminRoutes);
  await app.register(noticeAdminRoutes);
  await app.register(recordingRoutes);
  await app.register(liveSessionAdminRoutes);
  await app.register(moderationAdminRoutes);
  await app.register(journalAdminRoutes);
  await app.register(evaluationAdminRoutes);
}
