import type { CourseOutline } from '@contract/course.ts';

export type OutlineModule = CourseOutline['modules'][number];
export type OutlineLesson = OutlineModule['lessons'][number];

/** Every lesson of the course, module by module, in the order a learner meets them. */
export function lessonsInOrder(modules: readonly OutlineModule[]): OutlineLesson[] {
  return modules.flatMap((module) => module.lessons);
}

/** The first lesson the visitor may open ("Start learning"), or undefined when every one is locked. */
export function firstOpenLesson(modules: readonly OutlineModule[]): OutlineLesson | undefined {
  return lessonsInOrder(modules).find((lesson) => !lesson.locked);
}

/**
 * The open lessons just before and just after `lessonId` in course order, skipping locked ones:
 * the player's Previous and Next. Undefined at either end (or when the lesson is not in the outline).
 */
export function adjacentLessons(
  modules: readonly OutlineModule[],
  lessonId: string,
): { previous: OutlineLesson | undefined; next: OutlineLesson | undefined } {
  const lessons = lessonsInOrder(modules);
  const index = lessons.findIndex((lesson) => lesson._id === lessonId);
  if (index === -1) return { previous: undefined, next: undefined };
  const previous = lessons
    .slice(0, index)
    .reverse()
    .find((lesson) => !lesson.locked);
  const next = lessons.slice(index + 1).find((lesson) => !lesson.locked);
  return { previous, next };
}

/** A lesson's length as a clock: 75 → '1:15', 754 → '12:34', 3725 → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The same length for `<time dateTime>`: 754 → 'PT12M34S'. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${total % 60}S`;
}
