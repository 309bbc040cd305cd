import { HtmlContent } from '@client/components/html-content.tsx';
import { IconArrowLeft } from '@client/components/icons/arrow-left.tsx';
import { IconArrowRight } from '@client/components/icons/arrow-right.tsx';
import { IconDownload } from '@client/components/icons/download.tsx';
import { IconListUl } from '@client/components/icons/list-ul.tsx';
import { LessonQuestions } from '@client/components/lesson-questions.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { formatDateTime } from '@client/lib/format.ts';
import { useCourse } from '@client/lib/get-course.ts';
import { clearToken, useToken } from '@client/lib/session.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import type { Lesson } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { CLIENT_ROUTES, pagePath } from '@contract/routes.ts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { unlocksAtOf, useLesson } from './api/get-lesson.ts';
import { CourseComplete } from './components/course-complete.tsx';
import { LessonList } from './components/lesson-list.tsx';
import { MarkComplete } from './components/mark-complete.tsx';
import { QuizPlayer } from './components/quiz-player.tsx';
import { VideoPlayer } from './components/video-player.tsx';
import { adjacentLessons, type OutlineModule } from './outline.ts';
import './learn.css';

/**
 * /learn/:slug/:lessonId, the lesson player: the lesson (a video, an article or a file), its
 * completion, Previous and Next, and the course's lessons beside it (a "Lessons" toggle on
 * narrow screens). 401 sends the visitor to log in; 403 says why (and when it opens); 404 says so.
 */
