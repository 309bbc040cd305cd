import { SIM_DEFAULTS } from '@contract/sim-trading.ts';
import { describe, expect, it } from 'vitest';
import { type ChallengeDay, type ChallengeRules, challengeLimits, evaluateChallenge } from './challenge.ts';

/** The default rules on ₹10,00,000: target ₹1,00,000, daily loss ₹50,000, total loss ₹1,00,000. */
const rules: ChallengeRules = { startingBalance: SIM_DEFAULTS.capitalPaise, ...SIM_DEFAULTS.challenge };
const START = SIM_DEFAULTS.capitalPaise;
const RUPEE = 100;

/** Days from closing equities in rupees relative to the start; every day traded unless listed. */
function days(changesInRupees: number[], untraded: number[] = []): ChallengeDay[] {
  return changesInRupees.map((change, index) => ({
    date: `2026-03-${String(index + 2).padStart(2, '0')}`,
    closingEquity: START + change * RUPEE,
    traded: !untraded.includes(index),
  }));
}

describe('evaluateChallenge', () => {
  it('is active with no days and while no rule has been met or broken', () => {
    expect(evaluateChallenge(rules, [])).toBe('active');
    expect(evaluateChallenge(rules, days([1_000, -20_000, 5_000]))).toBe('active');
  });

  it('fails on the day one close falls more than 5 % of the start below the previous close, and not the day before', () => {
    const history = days([40_000, 30_000, -20_001]); // day 3 loses ₹50,001 from ₹10,30,000
    expect(evaluateChallenge(rules, history.slice(0, 2))).toBe('active');
    expect(evaluateChallenge(rules, history)).toEqual({
      status: 'failed',
      rule: 'max_daily_loss',
      step: 2,
      date: '2026-03-04',
    });
  });

  it('does not fail when a day loses exactly 5 % of the start', () => {
    expect(evaluateChallenge(rules, days([40_000, 30_000, -20_000]))).toBe('active');
  });

  it('measures the first day from the starting balance', () => {
    expect(evaluateChallenge(rules, days([-50_000]))).toBe('active');
    expect(evaluateChallenge(rules, days([-50_001]))).toMatchObject({
      status: 'failed',
      rule: 'max_daily_loss',
    });
  });

  it('measures the daily loss from the previous close, not from the start (5 % of the start, not of the day)', () => {
    // From ₹10,90,000 down to ₹10,39,999 is a loss of ₹50,001, while still above the start.
    expect(evaluateChallenge(rules, days([90_000, 39_999], [0, 1]))).toMatchObject({
      status: 'failed',
      rule: 'max_daily_loss',
      step: 1,
    });
  });

  it('fails on the day equity ends more than 10 % below the start, even through small daily losses', () => {
    const history = days([-40_000, -80_000, -100_000, -100_001]);
    expect(evaluateChallenge(rules, history.slice(0, 3))).toBe('active');
    expect(evaluateChallenge(rules, history)).toEqual({
      status: 'failed',
      rule: 'max_total_loss',
      step: 3,
      date: '2026-03-05',
    });
  });

  it('names the daily loss when one day breaks both loss rules', () => {
    expect(evaluateChallenge(rules, days([-40_000, -100_001]))).toMatchObject({
      status: 'failed',
      rule: 'max_daily_loss',
      step: 1,
    });
  });

  it('passes on the day profit reaches exactly 10 % with four trading days', () => {
    const history = days([10_000, 20_000, 50_000, 100_000]);
    expect(evaluateChallenge(rules, history.slice(0, 3))).toBe('active');
    expect(evaluateChallenge(rules, history)).toEqual({ status: 'passed', step: 3, date: '2026-03-05' });
  });

  it('does not pass one paisa short of the target', () => {
    const history = days([10_000, 20_000, 50_000, 100_000]);
    history[3]!.closingEquity -= 1;
    expect(evaluateChallenge(rules, history)).toBe('active');
  });

  it('stays active when the target is met before the minimum trading days, and passes on the fourth', () => {
    const early = days([110_000, 110_000, 110_000]);
    expect(evaluateChallenge(rules, early)).toBe('active');
    expect(evaluateChallenge(rules, days([110_000, 110_000, 110_000, 110_000]))).toMatchObject({
      status: 'passed',
      step: 3,
    });
  });

  it('counts only days with a trade towards the minimum', () => {
    const history = days([110_000, 110_000, 110_000, 110_000, 110_000], [1, 2]);
    expect(evaluateChallenge(rules, history.slice(0, 4))).toBe('active');
    expect(evaluateChallenge(rules, [...history, ...days([110_000])])).toMatchObject({
      status: 'passed',
      step: 5,
    });
  });

  it('keeps the first verdict whatever the later days hold', () => {
    const history = [...days([-40_000, -80_000, -100_001]), ...days([200_000, 200_000, 200_000, 200_000])];
    expect(evaluateChallenge(rules, history)).toMatchObject({
      status: 'failed',
      rule: 'max_total_loss',
      step: 2,
    });
  });

  it('compares exactly when the limit is a fraction of a paisa', () => {
    // 5 % of 3 paise is 0.15 paise: losing 1 paisa in a day breaks it.
    const tiny: ChallengeRules = { ...rules, startingBalance: 3 };
    expect(evaluateChallenge(tiny, [{ date: '2026-03-02', closingEquity: 3, traded: true }])).toBe('active');
    expect(evaluateChallenge(tiny, [{ date: '2026-03-02', closingEquity: 2, traded: true }])).toMatchObject({
      status: 'failed',
      rule: 'max_daily_loss',
    });
  });

  it('refuses rules that make no sense', () => {
    expect(() => evaluateChallenge({ ...rules, startingBalance: 0 }, [])).toThrow(RangeError);
    expect(() => evaluateChallenge({ ...rules, maxDailyLossBasisPoints: 0 }, [])).toThrow(RangeError);
    expect(() => evaluateChallenge({ ...rules, maxTotalLossBasisPoints: 10_001 }, [])).toThrow(RangeError);
    expect(() => evaluateChallenge({ ...rules, minTradingDays: 1.5 }, [])).toThrow(RangeError);
  });
});

describe('challengeLimits', () => {
  it('gives the default limits on ₹10,00,000 in paise', () => {
    expect(challengeLimits(rules)).toEqual({
      profitTarget: 10_000_000,
      maxDailyLoss: 5_000_000,
      maxTotalLoss: 10_000_000,
    });
  });
  it('rounds the target up and the loss limits down for display', () => {
    expect(challengeLimits({ ...rules, startingBalance: 3 })).toEqual({
      profitTarget: 1,
      maxDailyLoss: 0,
      maxTotalLoss: 0,
    });
  });
});
