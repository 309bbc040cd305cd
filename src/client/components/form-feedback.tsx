import { errorMessage } from '@client/lib/api-client.ts';

export type Feedback = { kind: 'success' | 'error'; text: string } | null;

/** The error feedback for a failed call: the server's reason, else `fallback` (as `errorMessage`). */
export function errorFeedback(error: unknown, fallback?: string): Feedback {
  return { kind: 'error', text: errorMessage(error, fallback) };
}

/**
 * The one way a form reports its outcome: a Bootstrap alert inside a live region that is always
 * in the page, so screen readers announce the text when it appears.
 */
export function FormFeedback({ feedback, className = '' }: { feedback: Feedback; className?: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className={className}>
      {feedback ? (
        <div
          className={`alert ${feedback.kind === 'success' ? 'alert-success' : 'alert-danger'} mb-0 py-2`}
          role={feedback.kind === 'error' ? 'alert' : 'status'}
        >
          <i
            className={`bi ${feedback.kind === 'success' ? 'bi-check-circle-fill' : 'bi-exclamation-triangle-fill'} me-2`}
            aria-hidden="true"
          />
          {feedback.text}
        </div>
      ) : null}
    </div>
  );
}
