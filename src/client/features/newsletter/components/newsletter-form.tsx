import { FormFeedback } from '@client/components/form-feedback.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { useId } from 'react';
import { useSignupNewsletter } from '../api/signup-newsletter.ts';

/** The footer's newsletter box: one e-mail field and a 'Sign Up' button. */
export function NewsletterForm() {
  const signup = useSignupNewsletter();
  const form = useContractForm({
    schema: () => import('@contract/marketing.ts').then((contract) => contract.NewsletterSignupSchema),
    submit: async (input) => (await signup.mutateAsync(input)).message || MESSAGES.newsletter.success,
    resetOnSuccess: true,
  });
  const emailId = useId();
  const error = form.errors.email;

  return (
    <form className="newsletter-form" {...form.props} aria-label="Newsletter sign-up">
      <label htmlFor={emailId} className="form-label">
        Email for newsletter
      </label>
      <div className="newsletter-fields">
        <input
          id={emailId}
          name="email"
          type="email"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${emailId}-error` : undefined}
          placeholder="you@example.com"
          autoComplete="email"
          maxLength={LIMITS.email}
          required
        />
        <button type="submit" className="btn btn-teal" disabled={form.pending}>
          Sign Up
        </button>
      </div>
      {/* As FormField shows it; the footer is on every page, so it does not load FormField. */}
      {error ? (
        <div id={`${emailId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      <FormFeedback feedback={form.feedback} className="mt-2 small" />
    </form>
  );
}
