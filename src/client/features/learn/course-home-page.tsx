import { CourseProgress } from '@client/components/course-progress.tsx';
import { IconInfoCircle } from '@client/components/icons/info-circle.tsx';
import { NextLiveSession } from '@client/components/live-session-card.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { useCourse } from '@client/lib/get-course.ts';
import { useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { CourseOutline } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { Link, useParams } from 'react-router';
import { CourseComplete } from './components/course-complete.tsx';
import { EvaluationProgressPanel } from './components/evaluation-progress.tsx';
import { LessonList } from './components/lesson-list.tsx';
import { firstOpenLesson } from './outline.ts';
import './learn.css';

/**
 * /learn/:slug, a course's home: the program's title, the learner's progress, "Continue where you
 * left off" (or "Start learning"; at 100 % the completion panel with the certificate), and the modules with their lessons (ticks, locks with the date
 * they open, lengths). Anonymous visitors see the outline with the previews open.
 */
export function CourseHomePage() {
  const { slug = '' } = useParams();
  const course = useCourse(slug);
  useDocumentTitle(course.data?.program.title ?? 'Course');

  if (course.isPending) return <PageLoading />;
  if (course.isError) {
    const missing = course.error instanceof ApiError && [400, 404].includes(course.error.status);
    return (
      <div className="container py-5">
        {missing ? (
          <CourseNotFound />
        ) : (
          <LoadError retrying={course.isFetching} onRetry={() => void course.refetch()} />
        )}
      </div>
    );
  }
  return <CourseHome slug={slug} course={course.data} />;
}

/** "Course not found." with a way back to the programs. */
export function CourseNotFound() {
  return (
    <div className="text-center py-5">
      <h1>{MESSAGES.courses.courseNotFound}</h1>
      <p>The course you are looking for does not exist or has moved.</p>
      <Link to={CLIENT_ROUTES.programs} className="btn btn-teal">
        See all programs
      </Link>
    </div>
  );
}

function CourseHome({ slug, course }: { slug: string; course: CourseOutline }) {
  const token = useToken();
  const { program, modules } = course;
  const resumeId = course.resume_lesson_id;
  const start = resumeId ?? firstOpenLesson(modules)?._id;
  // Locked without a date: the visitor holds no active subscription (a subscriber's locked
  // modules carry the date they open).
  const needsSubscription = modules.some(
    (module) => module.unlocks_at === null && module.lessons.some((lesson) => lesson.locked),
  );
  const lessonCount = modules.reduce((count, module) => count + module.lessons.length, 0);
  const completed = token !== null && lessonCount > 0 && course.progress_percent >= 100;

  return (
    <div className="container py-5">
      <header className="mb-4">
        <p className="text-teal fw-semibold mb-1">Course</p>
        <h1 className="section-title mb-3">{program.title}</h1>
        {token ? (
          <div className="course-progress mb-3">
            <CourseProgress percent={course.progress_percent} />
          </div>
        ) : null}
        {/* At 100 % the course has nowhere to continue: its certificate instead (ADR 061). */}
        <div className="d-flex flex-wrap gap-2">
          {completed ? null : start ? (
            <Link to={pagePath('learnLesson', { slug, lessonId: start })} className="btn btn-teal px-4">
              {resumeId ? 'Continue where you left off' : 'Start learning'}
            </Link>
          ) : null}
          {/* The program's community (docs/product.md §22.1), for its subscribers. */}
          {token && !needsSubscription ? (
            <Link
              to={pagePath('community', { programId: program._id })}
              className="btn btn-outline-teal px-4"
            >
              Community
            </Link>
          ) : null}
        </div>
      </header>
      {token ? <NextLiveSession programId={program._id} /> : null}
      {completed ? <CourseComplete programId={program._id} programTitle={program.title} /> : null}
      {/* The evaluation before live trading (docs/product.md §25), for the program's subscribers. */}
      {token && !needsSubscription ? <EvaluationProgressPanel programId={program._id} /> : null}
      {needsSubscription ? (
        <div className="alert alert-info d-flex gap-2" role="note">
          <IconInfoCircle className="mt-1" />
          <p className="mb-0">
            Lessons marked Preview are open to everyone.{' '}
            <Link to={pagePath('programDetail', { id: program.slug ?? program._id })} className="alert-link">
              Subscribe to {program.title}
            </Link>{' '}
            to open every lesson
            {token ? (
              '.'
            ) : (
              <>
                , or{' '}
                <Link to={CLIENT_ROUTES.login} className="alert-link">
                  log in
                </Link>{' '}
                if you have already subscribed.
              </>
            )}
          </p>
        </div>
      ) : null}
      {lessonCount === 0 ? (
        <p>The lessons of this course are on their way. Check back soon.</p>
      ) : (
        <LessonList slug={slug} modules={modules} headingLevel={2} />
      )}
    </div>
  );
}
