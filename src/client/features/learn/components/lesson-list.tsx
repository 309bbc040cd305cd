import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconDownload } from '@client/components/icons/download.tsx';
import { IconJournalCheck } from '@client/components/icons/journal-check.tsx';
import { IconJournalText } from '@client/components/icons/journal-text.tsx';
import { IconLockFill } from '@client/components/icons/lock-fill.tsx';
import { IconPlayFill } from '@client/components/icons/play-fill.tsx';
import { formatDate } from '@client/lib/format.ts';
import { pagePath } from '@contract/routes.ts';
import type { LessonKind } from '@contract/vocabulary.ts';
import { Link } from 'react-router';
import { formatDuration, isoDuration, type OutlineLesson, type OutlineModule } from '../outline.ts';

const KIND_LABELS: Record<LessonKind, string> = {
  video: 'Video',
  article: 'Article',
  file: 'File',
  quiz: 'Quiz',
};
const KIND_ICONS = {
  video: IconPlayFill,
  article: IconJournalText,
  file: IconDownload,
  quiz: IconJournalCheck,
} as const;

/**
 * A course's modules in order, each with its lessons: a tick for a completed lesson, a lock (and
 * the module's opening date, in IST, when it has one) for a locked one, the length of a video, and
 * a link to the player for every open lesson. The course home and the player's side list share it.
 */
export function LessonList({
  slug,
  modules,
  currentLessonId,
  headingLevel,
}: {
  slug: string;
  modules: readonly OutlineModule[];
  /** The lesson on screen in the player: highlighted, with aria-current. */
  currentLessonId?: string;
  /** The modules' titles are h2 on the course home and h3 in the player's side list. */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="lesson-list">
      {modules.map((module) => (
        <section key={module._id} className="mb-4" aria-labelledby={`module-${module._id}`}>
          <Heading id={`module-${module._id}`} className={headingLevel === 2 ? 'h5 mb-2' : 'h6 mb-2'}>
            {module.title}
          </Heading>
          {module.lessons.length === 0 ? (
            <p className="small mb-0">No lessons yet.</p>
          ) : (
            <ol className="list-unstyled mb-0 border rounded-3 bg-white">
              {module.lessons.map((lesson) => (
                <LessonRow
                  key={lesson._id}
                  slug={slug}
                  lesson={lesson}
                  unlocksAt={module.unlocks_at}
                  current={lesson._id === currentLessonId}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

function LessonRow({
  slug,
  lesson,
  unlocksAt,
  current,
}: {
  slug: string;
  lesson: OutlineLesson;
  unlocksAt: string | null;
  current: boolean;
}) {
  const KindIcon = KIND_ICONS[lesson.kind];
  return (
    <li className={`lesson-row d-flex align-items-start gap-2 px-3 py-2${current ? ' lesson-current' : ''}`}>
      <span className="lesson-status" aria-hidden="true">
        {lesson.completed ? (
          <IconCheckCircleFill className="text-success" />
        ) : lesson.locked ? (
          <IconLockFill />
        ) : (
          <KindIcon className="text-teal" />
        )}
      </span>
      <span className="d-flex flex-column flex-grow-1 gap-1">
        {lesson.locked ? (
          <span>{lesson.title}</span>
        ) : (
          <Link
            to={pagePath('learnLesson', { slug, lessonId: lesson._id })}
            aria-current={current ? 'page' : undefined}
            className="lesson-link"
          >
            {lesson.title}
          </Link>
        )}
        <span className="small d-flex flex-wrap gap-2">
          <span>{KIND_LABELS[lesson.kind]}</span>
          {lesson.preview ? <span className="badge text-bg-light border">Preview</span> : null}
          {lesson.completed ? <span className="text-success-emphasis">Completed</span> : null}
          {lesson.locked ? <span>{unlocksAt ? `Unlocks on ${formatDate(unlocksAt)}` : 'Locked'}</span> : null}
        </span>
      </span>
      {lesson.duration_seconds ? (
        <time className="small text-nowrap" dateTime={isoDuration(lesson.duration_seconds)}>
          {formatDuration(lesson.duration_seconds)}
        </time>
      ) : null}
    </li>
  );
}
