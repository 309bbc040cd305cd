import type { LearnerQuiz } from '@contract/quiz.ts';
import { describe, expect, it } from 'vitest';
import { attemptsLeft, formatMarks, quizSettingsInWords } from './quiz-words.ts';

const nism: LearnerQuiz = {
  questions: 100,
  time_limit_minutes: 120,
  pass_percent: 60,
  negative_mark: 0.25,
  attempts_allowed: 3,
  show_answers: true,
  required: true,
  attempts_used: 1,
  best_score: 65,
  best_percent: 65,
  passed: true,
  open_attempt_id: null,
};

describe('quiz words', () => {
  it('says the NISM mock settings in words, with the attempts and the best result', () => {
    expect(quizSettingsInWords(nism)).toEqual([
      '100 questions',
      '120 minutes',
      'Pass mark 60 %',
      '\u22120.25 per wrong answer',
      'Attempts used: 1 of 3',
      'Best result: 65 of 100 (65 %)',
    ]);
  });

  it('says when nothing is taken off and there is no attempt limit', () => {
    const lines = quizSettingsInWords({
      ...nism,
      questions: 1,
      time_limit_minutes: 1,
      negative_mark: 0,
      attempts_allowed: null,
      best_score: null,
      best_percent: null,
    });
    expect(lines).toEqual([
      '1 question',
      '1 minute',
      'Pass mark 60 %',
      'No marks taken off for a wrong answer',
      'Attempts used: 1 (no limit)',
    ]);
  });

  it('counts the attempts left', () => {
    expect(attemptsLeft(nism)).toBe(2);
    expect(attemptsLeft({ attempts_allowed: 2, attempts_used: 2 })).toBe(0);
    expect(attemptsLeft({ attempts_allowed: null, attempts_used: 9 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('formats marks with up to 2 decimals', () => {
    expect(formatMarks(6.5)).toBe('6.5');
    expect(formatMarks(-1.25)).toBe('-1.25');
    expect(formatMarks(65)).toBe('65');
  });
});
