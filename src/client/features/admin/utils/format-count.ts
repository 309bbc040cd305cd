const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping, as the amounts have: 100000 → '1,00,000'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A number of questions in words: '1 question', '1,200 questions'. */
export function questionCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'question' : 'questions'}`;
}
