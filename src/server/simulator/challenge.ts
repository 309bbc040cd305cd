import type { SimChallengeBreach } from '@contract/sim-trading.ts';

/**
 * The challenge evaluation after FTMO's (docs/product.md §14.7, ADR 034). Every percentage is of the starting
 * balance and given in whole basis points (1000 = 10 %), so every comparison is an integer one:
 * amount × 10,000 against balance × basis points, in BigInt. Pure: the step calls it with the
 * attempt's history and stores the verdict.
 */
export interface ChallengeRules {
  /** The account's starting balance in paise (> 0). */
  startingBalance: number;
  /** Pass once closing equity − start ≥ this share of the start. */
  profitTargetBasisPoints: number;
  /** Fail when one day's loss (previous close − this close) exceeds this share of the start. */
  maxDailyLossBasisPoints: number;
  /** Fail when start − closing equity exceeds this share of the start. */
  maxTotalLossBasisPoints: number;
  /** Passing also needs at least this many steps with a trade. */
  minTradingDays: number;
}

/** One step (trading day) of the attempt, in order. */
export interface ChallengeDay {
  /** YYYY-MM-DD, reported back with the verdict. */
  date: string;
  /** Equity in paise at that day's close, after the MIS square-off. */
  closingEquity: number;
  /** Whether at least one of the learner's orders filled that day. */
  traded: boolean;
}

/** The verdict; `step` is the index in the history of the day that ended the attempt. */
export type ChallengeResult =
  | 'active'
  | { status: 'passed'; step: number; date: string }
  | { status: 'failed'; rule: SimChallengeBreach; step: number; date: string };

/**
 * The first day, in order, that breaks a loss rule (failed) or meets the target with the minimum
 * trading days (passed); 'active' when none has. On each day the loss rules are checked before the
 * target, and a loss exactly at a limit is not a breach, while profit exactly at the target meets
 * it. The first day's daily loss is measured from the starting balance. Days after the verdict do
 * not change it.
 */
export function evaluateChallenge(rules: ChallengeRules, history: readonly ChallengeDay[]): ChallengeResult {
  assertRules(rules);
  const start = BigInt(rules.startingBalance);
  const share = (basisPoints: number) => start * BigInt(basisPoints);
  let previousClose = start;
  let tradingDays = 0;
  for (const [step, day] of history.entries()) {
    if (!Number.isSafeInteger(day.closingEquity))
      throw new RangeError(`not an equity in paise: ${day.closingEquity}`);
    const close = BigInt(day.closingEquity);
    if (day.traded) tradingDays += 1;
    if ((previousClose - close) * 10_000n > share(rules.maxDailyLossBasisPoints)) {
      return { status: 'failed', rule: 'max_daily_loss', step, date: day.date };
    }
    if ((start - close) * 10_000n > share(rules.maxTotalLossBasisPoints)) {
      return { status: 'failed', rule: 'max_total_loss', step, date: day.date };
    }
    if (
      (close - start) * 10_000n >= share(rules.profitTargetBasisPoints) &&
      tradingDays >= rules.minTradingDays
    ) {
      return { status: 'passed', step, date: day.date };
    }
    previousClose = close;
  }
  return 'active';
}

/**
 * The rules as amounts of paise for the challenge screen's progress bars: the target rounded up
 * and the loss limits rounded down to the paisa, so the display never promises a paisa the exact
 * rule does not give. Only for display: evaluateChallenge compares the exact fractions.
 */
export function challengeLimits(rules: ChallengeRules): {
  profitTarget: number;
  maxDailyLoss: number;
  maxTotalLoss: number;
} {
  assertRules(rules);
  const start = BigInt(rules.startingBalance);
  const down = (basisPoints: number) => Number((start * BigInt(basisPoints)) / 10_000n);
  const up = (basisPoints: number) => Number((start * BigInt(basisPoints) + 9_999n) / 10_000n);
  return {
    profitTarget: up(rules.profitTargetBasisPoints),
    maxDailyLoss: down(rules.maxDailyLossBasisPoints),
    maxTotalLoss: down(rules.maxTotalLossBasisPoints),
  };
}

function assertRules(rules: ChallengeRules): void {
  const whole = (value: number, min: number, max: number, what: string) => {
    if (!Number.isSafeInteger(value) || value < min || value > max)
      throw new RangeError(`${what} is not valid: ${value}`);
  };
  whole(rules.startingBalance, 1, Number.MAX_SAFE_INTEGER, 'starting balance');
  whole(rules.profitTargetBasisPoints, 1, 1_000_000, 'profit target');
  whole(rules.maxDailyLossBasisPoints, 1, 10_000, 'maximum daily loss');
  whole(rules.maxTotalLossBasisPoints, 1, 10_000, 'maximum total loss');
  whole(rules.minTradingDays, 0, 10_000, 'minimum trading days');
}
