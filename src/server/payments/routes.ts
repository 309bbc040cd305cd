import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { clientKey, consumeRateLimit } from '../shared/rate-limits.ts';
import type { App } from '../types.ts';
import { findPaymentWithDocuments, listOwnPayments } from './lists.ts';
import { createPaymentOrder } from './orders.ts';
import { presentPayment } from './presenter.ts';
import { quotePayment } from './quote.ts';
import { requirePayments } from './settings.ts';
import { verifyCheckoutPayment, verifyMessage } from './verify.ts';
import { handleWebhook } from './webhooks.ts';

/** A webhook body is a few kilobytes of JSON; anything much larger is not Razorpay's. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The Razorpay client, which exists exactly when config.payments does. */
function razorpayOf(app: App) {
  requirePayments(app.config);
  if (!app.razorpay) throw new Error('online payment is configured without a Razorpay client');
  return app.razorpay;
}

/**
 * The learner's payment routes (ADR 029). Config is public; without the Razorpay settings every
 * other route answers 404 (before asking for a session: the feature is simply not there).
 */
export default async function paymentRoutes(app: App) {
  route(app, endpoints.paymentConfig, async () => {
    const payments = app.config.payments;
    return payments
      ? {
          enabled: true,
          key_id: payments.keyId,
          checkout_url: payments.checkoutUrl,
          business_state_code: payments.business.stateCode,
        }
      : { enabled: false, key_id: null, checkout_url: null, business_state_code: null };
  });

  await app.register(async (learner: App) => {
    learner.addHook('onRequest', async () => {
      requirePayments(learner.config);
    });
    learner.addHook('onRequest', learner.authenticate);

    // Per client address and per learner (ADR 055): a quote answers whether a coupon code exists.
    const limits = learner.config.rateLimits;
    route(learner, endpoints.paymentQuote, async (request) => {
      const { user } = requireSession(request);
      await consumeRateLimit(learner.db, `quote:ip:${clientKey(request)}`, limits.QUOTE_IP);
      await consumeRateLimit(learner.db, `quote:learner:${user.id}`, limits.QUOTE_LEARNER);
      return quotePayment(learner.db, learner.config, user, request.body);
    });

    route(learner, endpoints.paymentOrder, async (request) => {
      const { user } = requireSession(request);
      await consumeRateLimit(learner.db, `order:ip:${clientKey(request)}`, limits.ORDER_IP);
      await consumeRateLimit(learner.db, `order:learner:${user.id}`, limits.ORDER_LEARNER);
      return createPaymentOrder(learner.db, razorpayOf(learner), learner.config, user, request.body);
    });

    route(learner, endpoints.paymentVerify, async (request) => {
      const payment = await verifyCheckoutPayment(
        learner.db,
        razorpayOf(learner),
        learner.config,
        requireSession(request).user,
        request.body,
        request.log,
      );
      learner.mailOutbox.kick();
      const row = (await findPaymentWithDocuments(learner.db, payment.id))!;
      return { message: verifyMessage(row.payment), payment: presentPayment(row) };
    });

    route(learner, endpoints.paymentAll, async (request) => {
      const rows = await listOwnPayments(learner.db, requireSession(request).user.id);
      return rows.map(presentPayment);
    });
  });
}

/**
 * POST /api/payment/webhook, in its own plugin: the signature is over the exact bytes Razorpay
 * sent, so JSON bodies reach the handler as a Buffer (small limit, no session, not compressed).
 * Razorpay retries any answer but a 2xx for 24 hours, so only a bad request is refused.
 */
export async function paymentWebhookRoutes(app: App) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  route(app, endpoints.paymentWebhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await handleWebhook(app.db, razorpayOf(app), app.config, raw, request.headers, request.log);
    app.mailOutbox.kick();
    return { status: 'ok' as const };
  });
}
