import { IconArrowRight } from '@client/components/icons/arrow-right.tsx';
import { CLIENT_ROUTES } from '@contract/routes.ts';
import { Link } from 'react-router';
import { HERO } from '../content.ts';

export function HeroSection() {
  return (
    <section id="hero" className="hero-section" aria-labelledby="hero-heading">
      <div className="container py-5">
        <div className="row align-items-center g-4 g-lg-5 py-lg-4">
          <div className="col-12 col-lg-6">
            <p className="hero-kicker mb-2">{HERO.kicker}</p>
            <h1 id="hero-heading" className="hero-title">
              {HERO.headline}
            </h1>
            <p className="hero-lead my-4">{HERO.lead}</p>
            <Link to={CLIENT_ROUTES.programs} className="btn btn-light btn-lg fw-semibold px-4 hero-cta">
              {HERO.cta}
              <IconArrowRight className="ms-2" />
            </Link>
          </div>
          <div className="col-12 col-lg-6 text-center">
            <img
              src={HERO.image}
              alt="Illustration of a learner studying a rising stock-market chart on a laptop"
              width={560}
              height={420}
              className="img-fluid hero-image"
              fetchPriority="high"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
