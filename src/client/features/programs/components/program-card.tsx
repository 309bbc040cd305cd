import { OfferingTypeBadge, PriceBadges } from '@client/components/price-badges.tsx';
import { ResourceImage } from '@client/components/resource-image.tsx';
import { SubscribeButton } from '@client/components/subscribe-button.tsx';
import type { Program } from '@contract/program.ts';
import { pagePath } from '@contract/routes.ts';
import { Link } from 'react-router';

/** `imageLoading`: 'eager' for the first card, whose picture is the page's largest paint. */
export function ProgramCard({
  program,
  imageLoading = 'lazy',
}: {
  program: Program;
  imageLoading?: 'lazy' | 'eager';
}) {
  const titleId = `program-title-${program._id}`;
  return (
    <article className="card program-card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="position-relative">
        <ResourceImage
          src={program.image_path}
          alt={program.title}
          className="card-img-top program-card-image"
          loading={imageLoading}
          // The grid's columns: one on a phone, two from md, four from xl (programs-page.tsx).
          sizes="(min-width: 1200px) 270px, (min-width: 768px) 50vw, 100vw"
        />
        <OfferingTypeBadge resource={program} className="program-card-type" />
      </div>
      <div className="card-body d-flex flex-column gap-3">
        <h2 id={titleId} className="h5 card-title mb-0">
          {program.title}
        </h2>
        <p className="card-text text-body-secondary mb-0">{program.description}</p>
        <PriceBadges resource={program} showType={false} />
        {/* Stacked, full width: every card's buttons line up whatever their labels. */}
        <div className="mt-auto d-grid gap-2 pt-2">
          <Link to={pagePath('programDetail', { id: program._id })} className="btn btn-outline-teal">
            Learn More
            {/* Search engines and screen readers get a link text that says where it goes. */}
            <span className="visually-hidden"> about {program.title}</span>
          </Link>
          <SubscribeButton resourceType="program" resource={program} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
