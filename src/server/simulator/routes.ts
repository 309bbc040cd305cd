import { endpoints } from '@contract/endpoints.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { FastifyRequest } from 'fastify';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import { DomainError } from '../shared/errors.ts';
import type { App } from '../types.ts';
import { requireSimulatorAccess } from './access.ts';
import { simAccountRoutes } from './account-routes.ts';
import { findOwnAccount } from './accounts.ts';
import { blindTerms, realSymbol, searchAliases, showBars } from './blind-lens.ts';
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

  route(app, endpoints.simInstruments, async (request) => {
    const { q, account_id: accountId } = request.query;
    if (accountId !== undefined) {
      const account = await findOwnAccount(app.db, requireSession(request).user, accountId);
      // A running blind challenge lists aliases only (docs/product.md §24).
      if (blindTerms(account) !== null) return searchAliases(app.db, account, q ?? '');
    }
    return searchInstruments(app.db, q);
  });

  route(app, endpoints.simBars, async (request) => {
    const { account_id: accountId, ...range } = request.query;
    if (accountId === undefined) return listVisibleBars(app.db, request.params.symbol, range, cutoff());
    // An account sees no bar after its sim_date: no peeking ahead of the replay.
    const account = await findOwnAccount(app.db, requireSession(request).user, accountId);
    const upTo = earlierDate(account.simDate, cutoff());
    if (blindTerms(account) === null) return listVisibleBars(app.db, request.params.symbol, range, upTo);
    // A blind challenge asks by alias, without dates (it has none to give): a year up to its day.
    if (range.from !== undefined || range.to !== undefined) {
      throw new DomainError('invalid', MESSAGES.simulator.blindRange);
    }
    const symbol = await realSymbol(app.db, account, request.params.symbol);
    return showBars(app.db, account, await listVisibleBars(app.db, symbol, {}, upTo));
  });

  simAccountRoutes(app, cutoff);
  leaderboardRoutes(app, cutoff);
}
