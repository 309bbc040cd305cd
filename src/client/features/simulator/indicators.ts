/**
 * The chart's indicators, computed in the browser from the closes it already has. They are for
 * drawing only (ADR 033 keeps every amount exact; a moving average on a chart is not an amount), so
 * they work on numbers. Each returns one value per input, null until enough closes have come in.
 */

/** Simple moving average over `period` closes: the mean of the last `period` values. */
export function sma(values: readonly number[], period: number): (number | null)[] {
  assertPeriod(period);
  const result: (number | null)[] = [];
  let sum = 0;
  values.forEach((value, index) => {
    sum += value;
    if (index >= period) sum -= values[index - period] ?? 0;
    result.push(index >= period - 1 ? sum / period : null);
  });
  return result;
}

/**
 * Exponential moving average, seeded with the SMA of the first `period` values (the usual
 * convention), then value × k + previous × (1 − k) with k = 2 / (period + 1).
 */
export function ema(values: readonly number[], period: number): (number | null)[] {
  assertPeriod(period);
  const k = 2 / (period + 1);
  const result: (number | null)[] = [];
  let previous: number | null = null;
  let seed = 0;
  values.forEach((value, index) => {
    if (index < period - 1) {
      seed += value;
      result.push(null);
      return;
    }
    if (previous === null) {
      previous = (seed + value) / period;
    } else {
      previous = value * k + previous * (1 - k);
    }
    result.push(previous);
  });
  return result;
}

/**
 * Wilder's relative strength index: the first average gain and loss are the plain means of the
 * first `period` changes, later ones are smoothed as (previous × (period − 1) + current) / period;
 * RSI = 100 − 100 / (1 + gain / loss), and 100 when there was no loss at all.
 */
export function rsi(values: readonly number[], period: number): (number | null)[] {
  assertPeriod(period);
  const result: (number | null)[] = values.length > 0 ? [null] : [];
  let averageGain = 0;
  let averageLoss = 0;
  for (let index = 1; index < values.length; index += 1) {
    const change = (values[index] ?? 0) - (values[index - 1] ?? 0);
    const gain = Math.max(change, 0);
    const loss = Math.max(-change, 0);
    if (index < period) {
      averageGain += gain;
      averageLoss += loss;
      result.push(null);
      continue;
    }
    if (index === period) {
      averageGain = (averageGain + gain) / period;
      averageLoss = (averageLoss + loss) / period;
    } else {
      averageGain = (averageGain * (period - 1) + gain) / period;
      averageLoss = (averageLoss * (period - 1) + loss) / period;
    }
    result.push(averageLoss === 0 ? 100 : 100 - 100 / (1 + averageGain / averageLoss));
  }
  return result;
}

function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`not a period: ${period}`);
}
