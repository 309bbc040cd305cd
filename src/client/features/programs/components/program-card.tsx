import type { Program } from '@contract/program.ts';
import { Link } from 'react-router';
import { PriceBadges } from './price-badges.tsx';
import { ProgramImage } from './program-image.tsx';
import { SubscribeButton } from './subscribe-button.tsx';

export function ProgramCard({ program }: { program: Program }) {
  const titleId = `program-title-${program._id}`;
  return (
    <article className="card program-card h-100 shadow-sm" aria-labelledby={titleId}>
      <ProgramImage
        src={program.image_path}
        alt={program.title}
        className="card-img-top program-card-image"
      />
      <div className="card-body d-flex flex-column gap-3">
        <h2 id={titleId} className="h5 card-title mb-0">
          {program.title}
        </h2>
        <p className="card-text text-body-secondary mb-0">{program.description}</p>
        <PriceBadges program={program} />
        <div className="mt-auto d-flex flex-wrap gap-2 pt-2">
          <Link
            to={`/programs/${encodeURIComponent(program._id)}`}
            className="btn btn-outline-teal"
            aria-describedby={titleId}
          >
            Learn More
          </Link>
          <SubscribeButton program={program} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}
