import { endpoints } from '@contract/endpoints.ts';
import { simLeaderboard } from '../../domain/sim-leaderboard.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { App } from '../../types.ts';
import { route } from '../endpoint.ts';

/** The challenge leaderboard (issue 14): behind the simulator's gate, registered by its plugin. */
export function leaderboardRoutes(app: App) {
  route(app, endpoints.simLeaderboard, async (request) =>
    simLeaderboard(app.db, requireSession(request).user, request.query.program),
  );
}
