import { MESSAGES } from '@contract/messages.ts';
import { IconExclamationTriangleFill } from './icons/exclamation-triangle-fill.tsx';

/**
 * The one way a page or panel says its data could not be loaded (after the query's own retries):
 * the reason in an alert, and Try again, which asks once more (docs/product.md §10.5: a 500 used to leave an
 * endless spinner). While the new try runs the button is disabled with a spinner. Without
 * `onRetry` the alert is the text alone, as the admin pages' failures have always been (an admin
 * list's is the spec's sentence as it is, 'Failed to fetch users': product spec §8).
 */
export function LoadError({
  text = MESSAGES.generic.loadFailed,
  retrying = false,
  onRetry,
}: {
  text?: string;
  /** The query is fetching again (its `isFetching`). */
  retrying?: boolean;
  onRetry?: () => void;
}) {
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-3"
      role="alert"
    >
      <span>
        <IconExclamationTriangleFill className="me-2" />
        {text}
      </span>
      {onRetry ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {MESSAGES.generic.retry}
        </button>
      ) : null}
    </div>
  );
}
