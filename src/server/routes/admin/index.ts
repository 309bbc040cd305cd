import { MESSAGES } from '@contract/messages.ts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { App } from '../../types.ts';
import analyticsRoutes from './analytics.ts';
import bankRoutes from './banks.ts';
import certificateAdminRoutes from './certificates.ts';
import contactRoutes from './contacts.ts';
import couponAdminRoutes from './coupons.ts';
import curriculumRoutes from './curriculum.ts';
import marketAdminRoutes from './market.ts';
import mediaRoutes from './media.ts';
import mediaUploadRoutes from './media-uploads.ts';
import paymentAdminRoutes from './payments.ts';
import programRoutes from './programs.ts';
import subscriptionRoutes from './subscriptions.ts';
import userRoutes from './users.ts';

/**
 * Everything under /api/admin: one gate for the whole subtree, checked on the server for every
 * request: 401 without a valid session, 403 for a signed-in user who is not an admin.
 */
export default async function adminRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (requireSession(request).user.role !== 'admin')
      throw new DomainError('forbidden', MESSAGES.admin.adminOnly);
  });
  await app.register(analyticsRoutes);
  await app.register(userRoutes);
  await app.register(programRoutes);
  await app.register(subscriptionRoutes);
  await app.register(contactRoutes);
  await app.register(curriculumRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(bankRoutes);
  await app.register(certificateAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(marketAdminRoutes);
}
