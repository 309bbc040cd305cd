/**
 * How many cases each route gets in the fuzz suites: FUZZ_RUNS when set (`npm run fuzz` sets
 * 1,000), else FUZZ_BUDGET cases (default 20,000, what 99 routes at 200 cases sent when the suite
 * was last timed) spread evenly over every route, at least 50 a route. `npm test`'s fuzzing time
 * then stays put as routes are added, while each run draws new cases (ADR 082).
 */
export function fuzzRunsPerRoute(routes: number, env: { FUZZ_RUNS?: string; FUZZ_BUDGET?: string }): number {
  if (env.FUZZ_RUNS) return Number(env.FUZZ_RUNS);
  const budget = Number(env.FUZZ_BUDGET || 20_000);
  return Math.max(50, Math.ceil(budget / Math.max(1, routes)));
}
