import { endpoints } from '@contract/endpoints.ts';
import { route } from '../http/endpoint.ts';
import { requireSession } from '../plugins/auth.ts';
import type { App } from '../types.ts';
import { getSimAccount } from './accounts.ts';
import { setLeaderboardName, simLeaderboard } from './leaderboard.ts';

/** The challenge leaderboard and its names (docs/product.md §14.8, ADR 037), behind the simulator's gate. */
export function leaderboardRoutes(app: App, cutoff: () => string) {
  route(app, endpoints.simLeaderboard, async (request) =>
    simLeaderboard(app.db, requireSession(request).user, request.query.program),
  );

  route(app, endpoints.simAccountLeaderboardName, async (request) => {
    const { user } = requireSession(request);
    await setLeaderboardName(app.db, user, request.params.id, request.body.leaderboard_name);
    return getSimAccount(app.db, user, request.params.id, {
      cutoff: cutoff(),
      publicUrl: app.config.publicUrl,
    });
  });
}
