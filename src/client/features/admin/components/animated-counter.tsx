import { useCountUp } from '../hooks/use-count-up.ts';

/**
 * A number counting up to `value` over 1.5 s (docs/product.md §2). Screen readers get the final value
 * at once: while counting, the moving digits are hidden from them and the final value is in a
 * visually hidden span; once done, one plain text remains.
 */
export function AnimatedCounter({ value, format }: { value: number; format: (value: number) => string }) {
  const shown = useCountUp(value);
  if (shown === value) return <span>{format(value)}</span>;
  return (
    <>
      <span aria-hidden="true">{format(shown)}</span>
      <span className="visually-hidden">{format(value)}</span>
    </>
  );
}
