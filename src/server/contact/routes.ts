import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import { route } from '../http/endpoint.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { submitContactMessage } from './messages.ts';

export default async function contactRoutes(app: App) {
  route(app, endpoints.contactSubmit, async (request) => {
    await consumeRateLimit(app.db, `contact:ip:${clientKey(request)}`, app.config.rateLimits.CONTACT_IP);
    await submitContactMessage(app.db, request.body, app.config.supportEmail);
    app.mailOutbox.kick();
    return { message: MESSAGES.contact.success };
  });
}
