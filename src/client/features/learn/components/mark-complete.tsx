import { BusyButton } from '@client/components/busy-button.tsx';
import { IconCheckLg } from '@client/components/icons/check-lg.tsx';
import { errorMessage } from '@client/lib/api-client.ts';
import { MESSAGES } from '@contract/messages.ts';
import { useMarkLessonComplete } from '../api/save-lesson-progress.ts';

/** An article's or a file's "Mark as complete", and "Completed ✓" once it is. */
export function MarkComplete({
  lessonId,
  completed,
  signedIn,
}: {
  lessonId: string;
  completed: boolean;
  /** An anonymous visitor on a preview has no progress to keep. */
  signedIn: boolean;
}) {
  const markComplete = useMarkLessonComplete(lessonId);
  return (
    <div className="mt-4">
      <div role="status">
        {completed ? <p className="fw-semibold text-success-emphasis mb-0">Completed ✓</p> : null}
      </div>
      {!completed && signedIn ? (
        <BusyButton
          type="button"
          className="btn btn-teal px-4"
          busy={markComplete.isPending}
          keepFocus
          icon={IconCheckLg}
          onClick={() => markComplete.mutate()}
        >
          Mark as complete
        </BusyButton>
      ) : null}
      {markComplete.isError ? (
        <div className="alert alert-danger mt-3" role="alert">
          {errorMessage(markComplete.error, MESSAGES.generic.internal)}
        </div>
      ) : null}
    </div>
  );
}
