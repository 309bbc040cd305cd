import { formatCount } from '@client/lib/format.ts';
import { describe, expect, it } from 'vitest';
import { questionCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(100_000)).toBe('1,00,000');
    expect(formatCount(12_345_678)).toBe('1,23,45,678');
  });
});

describe('questionCount', () => {
  it('says question for one and questions for the rest, grouped', () => {
    expect(questionCount(1)).toBe('1 question');
    expect(questionCount(0)).toBe('0 questions');
    expect(questionCount(1200)).toBe('1,200 questions');
  });
});
