import { SelectField } from '@client/components/form-field.tsx';
import { IconCheck2Circle } from '@client/components/icons/check2-circle.tsx';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { OFFER_COURSES } from '@contract/vocabulary.ts';
import { useSignupOffer } from '../api/signup-offer.ts';
import { OFFER } from '../content.ts';
import { FormCard } from './form-card.tsx';
import { NameEmailFields } from './name-email-fields.tsx';

export function OfferSection() {
  const signup = useSignupOffer();
  const form = useContractForm({
    schema: () => import('@contract/marketing.ts').then((contract) => contract.OfferSignupSchema),
    submit: async (input) => (await signup.mutateAsync(input)).message || MESSAGES.offer.success,
    resetOnSuccess: true,
  });

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
            <FormCard className="card offer-card shadow border-0" labelledBy="offer-heading" form={form}>
              <NameEmailFields idPrefix="offer" errors={form.errors} />
              <SelectField
                id="offer-course"
                label="Course"
                className="mb-4"
                {...form.field('course')}
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
              <button type="submit" className="btn btn-teal w-100 btn-lg" disabled={form.pending}>
                {OFFER.submit}
              </button>
            </FormCard>
          </div>
        </div>
      </div>
    </section>
  );
}
