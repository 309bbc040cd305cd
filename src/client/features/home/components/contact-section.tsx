import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { IconClockFill } from '@client/components/icons/clock-fill.tsx';
import { IconEnvelopeFill } from '@client/components/icons/envelope-fill.tsx';
import { IconGeoAltFill } from '@client/components/icons/geo-alt-fill.tsx';
import type { IconComponent } from '@client/components/icons/svg.tsx';
import { IconTelephoneFill } from '@client/components/icons/telephone-fill.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { COMPANY } from '@client/lib/company.ts';
import { useContractForm } from '@client/lib/use-contract-form.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import type { ReactNode } from 'react';
import { useSubmitContact } from '../api/submit-contact.ts';
import { CONTACT } from '../content.ts';
import { FormCard } from './form-card.tsx';
import { NameEmailFields } from './name-email-fields.tsx';

/** The ways to reach the company, listed beside the form. */
const CONTACT_DETAILS: readonly { icon: IconComponent; term: string; value: ReactNode }[] = [
  {
    icon: IconGeoAltFill,
    term: 'Registered office',
    value: <span className="d-block">{COMPANY.address}</span>,
  },
  {
    icon: IconTelephoneFill,
    term: 'Phone',
    value: <a href={COMPANY.phone.href}>{COMPANY.phone.display}</a>,
  },
  {
    icon: IconEnvelopeFill,
    term: 'Email',
    value: <a href={COMPANY.email.href}>{COMPANY.email.display}</a>,
  },
  { icon: IconClockFill, term: 'Hours', value: <span className="d-block">{COMPANY.hours}</span> },
];

export function ContactSection() {
  const submit = useSubmitContact();
  const form = useContractForm({
    schema: () => import('@contract/contact.ts').then((contract) => contract.ContactSubmitSchema),
    submit: async (input) => {
      await submit.mutateAsync(input);
      return MESSAGES.contact.success;
    },
    // docs/product.md §8: any non-201 status → 'failed'; no answer at all → 'exception'.
    onError: (error) => (error instanceof ApiError ? MESSAGES.contact.failed : MESSAGES.contact.exception),
    resetOnSuccess: true,
  });

  return (
    <section id="contact" className="py-5 bg-soft" aria-labelledby="contact-heading">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-5">
            <p className="section-kicker mb-1">Get in touch</p>
            <h2 id="contact-heading" className="section-title">
              {CONTACT.title}
            </h2>
            <p className="text-body-secondary">{CONTACT.lead}</p>
            <ul className="list-unstyled contact-details mb-0">
              {CONTACT_DETAILS.map((detail, index) => (
                <li
                  key={detail.term}
                  className={index < CONTACT_DETAILS.length - 1 ? 'd-flex gap-3 mb-3' : 'd-flex gap-3'}
                >
                  <detail.icon className="contact-icon" />
                  <span>
                    <span className="d-block fw-semibold">{detail.term}</span>
                    {detail.value}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-12 col-lg-7">
            <FormCard className="card shadow-sm border-0" labelledBy="contact-heading" form={form}>
              <div className="row g-3">
                <NameEmailFields idPrefix="contact" className="col-12 col-md-6" errors={form.errors} />
                <FormField
                  id="contact-subject"
                  label="Subject"
                  className="col-12"
                  {...form.field('subject')}
                  type="text"
                  maxLength={LIMITS.subject}
                  required
                />
                <TextAreaField
                  id="contact-message"
                  label="Message"
                  className="col-12"
                  {...form.field('message')}
                  rows={5}
                  maxLength={LIMITS.message}
                  required
                />
                <div className="col-12">
                  <button type="submit" className="btn btn-teal btn-lg px-4" disabled={form.pending}>
                    {CONTACT.submit}
                  </button>
                </div>
              </div>
            </FormCard>
          </div>
        </div>
      </div>
    </section>
  );
}
