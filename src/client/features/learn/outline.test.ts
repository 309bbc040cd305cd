import { describe, expect, it } from 'vitest';
import {
  adjacentLessons,
  firstOpenLesson,
  formatDuration,
  isoDuration,
  type OutlineLesson,
  type OutlineModule,
} from './outline.ts';

function lesson(_id: string, locked = false): OutlineLesson {
  return {
    _id,
    title: _id,
    kind: 'article',
    duration_seconds: null,
    preview: false,
    locked,
    completed: false,
    position: 0,
    quiz: null,
  };
}

function module(_id: string, lessons: OutlineLesson[]): OutlineModule {
  return { _id, title: _id, unlocks_at: null, release_after_days: 0, position: 0, lessons };
}

const modules = [
  module('m1', [lesson('a'), lesson('b', true)]),
  module('m2', []),
  module('m3', [lesson('c'), lesson('d', true)]),
];

describe('adjacentLessons', () => {
  it('skips locked lessons and empty modules on the way to the next and previous open lesson', () => {
    expect(adjacentLessons(modules, 'a')).toEqual({ previous: undefined, next: lesson('c') });
    expect(adjacentLessons(modules, 'c')).toEqual({ previous: lesson('a'), next: undefined });
  });

  it('finds neighbours for a locked lesson too, and nothing for a lesson not in the outline', () => {
    expect(adjacentLessons(modules, 'b')).toEqual({ previous: lesson('a'), next: lesson('c') });
    expect(adjacentLessons(modules, 'zz')).toEqual({ previous: undefined, next: undefined });
  });
});

describe('firstOpenLesson', () => {
  it('is the first lesson that is not locked, in course order', () => {
    expect(firstOpenLesson([module('m0', [lesson('x', true)]), ...modules])?._id).toBe('a');
  });

  it('is undefined when every lesson is locked', () => {
    expect(firstOpenLesson([module('m0', [lesson('x', true)])])).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours once a lesson is that long', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(754)).toBe('12:34');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(isoDuration(754)).toBe('PT12M34S');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
  });
});
