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
