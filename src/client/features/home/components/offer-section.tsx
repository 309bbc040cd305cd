import { errorFeedback, type Feedback } from '@client/components/form-feedback.tsx';
import { SelectField } from '@client/components/form-field.tsx';
import { IconCheck2Circle } from '@client/components/icons/check2-circle.tsx';
import { formValues } from '@client/lib/form-values.ts';
import { MESSAGES } from '@contract/messages.ts';
import { OFFER_COURSES, type OfferCourse } from '@contract/vocabulary.ts';
import { type FormEvent, useState } from 'react';
import { useSignupOffer } from '../api/signup-offer.ts';
import { OFFER } from '../content.ts';
import { FormCard } from './form-card.tsx';
import { NameEmailFields } from './name-email-fields.tsx';

function isOfferCourse(value: string): value is OfferCourse {
  return (OFFER_COURSES as readonly string[]).includes(value);
}

export function OfferSection() {
  const signup = useSignupOffer();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = formValues(form);
    const course = field('course');
    if (!isOfferCourse(course)) return; // the select is required: the browser asks for a choice first
    setFeedback(null);
    signup.mutate(
      { name: field('name'), email: field('email'), course },
      {
        onSuccess: (answer) => {
          setFeedback({ kind: 'success', text: answer.message || MESSAGES.offer.success });
          form.reset();
        },
        onError: (error) => setFeedback(errorFeedback(error)),
      },
    );
  }

  return (
    <section id="offer" className="offer-section py-5" aria-labelledby="offer-heading">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-6">
            <p className="offer-kicker mb-2">Limited-period offer</p>
            <h2 id="offer-heading" className="display-6 fw-bold">
              {OFFER.title}
            </h2>
            <p className="offer-text my-3">{OFFER.text}</p>
            <ul className="list-unstyled mb-0">
              {OFFER.points.map((point) => (
                <li key={point} className="mb-2">
                  <IconCheck2Circle className="me-2" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-lg-6">
            <FormCard
              className="card offer-card shadow border-0"
              labelledBy="offer-heading"
              onSubmit={handleSubmit}
              feedback={feedback}
            >
              <NameEmailFields idPrefix="offer" />
              <SelectField
                id="offer-course"
                label="Course"
                className="mb-4"
                name="course"
                defaultValue=""
                required
              >
                <option value="" disabled>
                  Select a course
                </option>
                {OFFER_COURSES.map((course) => (
                  <option key={course} value={course}>
                    {course}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className="btn btn-teal w-100 btn-lg" disabled={signup.isPending}>
                {OFFER.submit}
              </button>
            </FormCard>
          </div>
        </div>
      </div>
    </section>
  );
}
