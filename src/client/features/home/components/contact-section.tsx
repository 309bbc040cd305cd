import { type Feedback, FormFeedback } from '@client/components/form-feedback.tsx';
import { FormField, TextAreaField } from '@client/components/form-field.tsx';
import { ApiError } from '@client/lib/api-client.ts';
import { COMPANY } from '@client/lib/company.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LIMITS } from '@contract/vocabulary.ts';
import { type FormEvent, useState } from 'react';
import { useSubmitContact } from '../api/submit-contact.ts';
import { CONTACT } from '../content.ts';
import { NameEmailFields } from './name-email-fields.tsx';

export function ContactSection() {
  const submit = useSubmitContact();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    setFeedback(null);
    submit.mutate(
      { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') },
      {
        onSuccess: () => {
          setFeedback({ kind: 'success', text: MESSAGES.contact.success });
          form.reset();
        },
        // Spec, section 8: any non-201 status → 'failed'; no answer at all → 'exception'.
        onError: (error) =>
          setFeedback({
            kind: 'error',
            text: error instanceof ApiError ? MESSAGES.contact.failed : MESSAGES.contact.exception,
          }),
      },
    );
  }

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
              <li className="d-flex gap-3 mb-3">
                <i className="bi bi-geo-alt-fill contact-icon" aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">Registered office</span>
                  <span className="d-block">{COMPANY.address}</span>
                </span>
              </li>
              <li className="d-flex gap-3 mb-3">
                <i className="bi bi-telephone-fill contact-icon" aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">Phone</span>
                  <a href={COMPANY.phone.href}>{COMPANY.phone.display}</a>
                </span>
              </li>
              <li className="d-flex gap-3 mb-3">
                <i className="bi bi-envelope-fill contact-icon" aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">Email</span>
                  <a href={COMPANY.email.href}>{COMPANY.email.display}</a>
                </span>
              </li>
              <li className="d-flex gap-3">
                <i className="bi bi-clock-fill contact-icon" aria-hidden="true" />
                <span>
                  <span className="d-block fw-semibold">Hours</span>
                  <span className="d-block">{COMPANY.hours}</span>
                </span>
              </li>
            </ul>
          </div>
          <div className="col-12 col-lg-7">
            <form
              className="card shadow-sm border-0"
              onSubmit={handleSubmit}
              aria-labelledby="contact-heading"
            >
              <div className="card-body p-4">
                <div className="row g-3">
                  <NameEmailFields idPrefix="contact" className="col-12 col-md-6" />
                  <FormField
                    id="contact-subject"
                    label="Subject"
                    className="col-12"
                    name="subject"
                    type="text"
                    maxLength={LIMITS.subject}
                    required
                  />
                  <TextAreaField
                    id="contact-message"
                    label="Message"
                    className="col-12"
                    name="message"
                    rows={5}
                    maxLength={LIMITS.message}
                    required
                  />
                  <div className="col-12">
                    <button type="submit" className="btn btn-teal btn-lg px-4" disabled={submit.isPending}>
                      {CONTACT.submit}
                    </button>
                  </div>
                </div>
                <FormFeedback feedback={feedback} className="mt-3" />
              </div>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
