import fastifyCompress from '@fastify/compress';
import profileRoutes from '../accounts/profile-routes.ts';
import authRoutes from '../accounts/routes.ts';
import { programRoutes, serviceRoutes } from '../catalogue/routes.ts';
import certificateRoutes from '../certificates/routes.ts';
import communityImageRoutes from '../community/image-routes.ts';
import communityRoutes from '../community/routes.ts';
import contactRoutes from '../contact/routes.ts';
import courseRoutes from '../courses/routes.ts';
import evaluationPublicRoutes from '../evaluation/public-routes.ts';
import evaluationRoutes from '../evaluation/routes.ts';
import journalRoutes from '../journal/routes.ts';
import leadRoutes from '../leads/routes.ts';
import legalRoutes from '../legal/routes.ts';
import batchRoutes from '../live/batches-routes.ts';
import calendarRoutes from '../live/calendar-routes.ts';
import liveJoinRoutes from '../live/join-routes.ts';
import mediaDeliveryRoutes from '../media/routes.ts';
import notificationRoutes from '../notifications/routes.ts';
import invoiceRoutes from '../payments/invoice-routes.ts';
import paymentRoutes, { paymentWebhookRoutes } from '../payments/routes.ts';
import consentRoutes from '../privacy/consent-routes.ts';
import privacyRightsRoutes from '../privacy/rights-routes.ts';
import quizRoutes from '../quizzes/routes.ts';
import simulatorPublicRoutes from '../simulator/public-routes.ts';
import simulatorRoutes from '../simulator/routes.ts';
import subscriptionRoutes from '../subscriptions/routes.ts';
import type { App } from '../types.ts';
import adminRoutes from './admin-routes.ts';
import healthRoutes from './health-routes.ts';

/** JSON answers below this size gain less from compression than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Everything under /api. Each resource is its own encapsulated plugin. */
export default async function apiRoutes(app: App) {
  await app.register(healthRoutes);
  // The catalogue sends bytes it compressed once per change (ADR 018): outside the compressor.
  await app.register(programRoutes);
  await app.register(serviceRoutes);
  // Video segments and files are sent as stored: compressing them again gains nothing.
  await app.register(mediaDeliveryRoutes);
  // Razorpay's webhook reads its body as raw bytes (the signature is over them): not compressed.
  await app.register(paymentWebhookRoutes);
  // A post's picture is multipart, in its own scope with its own cap (docs/product.md §22.5).
  await app.register(communityImageRoutes);
  await app.register(async (compressed: App) => {
    await compressed.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Answers only: a compressed request body could expand far past the body limit.
      globalDecompression: false,
    });
    await compressed.register(contactRoutes);
    await compressed.register(leadRoutes);
    await compressed.register(legalRoutes);
    await compressed.register(authRoutes);
    await compressed.register(profileRoutes);
    await compressed.register(consentRoutes);
    await compressed.register(subscriptionRoutes);
    await compressed.register(batchRoutes);
    await compressed.register(courseRoutes);
    await compressed.register(quizRoutes);
    await compressed.register(certificateRoutes);
    await compressed.register(communityRoutes);
    await compressed.register(invoiceRoutes);
    await compressed.register(paymentRoutes);
    await compressed.register(simulatorRoutes);
    await compressed.register(simulatorPublicRoutes);
    await compressed.register(privacyRightsRoutes);
    await compressed.register(calendarRoutes);
    await compressed.register(liveJoinRoutes);
    await compressed.register(notificationRoutes);
    await compressed.register(journalRoutes);
    await compressed.register(evaluationPublicRoutes);
    await compressed.register(evaluationRoutes);
    await compressed.register(adminRoutes);
  });
}
