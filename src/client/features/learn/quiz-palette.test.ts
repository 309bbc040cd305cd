import { memoryStorage } from '@client/test/memory-storage.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerMapOf,
  loadMarked,
  paletteEntry,
  saveMarked,
  toggleOption,
  unansweredCount,
} from './quiz-palette.ts';

describe('quiz palette', () => {
  const answers = answerMapOf([
    { question_id: 'q1', option_ids: ['a'] },
    { question_id: 'q2', option_ids: [] },
  ]);

  it('names each button by number, answered or not, and marked for review', () => {
    expect(paletteEntry(0, 'q1', answers, new Set())).toEqual({
      answered: true,
      marked: false,
      label: 'Question 1, answered',
    });
    // An answer cleared to [] is unanswered.
    expect(paletteEntry(1, 'q2', answers, new Set(['q2'])).label).toBe(
      'Question 2, unanswered, marked for review',
    );
    expect(paletteEntry(2, 'q3', answers, new Set()).label).toBe('Question 3, unanswered');
  });

  it('counts the unanswered questions', () => {
    expect(unansweredCount(['q1', 'q2', 'q3'], answers)).toBe(2);
  });

  it('replaces a single choice and adds to or takes from a multiple one', () => {
    expect(toggleOption(['a'], 'b', false, true)).toEqual(['b']);
    expect(toggleOption(['a'], 'b', true, true)).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a', true, false)).toEqual(['b']);
  });

  describe('marks in sessionStorage', () => {
    beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the marks per attempt', () => {
      saveMarked('attempt-1', new Set(['q1', 'q3']));
      expect(loadMarked('attempt-1')).toEqual(new Set(['q1', 'q3']));
      expect(loadMarked('attempt-2')).toEqual(new Set());
      saveMarked('attempt-1', new Set());
      expect(sessionStorage.length).toBe(0);
    });

    it('ignores a stored value that is not a list of ids', () => {
      sessionStorage.setItem('quiz-marked:attempt-1', '{oops');
      expect(loadMarked('attempt-1')).toEqual(new Set());
    });
  });
});
