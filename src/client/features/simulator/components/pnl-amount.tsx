import { formatRupeeText, signOfRupeeText } from '../money-text.ts';

/**
 * A profit or loss: green with a + for a gain, red with a − for a loss (the sign carries the meaning;
 * the colour only repeats it).
 */
export function PnlAmount({ value }: { value: string }) {
  const sign = signOfRupeeText(value);
  const text = formatRupeeText(value);
  return (
    <span className={sign > 0 ? 'text-success' : sign < 0 ? 'text-danger' : undefined}>
      {sign > 0 ? `+${text}` : text}
    </span>
  );
}
