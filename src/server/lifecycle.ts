/** How long a SIGTERM or Ctrl-C may take, the embedded database's stop included (ADR 042). */
export const SHUTDOWN_DEADLINE_MS = 15_000;
/**
 * The end of that deadline kept for stopping the embedded database at once when the rest of the
 * shutdown overran (pg_ctl's immediate stop takes well under a second).
 */
export const DATABASE_STOP_RESERVE_MS = 5_000;
