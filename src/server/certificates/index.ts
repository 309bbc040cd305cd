// What other parts of the server may use from the certificates area (ADR 046, docs/architecture.md).

export { type CertificateFile, certificateFilesOf } from './holder-files.ts';
export { scriptRuns } from './pdf.ts';
export {
  type CertificateIssuer,
  type EvaluationDetails,
  issueCertificateIfEligible,
  issueChallengeCertificate,
  issueEvaluationCertificate,
  verifyUrl,
  warnOfUnpublishedKeys,
} from './records.ts';
export { CertificateSigner, ensureSigningKey, loadSigningKey } from './signing.ts';
