import fastifyCompress from '@fastify/compress';
import type { App } from '../types.ts';
import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import certificateRoutes from './certificates/index.ts';
import contactRoutes from './contact/index.ts';
import courseRoutes from './courses/index.ts';
import healthRoutes from './health/index.ts';
import invoiceRoutes from './invoices/index.ts';
import marketingRoutes from './marketing/index.ts';
import mediaDeliveryRoutes from './media/index.ts';
import paymentRoutes, { paymentWebhookRoutes } from './payments/index.ts';
import profileRoutes from './profile/index.ts';
import { programRoutes, serviceRoutes } from './programs/index.ts';
import quizRoutes from './quizzes/index.ts';
import simulatorRoutes from './simulator/index.ts';
import subscriptionRoutes from './subscriptions/index.ts';

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
  await app.register(async (compressed: App) => {
    await compressed.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Answers only: a compressed request body could expand far past the body limit.
      globalDecompression: false,
    });
    await compressed.register(contactRoutes);
    await compressed.register(marketingRoutes);
    await compressed.register(authRoutes);
    await compressed.register(profileRoutes);
    await compressed.register(subscriptionRoutes);
    await compressed.register(courseRoutes);
    await compressed.register(quizRoutes);
    await compressed.register(certificateRoutes);
    await compressed.register(invoiceRoutes);
    await compressed.register(paymentRoutes);
    await compressed.register(simulatorRoutes);
    await compressed.register(adminRoutes);
  });
}
