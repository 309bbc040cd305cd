import { endpoints } from '@contract/endpoints.ts';
import { issueChallengeCertificate } from '../certificates/index.ts';
import { issueEvaluationIfPassed } from '../evaluation/index.ts';
import { route } from '../http/endpoint.ts';
import { recordClosedTrades } from '../journal/index.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { createSimAccount, getSimAccount, listSimAccounts, listSimEquity, simOverview } from './accounts.ts';
import { cancelSimOrder, listSimOrders, placeSimOrder } from './orders.ts';
import { stepSimAccount } from './step.ts';

/**
 * The learner's simulator accounts and orders (docs/product.md §14.3, ADR 035), registered inside the
 * /api/sim subtree, behind its gate. Handlers stay thin: the domain modules do the work.
 */
export function simAccountRoutes(app: App, cutoff: () => string) {
  const context = () => ({
    cutoff: cutoff(),
    publicUrl: app.config.publicUrl,
    drawBlind: app.drawBlindTerms,
  });

  route(app, endpoints.simOverview, async (request) =>
    simOverview(app.db, requireSession(request).user, {
      ...context(),
      lagDays: app.config.marketDataLagDays,
    }),
  );

  route(app, endpoints.simAccountCreate, async (request) => {
    const account = await createSimAccount(app.db, requireSession(request).user, request.body, context());
    return account;
  });

  route(app, endpoints.simAccountAll, async (request) =>
    listSimAccounts(app.db, requireSession(request).user),
  );

  route(app, endpoints.simAccount, async (request) =>
    getSimAccount(app.db, requireSession(request).user, request.params.id, context()),
  );

  route(app, endpoints.simAccountStep, async (request) => {
    const issuer = { signer: await app.certificateSigner(), publicUrl: app.config.publicUrl };
    return stepSimAccount(app.db, requireSession(request).user, request.params.id, request.body, {
      ...context(),
      issueCertificate: (tx, input) => issueChallengeCertificate(tx, issuer, input),
      recordClosedTrades,
      checkEvaluation: (tx, learner) =>
        issueEvaluationIfPassed(tx, issuer, learner.userId, learner.programId),
    });
  });

  route(app, endpoints.simAccountEquity, async (request) =>
    listSimEquity(app.db, requireSession(request).user, request.params.id),
  );

  route(app, endpoints.simOrderPlace, async (request) => {
    const order = await placeSimOrder(app.db, requireSession(request).user, request.body, context());
    return order;
  });

  route(app, endpoints.simOrderCancel, async (request) =>
    cancelSimOrder(app.db, requireSession(request).user, request.params.id),
  );

  route(app, endpoints.simOrderAll, async (request) =>
    listSimOrders(app.db, requireSession(request).user, request.query),
  );
}
