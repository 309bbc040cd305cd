import { describe, expect, it } from 'vitest';
import { percentOf } from '../courses/quiz-settings.ts';
import { scoreHundredths, shuffled } from './attempts.ts';
import { tickerNearPrice } from './question-banks.ts';

/** n single-choice questions whose correct option is 'r<i>'. */
function quiz(n: number) {
  const drawn = Array.from({ length: n }, (_, i) => ({ question_id: `q${i}` }));
  const graded = new Map(
    drawn.map(({ question_id }, i) => [question_id, { id: question_id, correct: new Set([`r${i}`]) }]),
  );
  return { drawn, graded };
}

describe('scoreHundredths', () => {
  it('scores 70 right, 20 wrong and 10 blank at −0.25 as exactly 65 (6500 hundredths)', () => {
    const { drawn, graded } = quiz(100);
    const answers = new Map<string, string[]>();
    for (let i = 0; i < 90; i += 1) answers.set(`q${i}`, [i < 70 ? `r${i}` : 'wrong']);
    expect(scoreHundredths(drawn, graded, answers, 25)).toEqual({ score: 6500, right: 70, wrong: 20 });
    expect(percentOf(6500, 100)).toBe(65);
  });

  it('needs exactly the correct set on a multiple-choice question; an empty answer is blank', () => {
    const drawn = [{ question_id: 'a' }, { question_id: 'b' }, { question_id: 'c' }, { question_id: 'd' }];
    const graded = new Map(
      drawn.map(({ question_id }) => [question_id, { id: question_id, correct: new Set(['1', '3']) }]),
    );
    const answers = new Map([
      ['a', ['3', '1']],
      ['b', ['1']],
      ['c', ['1', '2', '3']],
      ['d', []],
    ]);
    expect(scoreHundredths(drawn, graded, answers, 33)).toEqual({ score: 100 - 66, right: 1, wrong: 2 });
  });

  it('has no float drift where floats would: 3 wrong at −0.1 is −0.3, not −0.30000000000000004', () => {
    const { drawn, graded } = quiz(3);
    const answers = new Map(drawn.map(({ question_id }) => [question_id, ['wrong']]));
    const { score } = scoreHundredths(drawn, graded, answers, 10);
    expect(score).toBe(-30);
    expect(score / 100).toBe(-0.3);
  });

  it('counts a question deleted since the draw as blank', () => {
    const { drawn, graded } = quiz(2);
    graded.delete('q1');
    expect(
      scoreHundredths(
        drawn,
        graded,
        new Map([
          ['q0', ['r0']],
          ['q1', ['x']],
        ]),
        25,
      ).score,
    ).toBe(100);
  });
});

describe('shuffled', () => {
  it('keeps every item and leaves the input alone', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });
});

describe('tickerNearPrice (the SEBI 30-day check)', () => {
  it.each([
    ['RELIANCE closed at ₹2,450 on Friday.', 'RELIANCE'],
    ['If INFY trades at Rs. 1500, what is the intrinsic value?', 'INFY'],
    ['TCS 3,890.50 call option premium', 'TCS'],
  ])('flags %s', (text, symbol) => {
    expect(tickerNearPrice(text)).toBe(symbol);
  });

  it.each([
    'The NISM Series VIII exam has 100 questions.',
    'A NIFTY call with strike 18000 expires on Thursday.',
    'SEBI registered the intermediary in 2019.',
    'What does OTM mean for a call option?',
    'Reliance closed at ₹2,450.',
  ])('lets %s through', (text) => {
    expect(tickerNearPrice(text)).toBeUndefined();
  });
});
