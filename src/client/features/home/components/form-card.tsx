import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import type { FormEvent, ReactNode } from 'react';

/** The card the home page's contact and offer forms sit in, named by their section's heading. */
export function FormCard({
  className,
  labelledBy,
  onSubmit,
  feedback,
  children,
}: {
  /** The form's classes, e.g. 'card shadow-sm border-0'. */
  className: string;
  /** id of the section heading that names the form. */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  feedback: Feedback;
  /** The fields and the submit button; the outcome shows below them. */
  children: ReactNode;
}) {
  return (
    <form className={className} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <div className="card-body p-4">
        {children}
        <FormFeedback feedback={feedback} className="mt-3" />
      </div>
    </form>
  );
}
