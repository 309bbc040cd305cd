import { IconCheckCircleFill } from '@client/components/icons/check-circle-fill.tsx';
import { IconExclamationOctagon } from '@client/components/icons/exclamation-octagon.tsx';
import { IconExclamationTriangleFill } from '@client/components/icons/exclamation-triangle-fill.tsx';
import { LoadError } from '@client/components/load-error.tsx';
import { PageLoading } from '@client/components/loading-status.tsx';
import { certificateBadgeLink, certificatePdfLink } from '@client/lib/certificate-files.ts';
import { formatDate } from '@client/lib/format.ts';
import { useDocumentTitle } from '@client/lib/use-document-title.ts';
import { CERTIFICATE_KEYS_PATH, type CertificateVerification } from '@contract/certificate.ts';
import { API_BASE, endpoints, fillPath } from '@contract/endpoints.ts';
import { evaluationStatisticsText } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import type { CertificateKind } from '@contract/vocabulary.ts';
import { useParams } from 'react-router';
import { isCertificateMissing, useCertificateVerification } from './api/get-certificate-verification.ts';

export const VERIFY_PAGE_TITLE = 'Verify a certificate';

/**
 * /verify/:id, the page a certificate's QR code opens: anyone can see whether the certificate is
 * genuine (its signature checks out), revoked, or invalid (its contents were changed), and what
 * it certifies. Rendered on the server, not indexed.
 */
export function VerifyPage() {
  const { id = '' } = useParams();
  useDocumentTitle(VERIFY_PAGE_TITLE);
  const check = useCertificateVerification(id);

  return (
    <div className="container py-5">
      <div className="col-lg-8 mx-auto">
        <h1 className="h2 section-title mb-4">{VERIFY_PAGE_TITLE}</h1>
        {check.isPending ? (
          <PageLoading />
        ) : check.isError ? (
          isCertificateMissing(check.error) ? (
            <div className="alert alert-warning" role="alert">
              <p className="fw-bold mb-1">{MESSAGES.certificates.notFound}</p>
              <p className="mb-0">Check the address: a certificate id has 12 letters and digits.</p>
            </div>
          ) : (
            <LoadError retrying={check.isFetching} onRetry={() => void check.refetch()} />
          )
        ) : (
          <Verdict certificate={check.data} />
        )}
      </div>
    </div>
  );
}

const CERTIFIES: Record<CertificateKind, string> = {
  course: 'Completion of the program',
  sim_challenge: MESSAGES.simulator.challengeCertificate,
  evaluation: MESSAGES.evaluation.certificateTitle,
};

const signedOrNot = (value: string, signed: boolean) =>
  signed ? value : `${value} (${MESSAGES.evaluation.unsigned})`;

