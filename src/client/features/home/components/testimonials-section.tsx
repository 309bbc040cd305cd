import { AutoplayCarousel } from '@client/components/autoplay-carousel.tsx';
import { IconQuote } from '@client/components/icons/quote.tsx';
import { SectionHeading } from '@client/components/section-heading.tsx';
import { TESTIMONIAL_CAROUSEL } from '@contract/constants.ts';
import { TESTIMONIALS, type Testimonial } from '../content.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card card shadow-sm h-100 mb-0">
      <div className="card-body p-4 p-md-5 text-center">
        <IconQuote className="testimonial-quote-icon" />
        <blockquote className="blockquote mb-4">
          <p className="testimonial-text">{testimonial.quote}</p>
        </blockquote>
        <figcaption className="d-flex align-items-center justify-content-center gap-3">
          <span className="testimonial-avatar" aria-hidden="true">
            {initials(testimonial.name)}
          </span>
          <span className="text-start">
            <span className="d-block fw-semibold">{testimonial.name}</span>
            <span className="d-block small text-body-secondary">
              {testimonial.city} · {testimonial.program}
            </span>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" className="py-5" aria-labelledby="testimonials-heading">
      <div className="container narrow-container">
        <SectionHeading id="testimonials-heading" kicker="Testimonials" title="What Our Learners Say" />
        <AutoplayCarousel
          name="Testimonials"
          itemNoun="testimonial"
          items={TESTIMONIALS}
          getKey={(testimonial) => testimonial.id}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          speed={TESTIMONIAL_CAROUSEL.speed}
          slidesPerView={TESTIMONIAL_CAROUSEL.slidesPerView}
          delay={6000}
        />
      </div>
    </section>
  );
}
