import { ContactSubmitSchema } from '@contract/contact.ts';
import { ErrorSchema, MessageSchema } from '@contract/fields.ts';
import { MESSAGES } from '@contract/messages.ts';
import { submitContactMessage } from '../../domain/contact.ts';
import { clientKey, consumeRateLimit } from '../../domain/rate-limits.ts';
import type { App } from '../../types.ts';

export default async function contactRoutes(app: App) {
  app.post(
    '/contact/submit',
    {
      schema: {
        body: ContactSubmitSchema,
        response: { 201: MessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `contact:ip:${clientKey(request)}`, app.config.rateLimits.CONTACT_IP);
      await submitContactMessage(app.db, request.body, app.config.supportEmail);
      app.mailOutbox.kick();
      return reply.status(201).send({ message: MESSAGES.contact.success });
    },
  );
}
