import type { UploadProgress } from '@client/lib/api-client.ts';

/** The share of an upload sent, as a whole percent from 0 to 100 (0 while the total is unknown). */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  return total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
}

/**
 * A Bootstrap progress bar for an upload, named for screen readers (`label`), with its percent
 * written in it. `working`: every byte is sent and the server is still at it (striped, moving).
 */
export function UploadProgressBar({
  percent,
  label = 'Upload progress',
  working = false,
}: {
  percent: number;
  label?: string;
  working?: boolean;
}) {
  return (
    <div
      className="progress mt-2"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className={`progress-bar ${working ? 'progress-bar-striped progress-bar-animated' : ''}`}
        style={{ width: `${percent}%` }}
      >
        {percent}%
      </div>
    </div>
  );
}
