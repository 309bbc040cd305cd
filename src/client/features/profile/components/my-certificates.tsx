import { IconDownload } from '@client/components/icons/download.tsx';
import { IconLinkedin } from '@client/components/icons/linkedin.tsx';
import { QueryStates } from '@client/components/query-states.tsx';
import { certificateBadgeLink, certificatePdfLink } from '@client/lib/certificate-files.ts';
import { formatDate } from '@client/lib/format.ts';
import { type Certificate, linkedInAddToProfileUrl } from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import { Link } from 'react-router';
import { useMyCertificates } from '../api/get-my-certificates.ts';

/** The profile's "My Certificates": each with its verify page, its PDF and LinkedIn's "Add to profile". */
export function MyCertificates() {
  const certificates = useMyCertificates();
  return (
    <section className="mt-5" aria-labelledby="my-certificates">
      <h2 id="my-certificates" className="h4 text-navy mb-3">
        My Certificates
      </h2>
      <QueryStates
        query={certificates}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-body-secondary mb-0">
            Complete every lesson of a program to earn its certificate of completion.
          </p>
        }
      >
        {(list) => (
          <ul className="list-unstyled mb-0">
            {list.map((certificate) => (
              <CertificateItem key={certificate._id} certificate={certificate} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  return (
    <li className="border rounded p-3 mb-3">
      <p className="fw-bold mb-1 text-break">{certificate.program}</p>
      {certificate.kind === 'sim_challenge' ? (
        <p className="small mb-1">{MESSAGES.simulator.challengeCertificate}</p>
      ) : certificate.kind === 'evaluation' ? (
        <p className="small mb-1">{MESSAGES.evaluation.certificateTitle}</p>
      ) : null}
      <p className="small text-body-secondary mb-2">
        Issued on {formatDate(certificate.issued_at)} · ID {certificate._id}
        {certificate.revoked ? <span className="badge text-bg-warning ms-2">Revoked</span> : null}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-outline-secondary btn-sm" to={pagePath('verify', { id: certificate._id })}>
          View certificate {certificate._id}
        </Link>
        {certificate.revoked ? null : (
          <>
            <a className="btn btn-teal btn-sm" {...certificatePdfLink(certificate._id)}>
              <IconDownload className="me-1" />
              Download PDF <span className="visually-hidden">of {certificate.program}</span>
            </a>
            <a className="btn btn-outline-teal btn-sm" {...certificateBadgeLink(certificate._id)}>
              <IconDownload className="me-1" />
              Open Badge <span className="visually-hidden">of {certificate.program}</span>
            </a>
            <a
              className="btn btn-outline-primary btn-sm"
              href={linkedInAddToProfileUrl(certificate)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <IconLinkedin className="me-1" />
              Add to LinkedIn profile <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </>
        )}
      </div>
    </li>
  );
}
