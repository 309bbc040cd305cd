import { formatCount } from '@client/lib/format.ts';

/** A number of questions in words: '1 question', '1,200 questions'. */
export function questionCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'question' : 'questions'}`;
}
