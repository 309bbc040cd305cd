const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping, as the amounts have: 100000 → '1,00,000'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}
