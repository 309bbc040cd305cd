import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { listRoute } from '../http/list-query.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { listPaymentsForAdmin } from './lists.ts';
import { presentAdminPayment } from './presenter.ts';
import { refundPayment } from './refunds.ts';
import { requirePayments } from './settings.ts';

/** The admin's payments (ADR 029): the list, and refunds. 404 without the Razorpay settings. */
export default async function paymentAdminRoutes(app: App) {
  app.addHook('onRequest', async () => {
    requirePayments(app.config);
  });

  // Search: learner name or e-mail, Razorpay order or payment id, invoice or credit note number.
  listRoute(app, endpoints.adminPaymentAll, listPaymentsForAdmin, presentAdminPayment);

  route(app, endpoints.adminPaymentRefund, async (request) => {
    requirePayments(app.config);
    const row = await refundPayment(
      app.db,
      app.razorpay!,
      app.config,
      requireSession(request).user,
      request.params.id,
      request.body,
      request.log,
    );
    app.mailOutbox.kick();
    return presentAdminPayment(row);
  });
}
