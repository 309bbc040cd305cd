import { HtmlContent } from '@client/components/html-content.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { LoadingStatus } from '@client/components/loading-status.tsx';
import { Modal } from '@client/components/modal.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import type { Lesson } from '@contract/course.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useLessonPreview } from '../api/get-lesson.ts';
import { formatDuration } from './lesson-row.tsx';

function LessonBody({ lesson }: { lesson: Lesson }) {
  if (lesson.kind === 'article') return <HtmlContent html={lesson.html_content} />;
  if (lesson.kind === 'video') {
    return lesson.playlist_url ? (
      <p>
        The video is ready to stream
        {lesson.duration_seconds ? ` (${formatDuration(lesson.duration_seconds)})` : ''}.
      </p>
    ) : (
      <div className="alert alert-warning" role="status">
        {lesson.media_id
          ? 'The video is still being processed: learners cannot play it yet.'
          : 'No video has been uploaded for this lesson yet.'}
      </div>
    );
  }
  return lesson.download_url ? (
    <a href={lesson.download_url} className="btn btn-outline-teal" download>
      Download the file
    </a>
  ) : (
    <div className="alert alert-warning" role="status">
      No file has been uploaded for this lesson yet.
    </div>
  );
}

/**
 * 'Preview as learner': the lesson as GET /api/lesson/:id gives it to a learner (the article's
 * HTML sanitised as the site shows it, the video's or file's state). Admins may open any lesson.
 */
export function LessonPreviewModal({ lessonId, onClose }: { lessonId: string; onClose: () => void }) {
  const lesson = useLessonPreview(lessonId);
  return (
    <Modal
      title="Preview as learner"
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-teal" onClick={onClose}>
          Close
        </button>
      }
    >
      {lesson.isPending ? (
        <LoadingStatus text={MESSAGES.generic.loading} />
      ) : lesson.isError ? (
        <LoadError text={errorMessage(lesson.error, MESSAGES.admin.lessonPreviewFailed)} />
      ) : (
        <article>
          <h3 className="h4">
            {lesson.data.title}{' '}
            {lesson.data.preview ? <span className="badge text-bg-success fs-6">Free preview</span> : null}
          </h3>
          <LessonBody lesson={lesson.data} />
        </article>
      )}
    </Modal>
  );
}
