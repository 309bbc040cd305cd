import type { Curriculum } from '@contract/course.ts';

/** The list with the item at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

const renumber = <T extends { position: number }>(list: readonly T[]): T[] =>
  list.map((item, position) => ({ ...item, position }));

/**
 * The curriculum as it will be once the module moves to `to` (0-based), positions renumbered 0..n-1
 * as the server does (ADR 021): shown at once while the PUT is on its way.
 */
export function withModuleMoved(curriculum: Curriculum, moduleId: string, to: number): Curriculum {
  const from = curriculum.modules.findIndex((module) => module._id === moduleId);
  if (from < 0) return curriculum;
  return { ...curriculum, modules: renumber(moveItem(curriculum.modules, from, to)) };
}

/** The curriculum once the lesson is at `to` in module `moduleId` (its own or another one). */
export function withLessonMoved(
  curriculum: Curriculum,
  lessonId: string,
  moduleId: string,
  to: number,
): Curriculum {
  const source = curriculum.modules.find((module) =>
    module.lessons.some((lesson) => lesson._id === lessonId),
  );
  const lesson = source?.lessons.find((candidate) => candidate._id === lessonId);
  if (!source || !lesson) return curriculum;
  return {
    ...curriculum,
    modules: curriculum.modules.map((module) => {
      if (module._id === source._id && module._id === moduleId) {
        const from = module.lessons.indexOf(lesson);
        return { ...module, lessons: renumber(moveItem(module.lessons, from, to)) };
      }
      if (module._id === source._id) {
        return { ...module, lessons: renumber(module.lessons.filter((other) => other !== lesson)) };
      }
      if (module._id === moduleId) {
        const lessons = [...module.lessons];
        lessons.splice(Math.max(0, Math.min(to, lessons.length)), 0, { ...lesson, module_id: moduleId });
        return { ...module, lessons: renumber(lessons) };
      }
      return module;
    }),
  };
}
