import { SectionHeading } from '@client/components/section-heading.tsx';
import { WHY_CHOOSE } from '../content.ts';

export function WhyChooseSection() {
  return (
    <section id="why-choose" className="py-5 bg-body" aria-labelledby="why-choose-heading">
      <div className="container">
        <div className="row g-4 g-lg-5 align-items-center">
          <div className="col-12 col-lg-5 text-center">
            <img
              src={WHY_CHOOSE.image}
              alt="Illustration of trainers reviewing a trading journal and a risk chart"
              width={480}
              height={420}
              className="img-fluid"
              loading="lazy"
            />
          </div>
          <div className="col-12 col-lg-7">
            <SectionHeading id="why-choose-heading" kicker="Why Us" title={WHY_CHOOSE.title} align="start">
              {WHY_CHOOSE.lead}
            </SectionHeading>
            <ul className="row g-3 list-unstyled mb-0">
              {WHY_CHOOSE.reasons.map((reason) => (
                <li key={reason.title} className="col-12 col-sm-6">
                  <div className="d-flex gap-3 reason">
                    <span className="reason-icon" aria-hidden="true">
                      <reason.icon />
                    </span>
                    <div>
                      <h3 className="h6 mb-1">{reason.title}</h3>
                      <p className="small text-body-secondary mb-0">{reason.text}</p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