export function LessonPage() {
  const { slug = '', lessonId = '' } = useParams();
  const lesson = useLesson(lessonId);
  const course = useCourse(slug);
  const token = useToken();
  const navigate = useNavigate();
  // During a quiz attempt only its own question navigation shows (docs/product.md §12.4).
  const [attemptOpen, setAttemptOpen] = useState(false);
  const status = lesson.error instanceof ApiError ? lesson.error.status : undefined;
  useDocumentTitle(lesson.data?.title ?? 'Lesson');

  useEffect(() => {
    if (status !== 401) return;
    // A stored token the API refused is no session any more (as on My Subscriptions).
    if (token) clearToken();
    navigate(CLIENT_ROUTES.login, { replace: true });
  }, [status, token, navigate]);

  const courseHome = pagePath('learn', { slug });
  const modules = course.data?.modules;
  const next = modules ? adjacentLessons(modules, lessonId).next : undefined;
  const nextLessonPath = next ? pagePath('learnLesson', { slug, lessonId: next._id }) : null;

  return (
    <div className="container py-4">
      <p className="mb-3">
        <Link to={courseHome} className="d-inline-flex align-items-center gap-2">
          <IconArrowLeft />
          {course.data ? course.data.program.title : 'Back to the course'}
        </Link>
      </p>
      <div className="row g-4">
        <div className="col-lg-8">
          {lesson.isPending || status === 401 ? (
            <LoadingStatus text={MESSAGES.generic.loading} />
          ) : lesson.isError ? (
            <LessonRefused
              error={lesson.error}
              courseHome={courseHome}
              retrying={lesson.isFetching}
              onRetry={() => void lesson.refetch()}
            />
          ) : (
            <LessonContent
              lesson={lesson.data}
              signedIn={token !== null}
              courseHome={courseHome}
              nextLessonPath={nextLessonPath}
              onAttemptOpen={setAttemptOpen}
              renewPlaylist={async () => (await lesson.refetch()).data?.playlist_url ?? null}
            />
          )}
          {token && lesson.data?.progress.completed ? <CompletedHere course={course.data} /> : null}
          {modules && !attemptOpen ? <LessonNav slug={slug} modules={modules} lessonId={lessonId} /> : null}
          {token && course.data && lesson.data && !attemptOpen ? (
            <LessonQuestions programId={course.data.program._id} lessonId={lessonId} />
          ) : null}
        </div>
        {/* First on a narrow screen, where it is only the Lessons toggle until opened. */}
        <div className="col-lg-4 order-first order-lg-0">
          {attemptOpen ? (
            <p className="alert alert-info mb-0">
              The course content is hidden while you take the quiz. It comes back when you submit.
            </p>
          ) : (
            <LessonSidebar
              slug={slug}
              lessonId={lessonId}
              modules={modules}
              failed={course.isError}
              retrying={course.isFetching}
              onRetry={() => void course.refetch()}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** The lesson that completed the course is where the learner sees it done (ADR 061). */
function CompletedHere({ course }: { course: ReturnType<typeof useCourse>['data'] }) {
  if (!course || course.progress_percent < 100) return null;
  return (
    <div className="mt-4">
      <CourseComplete programId={course.program._id} programTitle={course.program.title} />
    </div>
  );
}

function LessonRefused({
  error,
  courseHome,
  retrying,
  onRetry,
}: {
  error: Error;
  courseHome: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403) {
    const unlocksAt = unlocksAtOf(error);
    return (
      <div className="alert alert-warning" role="alert">
        <h1 className="h4">This lesson is locked</h1>
        <p className="mb-2">{(error as ApiError).serverMessage ?? MESSAGES.courses.subscribeToOpen}</p>
        {unlocksAt ? (
          <p className="mb-2">
            Opens on <time dateTime={unlocksAt}>{formatDateTime(unlocksAt)}</time> (IST).
          </p>
        ) : null}
        <Link to={courseHome} className="alert-link">
          Back to the course
        </Link>
      </div>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <div className="py-4">
        <h1>{MESSAGES.courses.lessonNotFound}</h1>
        <p>This lesson does not exist or has been removed.</p>
        <Link to={courseHome} className="btn btn-teal">
          Back to the course
        </Link>
      </div>
    );
  }
  return (
    <>
      <h1 className="h3">Lesson</h1>
      <LoadError retrying={retrying} onRetry={onRetry} />
    </>
  );
}

function LessonContent({
  lesson,
  signedIn,
  courseHome,
  nextLessonPath,
  onAttemptOpen,
  renewPlaylist,
}: {
  lesson: Lesson;
  signedIn: boolean;
  courseHome: string;
  nextLessonPath: string | null;
  onAttemptOpen: (open: boolean) => void;
  renewPlaylist: () => Promise<string | null>;
}) {
  return (
    <article aria-labelledby="lesson-title">
      <h1 id="lesson-title" className="h2 mb-3">
        {lesson.title}
      </h1>
      {lesson.kind === 'video' ? (
        <>
          {lesson.playlist_url ? (
            <VideoPlayer
              key={lesson._id}
              lessonId={lesson._id}
              title={lesson.title}
              playlistUrl={lesson.playlist_url}
              savedPosition={lesson.progress.position}
              saveProgress={signedIn}
              renewPlaylist={renewPlaylist}
            />
          ) : (
            <div className="alert alert-info" role="status">
              This video is being prepared. Check back in a few minutes.
            </div>
          )}
          <div className="mt-3" role="status">
            {lesson.progress.completed ? (
              <p className="fw-semibold text-success-emphasis mb-0">Completed ✓</p>
            ) : signedIn ? (
              <p className="small mb-0">Watch the video to the end to complete this lesson.</p>
            ) : null}
          </div>
        </>
      ) : null}
      {lesson.kind === 'article' ? <HtmlContent html={lesson.html_content} /> : null}
      {lesson.kind === 'file' ? (
        lesson.download_url ? (
          <a href={lesson.download_url} className="btn btn-teal px-4" download>
            <IconDownload className="me-2" />
            Download the file
          </a>
        ) : (
          <div className="alert alert-info" role="status">
            The file is not available yet. Check back soon.
          </div>
        )
      ) : null}
      {lesson.kind === 'quiz' ? (
        <QuizPlayer
          key={lesson._id}
          lesson={lesson}
          signedIn={signedIn}
          courseHome={courseHome}
          nextLessonPath={nextLessonPath}
          onAttemptOpen={onAttemptOpen}
        />
      ) : null}
      {lesson.kind === 'article' || lesson.kind === 'file' ? (
        <MarkComplete lessonId={lesson._id} completed={lesson.progress.completed} signedIn={signedIn} />
      ) : null}
      {!signedIn && lesson.kind !== 'quiz' ? (
        <p className="small mt-3 mb-0">
          This is a free preview. <Link to={CLIENT_ROUTES.login}>Log in</Link> to keep your progress.
        </p>
      ) : null}
    </article>
  );
}

/** Previous and Next open lessons (locked ones skipped); disabled at either end. */
function LessonNav({
  slug,
  modules,
  lessonId,
}: {
  slug: string;
  modules: readonly OutlineModule[];
  lessonId: string;
}) {
  const { previous, next } = adjacentLessons(modules, lessonId);
  const previousLabel = (
    <>
      <IconArrowLeft className="me-2" />
      Previous
    </>
  );
  const nextLabel = (
    <>
      Next
      <IconArrowRight className="ms-2" />
    </>
  );
  return (
    <nav className="d-flex justify-content-between gap-2 mt-4" aria-label="Previous and next lesson">
      <LessonStepLink slug={slug} lesson={previous} rel="prev" className="btn btn-outline-teal">
        {previousLabel}
      </LessonStepLink>
      <LessonStepLink slug={slug} lesson={next} rel="next" className="btn btn-teal">
        {nextLabel}
      </LessonStepLink>
    </nav>
  );
}

/** The course's lessons: beside the player on wide screens, behind a "Lessons" toggle on narrow ones. */
function LessonSidebar({
  slug,
  lessonId,
  modules,
  failed,
  retrying,
  onRetry,
}: {
  slug: string;
  lessonId: string;
  modules: readonly OutlineModule[] | undefined;
  /** The outline could not be loaded. */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Choosing a lesson in the list closes it on a narrow screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lesson changes
  useEffect(() => setOpen(false), [lessonId]);

  return (
    <aside className="lesson-sidebar" aria-labelledby={`${listId}-title`}>
      <button
        type="button"
        className="btn btn-outline-teal w-100 d-lg-none mb-3"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <IconListUl className="me-2" />
        Lessons
      </button>
      <div id={listId} className={open ? 'd-block' : 'd-none d-lg-block'}>
        <h2 id={`${listId}-title`} className="h5 mb-3">
          Course content
        </h2>
        {modules ? (
          <LessonList slug={slug} modules={modules} currentLessonId={lessonId} headingLevel={3} />
        ) : failed ? (
          <LoadError text="The lesson list could not be loaded." retrying={retrying} onRetry={onRetry} />
        ) : (
          <LoadingStatus text={MESSAGES.generic.loading} />
        )}
      </div>
    </aside>
  );
}

/** The link to the previous or next lesson, or the same button disabled where there is none. */
function LessonStepLink({
  slug,
  lesson,
  rel,
  className,
  children,
}: {
  slug: string;
  lesson: { _id: string; title: string } | undefined;
  rel: 'prev' | 'next';
  className: string;
  children: ReactNode;
}) {
  return lesson ? (
    <Link
      to={pagePath('learnLesson', { slug, lessonId: lesson._id })}
      className={className}
      rel={rel}
      title={lesson.title}
    >
      {children}
    </Link>
  ) : (
    <button type="button" className={className} disabled>
      {children}
    </button>
  );
}