/** The verdict first, in words and colour (never colour alone), then what the certificate says. */
function Verdict({ certificate }: { certificate: CertificateVerification }) {
  const status = !certificate.valid ? 'invalid' : certificate.revoked ? 'revoked' : 'valid';
  const challenge = certificate.kind === 'sim_challenge';
  const evaluation = certificate.evaluation;
  const statistics = evaluation ? evaluationStatisticsText(evaluation) : null;
  const details: { term: string; value: string }[] = [
    { term: 'Name', value: certificate.name },
    // What it certifies: a program completed, a simulator challenge passed in a program
    // (docs/product.md §14.8), or the evaluation before live trading passed (§25).
    { term: 'Certifies', value: CERTIFIES[certificate.kind] },
    { term: 'Program', value: certificate.program },
    { term: 'Issued on', value: formatDate(certificate.issued_at) },
    ...(certificate.score === null ? [] : [{ term: 'Score', value: `${certificate.score}%` }]),
    // The signature covers them, unless the certificate was issued before they were signed (ADR 085).
    ...(statistics ? [{ term: 'Challenge', value: signedOrNot(statistics, evaluation!.signed) }] : []),
    ...(evaluation?.mentor_name
      ? [{ term: 'Mentor', value: signedOrNot(evaluation.mentor_name, evaluation.signed) }]
      : []),
    ...(certificate.revoked_at ? [{ term: 'Revoked on', value: formatDate(certificate.revoked_at) }] : []),
    { term: 'Issued by', value: certificate.issuer },
    { term: 'Certificate ID', value: certificate._id },
  ];
  return (
    <>
      {status === 'valid' ? (
        <div className="alert alert-success d-flex gap-3 align-items-start" role="status">
          <IconCheckCircleFill className="fs-3 flex-shrink-0" />
          <div>
            <p className="h4 mb-1">Valid ✓</p>
            <p className="mb-0">
              This certificate is genuine: it was issued by {certificate.issuer} and has not been changed.
            </p>
          </div>
        </div>
      ) : status === 'revoked' ? (
        <div className="alert alert-warning d-flex gap-3 align-items-start" role="status">
          <IconExclamationTriangleFill className="fs-3 flex-shrink-0" />
          <div>
            <p className="h4 mb-1">Revoked</p>
            <p className="mb-0">
              {MESSAGES.certificates.revoked} It no longer certifies{' '}
              {challenge
                ? 'a passed simulator challenge'
                : certificate.kind === 'evaluation'
                  ? 'a passed evaluation'
                  : 'completion'}
              .
            </p>
          </div>
        </div>
      ) : (
        <div className="alert alert-danger d-flex gap-3 align-items-start" role="status">
          <IconExclamationOctagon className="fs-3 flex-shrink-0" />
          <div>
            <p className="h4 mb-1">Invalid</p>
            <p className="mb-0">{MESSAGES.certificates.invalid}</p>
          </div>
        </div>
      )}
      <dl className="row mb-4">
        {details.map((detail) => (
          <div key={detail.term} className="col-12 d-sm-flex py-2 border-bottom">
            <dt className="col-sm-4 mb-1 mb-sm-0">{detail.term}</dt>
            <dd className="col-sm-8 mb-0 text-break">{detail.value}</dd>
          </div>
        ))}
      </dl>
      {certificate.kind === 'evaluation' ? (
        <p className="small text-body-secondary">{MESSAGES.evaluation.disclaimer}</p>
      ) : null}
      {status === 'valid' ? <Downloads id={certificate._id} /> : null}
      <CheckItYourself certificate={certificate} />
    </>
  );
}

/** What a valid certificate can be taken away as: the PDF, and the Open Badges 3.0 credential (ADR 057). */
function Downloads({ id }: { id: string }) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <a className="btn btn-teal" href={certificatePdfLink(id).href} download>
          Download PDF
        </a>
        <a className="btn btn-outline-teal" {...certificateBadgeLink(id)} aria-describedby="open-badge-hint">
          Download Open Badge
        </a>
      </div>
      <p id="open-badge-hint" className="small text-body-secondary">
        The Open Badge is this certificate as a signed Open Badges 3.0 credential, for digital wallets and
        profiles that accept them.
      </p>
    </>
  );
}

/**
 * For a verifier who trusts no page: the signature, its key's id and where the keys are
 * published (docs/product.md §12.3; the README shows the commands).
 */
function CheckItYourself({ certificate }: { certificate: CertificateVerification }) {
  return (
    <details className="small mt-3">
      <summary>Check the signature yourself</summary>
      <p className="mt-2 mb-1">
        This certificate is signed with Ed25519 by key{' '}
        <code className="text-break">{certificate.key_id ?? 'unknown'}</code>. The signed text, the signature
        and the key id are in its{' '}
        <a href={`${API_BASE}${fillPath(endpoints.certificate.path, { id: certificate._id })}`}>
          signed record
        </a>
        ; the public keys are published at <a href={CERTIFICATE_KEYS_PATH}>{CERTIFICATE_KEYS_PATH}</a>.
      </p>
    </details>
  );
}
