import { errorFeedback, type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, useId, useState } from 'react';
import { useSignupNewsletter } from '../api/signup-newsletter.ts';

/** The footer's newsletter box: one e-mail field and a 'Sign Up' button. */
export function NewsletterForm() {
  const signup = useSignupNewsletter();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const emailId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = formValues(form)('email');
    setFeedback(null);
    signup.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setFeedback({ kind: 'success', text: answer.message || MESSAGES.newsletter.success });
          form.reset();
        },
        onError: (error) => setFeedback(errorFeedback(error)),
      },
    );
  }

  return (
    <form className="newsletter-form" onSubmit={handleSubmit} aria-label="Newsletter sign-up">
      <label htmlFor={emailId} className="form-label">
        Email for newsletter
      </label>
      <div className="newsletter-fields">
        <input
          id={emailId}
          name="email"
          type="email"
          className="form-control"
          placeholder="you@example.com"
          autoComplete="email"
          maxLength={LIMITS.email}
          required
        />
        <button type="submit" className="btn btn-teal" disabled={signup.isPending}>
          Sign Up
        </button>
      </div>
      <FormFeedback feedback={feedback} className="mt-2 small" />
    </form>
  );
}
