import type { App } from '../types.ts';
import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import contactRoutes from './contact/index.ts';
import courseRoutes from './courses/index.ts';
import healthRoutes from './health/index.ts';
import marketingRoutes from './marketing/index.ts';
import mediaDeliveryRoutes from './media/index.ts';
import profileRoutes from './profile/index.ts';
import { programRoutes, serviceRoutes } from './programs/index.ts';
import subscriptionRoutes from './subscriptions/index.ts';

/** Everything under /api. Each resource is its own encapsulated plugin. */
export default async function apiRoutes(app: App) {
  await app.register(healthRoutes);
  await app.register(programRoutes);
  await app.register(serviceRoutes);
  await app.register(contactRoutes);
  await app.register(marketingRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(subscriptionRoutes);
  await app.register(courseRoutes);
  await app.register(mediaDeliveryRoutes);
  await app.register(adminRoutes);
}
