import { IconChevronRight } from '@client/components/icons/chevron-right.tsx';
import { IconFileEarmarkArrowDown } from '@client/components/icons/file-earmark-arrow-down.tsx';
import { IconFileEarmarkText } from '@client/components/icons/file-earmark-text.tsx';
import { IconPlayCircle } from '@client/components/icons/play-circle.tsx';
import type { IconComponent } from '@client/components/icons/svg.tsx';
import { formatClock, formatMinutes } from '@client/lib/format.ts';
import { courseQuery, useCourse } from '@client/lib/get-course.ts';
import type { CourseOutline } from '@contract/course.ts';
import { pagePath } from '@contract/routes.ts';
import type { LessonKind } from '@contract/vocabulary.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

type OutlineModule = CourseOutline['modules'][number];
type OutlineLesson = OutlineModule['lessons'][number];

const LESSON_KIND: Record<LessonKind, { label: string; Icon: IconComponent }> = {
  video: { label: 'Video', Icon: IconPlayCircle },
  article: { label: 'Article', Icon: IconFileEarmarkText },
  file: { label: 'File', Icon: IconFileEarmarkArrowDown },
  quiz: { label: 'Quiz', Icon: IconFileEarmarkText },
};

/** The learner's page of a lesson: by the program's slug, or its id without one. */
export function learnLessonPath(program: CourseOutline['program'], lessonId: string): string {
  return pagePath('learnLesson', { slug: program.slug ?? program._id, lessonId });
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Seconds of video in these lessons (articles and files have no length). */
function videoSeconds(lessons: readonly OutlineLesson[]): number {
  return lessons.reduce(
    (sum, lesson) => sum + (lesson.kind === 'video' ? (lesson.duration_seconds ?? 0) : 0),
    0,
  );
}

/** '4 lessons · 32 min': the video length only when there is some. */
function lessonsSummary(lessons: readonly OutlineLesson[]): string {
  const seconds = videoSeconds(lessons);
  return [plural(lessons.length, 'lesson'), ...(seconds > 0 ? [formatMinutes(seconds)] : [])].join(' · ');
}

/**
 * A program's curriculum for everyone (docs/product.md §11.6: the outline sells the program): its modules in
 * order, each a native disclosure (the first open) listing its lessons with their kind, a video's
 * length and a Preview link on preview lessons. Nothing when the program has no modules yet, or
 * when the outline cannot be loaded: the rest of the page stands without it.
 *
 * The server renders it as an anonymous visitor sees it, and hydration renders the same (the token
 * is read only after hydration). A signed-in visitor's outline is then fetched under their own key;
 * until it arrives, or if it fails, the anonymous outline the page came with stays on screen.
 */
export function CourseCurriculum({ programIdOrSlug }: { programIdOrSlug: string }) {
  const course = useCourse(programIdOrSlug);
  const anonymous = useQuery({ ...courseQuery(programIdOrSlug, null), enabled: false });
  const outline = course.data ?? anonymous.data;
  if (!outline || outline.modules.length === 0) return null;

  const { modules, program } = outline;
  const lessons = modules.flatMap((module) => module.lessons);
  const seconds = videoSeconds(lessons);
  const headingId = 'program-curriculum-heading';
  return (
    <section className="mt-5 curriculum" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3 mb-2">
        Curriculum
      </h2>
      <p className="text-body-secondary mb-3">
        {[
          plural(modules.length, 'module'),
          plural(lessons.length, 'lesson'),
          ...(seconds > 0 ? [`${formatMinutes(seconds)} of video`] : []),
        ].join(' · ')}
      </p>
      {modules.map((module, index) => (
        <details key={module._id} className="curriculum-module card mb-2" open={index === 0}>
          <summary className="card-header">
            <IconChevronRight className="curriculum-chevron text-teal" />
            <h3 className="h6 mb-0 text-break">{module.title}</h3>
            <span className="curriculum-module-meta small text-body-secondary text-nowrap">
              {lessonsSummary(module.lessons)}
            </span>
          </summary>
          <ol className="list-unstyled mb-0 px-3">
            {module.lessons.map((lesson) => {
              const { label, Icon } = LESSON_KIND[lesson.kind];
              return (
                <li key={lesson._id} className="curriculum-lesson d-flex align-items-center gap-2 py-2">
                  <Icon className="text-teal" />
                  <span className="flex-grow-1 text-break">
                    <span className="visually-hidden">{label}: </span>
                    {lesson.title}
                  </span>
                  {lesson.preview ? (
                    <Link to={learnLessonPath(program, lesson._id)} className="btn btn-sm btn-outline-teal">
                      Preview<span className="visually-hidden"> {lesson.title}</span>
                    </Link>
                  ) : null}
                  {/* Always there, empty but for a video's length, so the Preview links line up. */}
                  <span className="curriculum-duration small text-body-secondary text-end">
                    {lesson.kind === 'video' && lesson.duration_seconds
                      ? formatClock(lesson.duration_seconds)
                      : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </details>
      ))}
    </section>
  );
}
