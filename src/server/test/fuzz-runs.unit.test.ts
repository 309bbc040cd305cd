import { describe, expect, it } from 'vitest';
import { fuzzRunsPerRoute } from './fuzz-runs.ts';

describe('the fuzz cases per route', () => {
  it('spreads 20,000 cases over the routes, so more routes do not make npm test slower', () => {
    expect(fuzzRunsPerRoute(100, {})).toBe(200);
    expect(fuzzRunsPerRoute(176, {})).toBe(114);
    expect(fuzzRunsPerRoute(176, {}) * 176).toBeLessThan(20_000 + 176);
  });

  it('never drops below 50 cases a route', () => {
    expect(fuzzRunsPerRoute(1_000, {})).toBe(50);
  });

  it('takes FUZZ_RUNS as the cases per route, and FUZZ_BUDGET as the total, when set', () => {
    expect(fuzzRunsPerRoute(176, { FUZZ_RUNS: '1000' })).toBe(1000);
    expect(fuzzRunsPerRoute(100, { FUZZ_BUDGET: '5000' })).toBe(50);
    expect(fuzzRunsPerRoute(10, { FUZZ_BUDGET: '5000' })).toBe(500);
  });
});
