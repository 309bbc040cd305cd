import { rupeesToPaise } from '@contract/money.ts';
import type { SimAccount } from '@contract/sim-account.ts';

type Challenge = NonNullable<SimAccount['challenge']>;

/** One rule's progress bar: how far along it is, in whole percent (0–100), and what it says. */
export interface RuleProgress {
  key: 'profit' | 'daily_loss' | 'total_loss' | 'trading_days';
  label: string;
  /** 0–100, floored: a bar never looks fuller than it is. */
  percent: number;
  /** The amounts in words: "₹12,000.00 of ₹1,00,000.00". */
  amounts: { value: string; limit: string } | { days: number; minimum: number };
  /** A loss bar reads as a warning; the profit and days bars as progress. */
  tone: 'progress' | 'risk';
}

function share(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor((part * 100) / whole)));
}

/**
 * The four rules of a challenge as progress (docs/product.md §14.7): profit towards the target, the worst
 * daily loss and the total loss towards their limits, and trading days towards the minimum. Shares are
 * computed from whole paise; a profit below zero shows as no progress.
 */
export function challengeProgress(challenge: Challenge): RuleProgress[] {
  const profit = rupeesToPaise(challenge.profit);
  const target = rupeesToPaise(challenge.profit_target);
  const worstDaily = rupeesToPaise(challenge.worst_daily_loss);
  const dailyLimit = rupeesToPaise(challenge.max_daily_loss);
  const totalLoss = rupeesToPaise(challenge.total_loss);
  const totalLimit = rupeesToPaise(challenge.max_total_loss);
  const minimum = challenge.rules.min_trading_days;
  return [
    {
      key: 'profit',
      label: `Profit target (${challenge.rules.profit_target_percent} %)`,
      percent: share(profit, target),
      amounts: { value: challenge.profit, limit: challenge.profit_target },
      tone: 'progress',
    },
    {
      key: 'daily_loss',
      label: `Worst daily loss (limit ${challenge.rules.max_daily_loss_percent} %)`,
      percent: share(worstDaily, dailyLimit),
      amounts: { value: challenge.worst_daily_loss, limit: challenge.max_daily_loss },
      tone: 'risk',
    },
    {
      key: 'total_loss',
      label: `Total loss (limit ${challenge.rules.max_total_loss_percent} %)`,
      percent: share(totalLoss, totalLimit),
      amounts: { value: challenge.total_loss, limit: challenge.max_total_loss },
      tone: 'risk',
    },
    {
      key: 'trading_days',
      label: `Trading days (at least ${minimum})`,
      percent: minimum === 0 ? 100 : share(challenge.trading_days, minimum),
      amounts: { days: challenge.trading_days, minimum },
      tone: 'progress',
    },
  ];
}
