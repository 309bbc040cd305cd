import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { ABOUT, ABOUT_INTRO, FOUNDER, MISSION, VISION } from './content.ts';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <AboutIntro />

      <div className="container py-5">
        <h1 className="visually-hidden">About Us</h1>
        <div className="row g-4">
          <div className="col-12">
            <section id="about" className="card about-card h-100 shadow-sm" aria-labelledby="about-heading">
              <div className="card-body p-4">
                <h2 id="about-heading" className="h3 card-title">
                  {ABOUT.title}
                </h2>
                {ABOUT.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="card-text">
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          </div>

          <FounderCard />

          {[MISSION, VISION].map((block) => (
            <div key={block.title} className="col-12 col-md-6">
              <section
                id={block.id}
                className="card about-card h-100 shadow-sm"
                aria-labelledby={`${block.id}-heading`}
              >
                <div className="card-body p-4">
                  <block.icon className="about-card-icon" />
                  <h2 id={`${block.id}-heading`} className="h3 card-title mt-2">
                    {block.title}
                  </h2>
                  <p className="card-text">{block.text}</p>
                </div>
              </section>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/** The spec's intro header: a banner without title or button. */
function AboutIntro() {
  return (
    <div className="page-intro about-intro">
      <div className="container py-5">
        <div className="row align-items-center g-4">
          <div className="col-12 col-md-7">
            <p className="page-intro-text mb-0">{ABOUT_INTRO}</p>
          </div>
          <div className="col-12 col-md-5 text-center">
            <img
              src="/images/about-intro.svg"
              alt=""
              width={480}
              height={320}
              className="img-fluid page-intro-image"
            />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The founder: portrait, name, role and story. */
function FounderCard() {
  return (
    <div className="col-12">
      <section id="founder" className="card about-card h-100 shadow-sm" aria-labelledby="founder-heading">
        <div className="card-body p-4">
          <div className="row g-4 align-items-center">
            <div className="col-12 col-md-4 text-center">
              <img
                src={FOUNDER.image}
                alt={`Portrait illustration of ${FOUNDER.name}`}
                width={240}
                height={240}
                className="img-fluid rounded-circle founder-portrait"
              />
            </div>
            <div className="col-12 col-md-8">
              <h2 id="founder-heading" className="h3 card-title">
                {FOUNDER.title}
              </h2>
              <p className="fw-semibold mb-1">{FOUNDER.name}</p>
              <p className="text-body-secondary">{FOUNDER.role}</p>
              {FOUNDER.paragraphs.map((paragraph) => (
                <p key={paragraph} className="card-text">
                  {paragraph}
                </p>
              ))}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
