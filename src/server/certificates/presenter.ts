import {
  type AdminCertificate,
  CERTIFICATE_ISSUER,
  type Certificate,
  type CertificateVerification,
} from '@contract/certificate.ts';
import {
  type CertificateRow,
  type CertificateVerdict,
  contentsOf,
  presentEvaluationDetails,
  verifyUrl,
} from './records.ts';
import { canonicalContents } from './signing.ts';

export function presentCertificate(row: CertificateRow, publicUrl: string): Certificate {
  return {
    _id: row.id,
    program_id: row.programId,
    program: row.programTitle,
    name: row.learnerName,
    issued_at: row.issuedAt.toISOString(),
    score: row.score,
    kind: row.kind,
    revoked: row.revokedAt !== null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    verify_url: verifyUrl(publicUrl, row.id),
  };
}

export function presentAdminCertificate(
  row: CertificateRow & { userEmail?: string | null },
  publicUrl: string,
): AdminCertificate {
  return {
    ...presentCertificate(row, publicUrl),
    user_id: row.userId,
    user_email: row.userEmail ?? null,
    issued_by: row.issuedBy,
    revoked_reason: row.revokedReason,
  };
}

/**
 * The public check: the stored contents as they are, the signature's verdict over them, and what
 * anyone needs to check that verdict offline: the signature, its key's id, and the exact signed
 * text rebuilt from the stored contents (ADR 057).
 */
export function presentVerification(verdict: CertificateVerdict, publicUrl: string): CertificateVerification {
  const { row, evaluation } = verdict;
  return {
    _id: row.id,
    valid: verdict.valid,
    revoked: verdict.revoked,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    name: row.learnerName,
    program: row.programTitle,
    issued_at: row.issuedAt.toISOString(),
    score: row.score,
    kind: row.kind,
    issuer: CERTIFICATE_ISSUER,
    verify_url: verifyUrl(publicUrl, row.id),
    signature: row.signature,
    key_id: verdict.keyId,
    signed_payload: canonicalContents(contentsOf(row, evaluation)).toString('utf8'),
    evaluation: evaluation && { ...presentEvaluationDetails(evaluation), signed: evaluation.signed ?? false },
  };
}
