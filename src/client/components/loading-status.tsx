import { MESSAGES } from '@contract/messages.ts';

/** A loading message announced politely to screen readers. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-5 justify-content-center" role="status">
      <span className="spinner-border spinner-border-sm text-teal" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** A whole page's 'Loading...', while what it shows is not known yet (the session, the resource). */
export function PageLoading() {
  return (
    <div className="container py-5">
      <LoadingStatus text={MESSAGES.generic.loading} />
    </div>
  );
}

/**
 * What a page shows when its data could not be loaded after the query's own retries: the reason
 * and a button that asks again (issue 10: a 500 used to leave an endless spinner).
 */
export function LoadFailed({
  text = MESSAGES.generic.loadFailed,
  retrying,
  onRetry,
}: {
  text?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-3"
      role="alert"
    >
      <span>{text}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {MESSAGES.generic.retry}
      </button>
    </div>
  );
}
