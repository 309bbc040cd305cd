import { AutoplayCarousel } from '@client/components/autoplay-carousel.tsx';
import { SectionHeading } from '@client/components/section-heading.tsx';
import { TRAINER_CAROUSEL } from '@contract/constants.ts';
import { TRAINERS, type Trainer } from '../content.ts';

function TrainerCard({ trainer }: { trainer: Trainer }) {
  return (
    <article className="trainer-card card shadow-sm h-100">
      <div className="row g-0 align-items-center h-100">
        <div className="col-12 col-sm-5 text-center p-4">
          <img
            src={trainer.image}
            alt={`Portrait illustration of ${trainer.name}`}
            width={220}
            height={220}
            className="img-fluid rounded-circle trainer-portrait"
            loading="lazy"
          />
        </div>
        <div className="col-12 col-sm-7">
          <div className="card-body p-4">
            <h3 className="h4 card-title mb-1">{trainer.name}</h3>
            <p className="text-teal fw-semibold mb-1">{trainer.role}</p>
            <p className="small mb-3">
              <span className="d-block">{trainer.credentials}</span>
              <span className="d-block text-body-secondary">{trainer.experience}</span>
            </p>
            <p className="card-text mb-0">{trainer.bio}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

export function TrainersSection() {
  return (
    <section id="trainers" className="py-5 bg-soft" aria-labelledby="trainers-heading">
      <div className="container narrow-container">
        <SectionHeading id="trainers-heading" kicker="Trainers" title="Meet Our Trainers">
          Chartered accountants and MBAs who trade, invest and teach.
        </SectionHeading>
        <AutoplayCarousel
          name="Trainers"
          itemNoun="trainer"
          items={TRAINERS}
          getKey={(trainer) => trainer.id}
          renderItem={(trainer) => <TrainerCard trainer={trainer} />}
          speed={TRAINER_CAROUSEL.speed}
          slidesPerView={TRAINER_CAROUSEL.slidesPerView}
          delay={5000}
        />
      </div>
    </section>
  );
}
