import { confirmAction, showError, showSuccess } from '@client/lib/alerts.ts';
import { errorMessage } from '@client/lib/api-client.ts';
import { useAttachRecording, useRemoveRecording, useSessionRecording } from '@client/lib/live-recording.ts';
import { recordingLinkOf, type SessionRecording } from '@contract/live-recordings.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from './busy-button.tsx';
import { QueryStates } from './query-states.tsx';

/** What is attached: the lesson it shows as, the link or the video's state, and Remove. */
function AttachedRecording({ sessionId, recording }: { sessionId: string; recording: SessionRecording }) {
  const remove = useRemoveRecording(sessionId);
  async function handleRemove() {
    if (
      !(await confirmAction({
        text: MESSAGES.liveRecordings.removeConfirm,
        confirmText: 'Yes, remove',
        destructive: true,
      }))
    )
      return;
    remove.mutate(undefined, { onError: (error) => void showError(errorMessage(error)) });
  }
  return (
    <div className="border rounded p-2 mb-2">
      <p className="mb-1">
        Shown to this batch as the lesson <strong>{recording.lesson_title ?? '(deleted)'}</strong>.
      </p>
      {recording.url ? (
        <p className="mb-1 text-break">
          Link:{' '}
          <a href={recording.url} target="_blank" rel="noopener noreferrer">
            {recording.url}
          </a>
        </p>
      ) : null}
      {recording.media_status === 'processing' ? (
        <p className="mb-1 text-body-secondary" role="status">
          {MESSAGES.liveRecordings.processing}
        </p>
      ) : null}
      <BusyButton
        type="button"
        busy={remove.isPending}
        className="btn btn-sm btn-outline-danger"
        onClick={() => void handleRemove()}
      >
        Remove recording
      </BusyButton>
    </div>
  );
}

/** The upload's progress over the whole file, as the lesson form shows it. */
function UploadBar({ percent }: { percent: number }) {
  return (
    <div
      className="progress my-2"
      role="progressbar"
      aria-label="Upload progress"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}

/** A link (checked here with the server's own rule before it is sent), or a video file to upload. */
function AttachForm({ sessionId, replacing }: { sessionId: string; replacing: boolean }) {
  const id = useId();
  const attach = useAttachRecording(sessionId);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const done = () => void showSuccess('Success!', MESSAGES.liveRecordings.attached);
  function submitLink(event: FormEvent) {
    event.preventDefault();
    if (!recordingLinkOf(link)) return setLinkError(MESSAGES.liveRecordings.badLink);
    setLinkError(null);
    attach.mutate(
      { url: link.trim() },
      { onSuccess: done, onError: (error) => void showError(errorMessage(error)) },
    );
  }
  function upload(file: File | undefined) {
    if (!file) return;
    setPercent(0);
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) =>
      setPercent(total > 0 ? Math.floor((100 * loaded) / total) : 0);
    attach.mutate(
      { file, onProgress },
      {
        onSuccess: done,
        onError: (error) => void showError(errorMessage(error, MESSAGES.liveRecordings.uploadFailed)),
        onSettled: () => setPercent(null),
      },
    );
  }
  return (
    <div>
      <form
        onSubmit={submitLink}
        noValidate
        aria-label={replacing ? 'Replace the recording' : 'Attach a recording'}
      >
        <label htmlFor={`${id}-link`} className="form-label">
          Recording link (YouTube, Vimeo or Google Drive)
        </label>
        <div className="input-group">
          <input
            id={`${id}-link`}
            type="url"
            className={`form-control${linkError ? ' is-invalid' : ''}`}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
          />
          <BusyButton type="submit" busy={attach.isPending && percent === null} className="btn btn-teal">
            Attach link
          </BusyButton>
        </div>
        {linkError ? (
          <div id={`${id}-link-error`} className="invalid-feedback d-block" role="alert">
            {linkError}
          </div>
        ) : null}
      </form>
      <label htmlFor={`${id}-file`} className="form-label mt-2">
        Or upload the video (MP4)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="video/mp4"
        className="form-control"
        disabled={attach.isPending}
        onChange={(event) => upload(event.target.files?.[0])}
      />
      {percent !== null ? <UploadBar percent={percent} /> : null}
    </div>
  );
}

/** Why nothing can be attached yet: the session has not started, or it was cancelled. */
function notYet(recording: SessionRecording): string {
  return new Date(recording.starts_at).getTime() > Date.now()
    ? MESSAGES.liveRecordings.notStarted
    : MESSAGES.liveRecordings.cancelled;
}

/**
 * A live session's recording for an admin or the batch's instructor (docs/product.md §20.6): a
 * link or an uploaded video, its progress, and removal. Self-contained: mount it on a session's row.
 */
export function RecordingControl({ sessionId }: { sessionId: string }) {
  const recording = useSessionRecording(sessionId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="my-2">
      <h3 id={headingId} className="h6 mb-2">
        Recording
      </h3>
      <QueryStates query={recording}>
        {(current) => (
          <>
            {current.lesson_id || current.url || current.media_id ? (
              <AttachedRecording sessionId={sessionId} recording={current} />
            ) : null}
            {current.can_attach ? (
              <AttachForm sessionId={sessionId} replacing={current.lesson_id !== null} />
            ) : (
              <p className="text-body-secondary mb-0">{notYet(current)}</p>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
