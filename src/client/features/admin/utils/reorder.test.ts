import type { Curriculum } from '@contract/course.ts';
import { describe, expect, it } from 'vitest';
import { moveItem, withLessonMoved, withModuleMoved } from './reorder.ts';

const lesson = (id: string, moduleId: string, position: number) => ({
  _id: id,
  module_id: moduleId,
  title: id,
  kind: 'article' as const,
  html_content: '',
  media_id: null,
  duration_seconds: null,
  preview: false,
  position,
  created_on: '2026-11-23T10:00:00.000Z',
  quiz: null,
  batch_id: null,
});

const curriculum: Curriculum = {
  program_id: 'p',
  modules: ['m1', 'm2'].map((id, position) => ({
    _id: id,
    program_id: 'p',
    title: id,
    release_after_days: 0,
    position,
    created_on: '2026-11-23T10:00:00.000Z',
    lessons: [lesson(`${id}-a`, id, 0), lesson(`${id}-b`, id, 1)],
  })),
};

const ids = (value: Curriculum) => value.modules.map((module) => module.lessons.map((l) => l._id));

describe('reorder', () => {
  it('moves an item and clamps a target past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('moves a module and renumbers the positions from 0', () => {
    const moved = withModuleMoved(curriculum, 'm2', 0);
    expect(moved.modules.map((module) => [module._id, module.position])).toEqual([
      ['m2', 0],
      ['m1', 1],
    ]);
  });

  it('moves a lesson within its module, and into another module at a given place', () => {
    expect(ids(withLessonMoved(curriculum, 'm1-a', 'm1', 1))).toEqual([
      ['m1-b', 'm1-a'],
      ['m2-a', 'm2-b'],
    ]);
    const across = withLessonMoved(curriculum, 'm1-a', 'm2', 1);
    expect(ids(across)).toEqual([['m1-b'], ['m2-a', 'm1-a', 'm2-b']]);
    expect(across.modules[1]?.lessons[1]).toMatchObject({ module_id: 'm2', position: 1 });
  });
});
