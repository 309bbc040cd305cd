import { IconDownload } from '@client/components/icons/download.tsx';
import { IconLinkedin } from '@client/components/icons/linkedin.tsx';
import { certificatePdfLink } from '@client/lib/certificate-files.ts';
import { useMyCertificates } from '@client/lib/get-my-certificates.ts';
import { linkedInAddToProfileUrl } from '@contract/certificate.ts';
import { pagePath } from '@contract/routes.ts';
import { useId } from 'react';
import { Link } from 'react-router';

/**
 * The moment of completion (docs/product.md §11.6, ADR 061): the course is done, and here is its
 * certificate to view, download and add to LinkedIn. Shown on the course page at 100 % (instead of
 * "Continue where you left off") and under the lesson that completed it. The certificate is issued
 * by the request that completed the last lesson; without one (a required quiz not passed yet, or a
 * revoked one) the panel says where it will appear.
 */
export function CourseComplete({
  programId,
  programTitle,
  headingLevel = 2,
}: {
  programId: string;
  programTitle: string;
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const certificates = useMyCertificates();
  const certificate = certificates.data?.find(
    (row) => row.program_id === programId && row.kind === 'course' && !row.revoked,
  );
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="course-complete card border-success shadow-sm mb-4" aria-labelledby={titleId}>
      <div className="card-body">
        <Heading id={titleId} className="h4 text-success-emphasis mb-2">
          Course complete
        </Heading>
        <p className="mb-3">
          Congratulations: you have completed <strong>{programTitle}</strong>.
        </p>
        {certificate ? (
          <>
            <p className="mb-2">Your certificate of completion is ready (ID {certificate._id}).</p>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-teal" to={pagePath('verify', { id: certificate._id })}>
                View your certificate
              </Link>
              <a className="btn btn-outline-secondary" {...certificatePdfLink(certificate._id)}>
                <IconDownload className="me-1" />
                Download PDF
              </a>
              <a
                className="btn btn-outline-primary"
                href={linkedInAddToProfileUrl(certificate)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <IconLinkedin className="me-1" />
                Share on LinkedIn <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </div>
          </>
        ) : (
          <p className="mb-0 small" role="status">
            {certificates.isPending
              ? 'Fetching your certificate…'
              : 'Your certificate appears here and on your profile once it is issued (every required quiz passed).'}
          </p>
        )}
      </div>
    </section>
  );
}
