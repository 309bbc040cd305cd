import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { ContactSection } from './components/contact-section.tsx';
import { CoursesSection } from './components/courses-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { OfferSection } from './components/offer-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';
import { TrainersSection } from './components/trainers-section.tsx';
import { WhyChooseSection } from './components/why-choose-section.tsx';

/** The six sections of the home page (docs/product.md §2), in order. */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <HeroSection />
      <WhyChooseSection />
      <CoursesSection />
      <OfferSection />
      <TrainersSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
