import { IconUpload } from '@client/components/icons/upload.tsx';
import { showError } from '@client/lib/alerts.ts';
import { MEDIA_UPLOAD_TYPES, type Media } from '@contract/media.ts';
import { MESSAGES } from '@contract/messages.ts';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useMedia } from '../api/get-media.ts';
import { useUploadMedia } from '../api/upload-media.ts';
import { actionFailureText } from '../utils/failure-text.ts';
import { formatDuration } from './lesson-row.tsx';
import { UploadProgressBar, uploadPercent } from './upload-progress-bar.tsx';

/** What each media kind of lesson takes (the server checks the bytes as well). */
const ACCEPT = {
  video: ['mp4'],
  file: ['pdf', 'xlsx', 'csv'],
} as const satisfies Record<string, readonly (keyof typeof MEDIA_UPLOAD_TYPES)[]>;

const acceptOf = (kind: 'video' | 'file') =>
  ACCEPT[kind].flatMap((extension) => [`.${extension}`, MEDIA_UPLOAD_TYPES[extension]]).join(',');

/** The uploaded media's name and state: processing (with a spinner), ready (with its length), or failed. */
function MediaStatusText({ status }: { status: Media }) {
  return (
    <>
      <span className="fw-semibold">{status.original_name}</span>:{' '}
      {status.status === 'processing' ? (
        <>
          <span className="spinner-border spinner-border-sm text-teal me-1" aria-hidden="true" />
          {MESSAGES.admin.mediaProcessing}
        </>
      ) : status.status === 'ready' ? (
        <span className="text-success">
          {MESSAGES.admin.mediaReady}
          {status.duration_seconds ? ` ${formatDuration(status.duration_seconds)}` : ''}
        </span>
      ) : (
        <span className="text-danger">
          {MESSAGES.admin.mediaFailed} {status.error ?? ''}
        </span>
      )}
    </>
  );
}

/**
 * A lesson's video or file: uploaded as soon as it is chosen (a video in resumable chunks, ADR 025;
 * choosing the same file again after a failure resumes it), with a progress bar over the whole
 * file, then its status
 * (a video is `processing` while it is transcoded, asked about every few seconds, then `ready` or
 * `failed`). Reports the new media id, which the lesson is saved with.
 */
export function MediaUploadField({
  id,
  kind,
  mediaId,
  onUploaded,
  onUploadingChange,
}: {
  id: string;
  kind: 'video' | 'file';
  mediaId: string | null;
  onUploaded: (mediaId: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const uploadMedia = useUploadMedia();
  const media = useMedia(mediaId);
  // Closing the form (or switching the lesson's kind) stops an upload still on its way.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setProgress(0);
    onUploadingChange(true);
    controller.current = new AbortController();
    uploadMedia.mutate(
      {
        file,
        kind,
        onProgress: (sent) => setProgress(uploadPercent(sent)),
        signal: controller.current.signal,
      },
      {
        onSuccess: (created) => onUploaded(created._id),
        onError: (error) => void showError(actionFailureText(MESSAGES.admin.uploadFailed, error)),
        onSettled: () => {
          setProgress(null);
          onUploadingChange(false);
        },
      },
    );
  }

  const status = media.data;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        <IconUpload className="me-2" />
        {kind === 'video' ? 'Video (MP4)' : 'File (PDF, XLSX or CSV)'}
      </label>
      <input
        id={id}
        type="file"
        className="form-control"
        accept={acceptOf(kind)}
        onChange={handleChange}
        disabled={uploadMedia.isPending}
        aria-describedby={`${id}-status`}
      />
      {progress !== null ? <UploadProgressBar percent={progress} /> : null}
      <div id={`${id}-status`} className="mt-2 small" role="status">
        {progress !== null || mediaId === null ? null : !status ? (
          <span className="text-body-secondary">{MESSAGES.generic.loading}</span>
        ) : (
          <MediaStatusText status={status} />
        )}
      </div>
    </div>
  );
}
