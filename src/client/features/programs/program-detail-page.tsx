import { LoadingStatus } from '@client/components/loading-status.tsx';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { MESSAGES } from '@contract/messages.ts';
import DOMPurify from 'dompurify';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { isProgramMissing, useProgram } from './api/get-program.ts';
import { PriceBadges } from './components/price-badges.tsx';
import { ProgramImage } from './components/program-image.tsx';
import { SubscribeButton } from './components/subscribe-button.tsx';

/**
 * One program by id or slug. The spec keeps the page on 'Loading...' when the fetch fails (the error is
 * only logged); a 404 is the exception, so a visitor with a wrong link is told the program does not exist.
 */
export function ProgramDetail({ idOrSlug }: { idOrSlug: string }) {
  const program = useProgram(idOrSlug);
  const missing = program.isError && isProgramMissing(program.error);
  const html = useMemo(
    () => (program.data?.html_content ? DOMPurify.sanitize(program.data.html_content).trim() : ''),
    [program.data?.html_content],
  );

  useDocumentTitle(
    program.data?.title ??
      (missing ? MESSAGES.programs.notFound.replace(/\.$/, '') : MESSAGES.generic.loading),
  );

  useEffect(() => {
    if (program.isError && !missing) console.error('Failed to load the program', program.error);
  }, [program.isError, program.error, missing]);

  if (missing) {
    return (
      <div className="container py-5 text-center">
        <i className="bi bi-search display-4 text-teal" aria-hidden="true" />
        <h1 className="h2 mt-3">{MESSAGES.programs.notFound}</h1>
        <p className="text-body-secondary">
          The program you are looking for does not exist or has been removed.
        </p>
        <Link to="/programs" className="btn btn-teal">
          Browse all programs
        </Link>
      </div>
    );
  }

  if (!program.data) {
    return (
      <div className="container py-5">
        <LoadingStatus text={MESSAGES.generic.loading} />
      </div>
    );
  }

  const detail = program.data;
  return (
    <article className="container py-5 program-detail" aria-labelledby="program-title">
      <nav aria-label="Breadcrumb" className="mb-3">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to="/programs">Programs</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {detail.title}
          </li>
        </ol>
      </nav>
      <div className="row g-4 align-items-start">
        <div className="col-12 col-lg-5">
          <ProgramImage
            src={detail.image_path}
            alt={detail.title}
            className="img-fluid rounded-3 shadow-sm w-100 program-detail-image"
            loading="eager"
          />
        </div>
        <div className="col-12 col-lg-7">
          <h1 id="program-title" className="mb-3">
            {detail.title}
          </h1>
          {detail.description ? <p className="lead text-body-secondary">{detail.description}</p> : null}
          <PriceBadges program={detail} />
          <div className="mt-4">
            <SubscribeButton program={detail} className="btn-lg" />
          </div>
        </div>
      </div>
      <section className="mt-5" aria-labelledby="program-details-heading">
        <h2 id="program-details-heading" className="h3 mb-3">
          About this program
        </h2>
        {html ? (
          // Sanitised by DOMPurify just above: the only HTML this page renders.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised with DOMPurify
          <div className="program-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <div className="alert alert-warning" role="status">
            {MESSAGES.programs.noContent}
          </div>
        )}
      </section>
    </article>
  );
}

/** /programs/:id */
export function ProgramDetailPage() {
  const { id = '' } = useParams();
  return <ProgramDetail key={id} idOrSlug={id} />;
}
