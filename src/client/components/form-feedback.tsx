import type { Feedback } from '@client/lib/use-contract-form.ts';
import { IconCheckCircleFill } from './icons/check-circle-fill.tsx';
import { IconExclamationTriangleFill } from './icons/exclamation-triangle-fill.tsx';

export type { Feedback };

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
          {feedback.kind === 'success' ? (
            <IconCheckCircleFill className="me-2" />
          ) : (
            <IconExclamationTriangleFill className="me-2" />
          )}
          {feedback.text}
        </div>
      ) : null}
    </div>
  );
}
