import { FormFeedback } from '@client/components/form-feedback.tsx';
import type { FormBinding } from '@client/lib/use-contract-form.ts';
import type { ReactNode } from 'react';

/** The card the home page's contact and offer forms sit in, named by their section's heading. */
export function FormCard({
  className,
  labelledBy,
  form,
  children,
}: {
  /** The form's classes, e.g. 'card shadow-sm border-0'. */
  className: string;
  /** id of the section heading that names the form. */
  labelledBy: string;
  form: FormBinding;
  /** The fields and the submit button; the outcome shows below them. */
  children: ReactNode;
}) {
  return (
    <form className={className} {...form.props} aria-labelledby={labelledBy}>
      <div className="card-body p-4">
        {children}
        <FormFeedback feedback={form.feedback} className="mt-3" />
      </div>
    </form>
  );
}
