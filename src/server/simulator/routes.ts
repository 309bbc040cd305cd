import { endpoints } from '@contract/endpoints.ts';
import type { FastifyRequest } from 'fastify';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { requireSimulatorAccess } from './access.ts';
import { simAccountRoutes } from './account-routes.ts';
import { findOwnAccount } from './accounts.ts';
import { earlierDate } from './days.ts';
import { leaderboardRoutes } from './leaderboard-routes.ts';
import { listVisibleBars, searchInstruments } from './market-data.ts';
import { latestVisibleDate } from './market-dates.ts';

/**
 * The learner's simulator, /api/sim/* (docs/product.md §14.3). One gate for the subtree: 401 without a
 * session, 403 without access (simulator-access.ts), both before the request is read further.
 */
export default async function simulatorRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    await requireSimulatorAccess(app.db, requireSession(request).user);
  });

  /** The last date learners may see now: today (IST) minus MARKET_DATA_LAG_DAYS. */
  const cutoff = () => latestVisibleDate(app.config.marketDataLagDays, app.now());

  route(app, endpoints.simInstruments, async (request) => searchInstruments(app.db, request.query.q));

  route(app, endpoints.simBars, async (request) => {
    const { account_id: accountId, ...range } = request.query;
    let upTo = cutoff();
    if (accountId !== undefined) {
      // An account sees no bar after its sim_date: no peeking ahead of the replay.
      const account = await findOwnAccount(app.db, requireSession(request).user, accountId);
      upTo = earlierDate(account.simDate, upTo);
    }
    return listVisibleBars(app.db, request.params.symbol, range, upTo);
  });

  simAccountRoutes(app, cutoff);
  leaderboardRoutes(app, cutoff);
}
