import { z } from 'zod';
import { EvaluationCertificateDetailsSchema } from './evaluation.ts';
import { requiredText } from './fields.ts';
import { CERTIFICATE_KINDS } from './vocabulary.ts';

/** The length of a certificate's public id (Crockford base32, ADR 027). */
export const CERTIFICATE_ID_LENGTH = 12;
export const CERTIFICATE_REVOKE_REASON_MAX = 500;
/** The organisation a certificate names, on the PDF and in LinkedIn's "Add to profile". */
export const CERTIFICATE_ISSUER = 'FinTrain Academy';

/**
 * A certificate id from a URL: letters in either case (an id typed from paper), read back in
 * upper case; I, L and O are read as 1, 1 and 0 as Crockford's base32 does.
 */
export const CertificateIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0'))
    .pipe(
      z.string().regex(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CERTIFICATE_ID_LENGTH}}$`), {
        error: 'Certificate not found.',
      }),
    ),
});

/** A certificate as its learner sees it (GET /api/certificates). */
export const CertificateSchema = z.object({
  _id: z.string(),
  program_id: z.string().nullable(),
  /** The program's title as signed. */
  program: z.string(),
  /** The learner's name as registered when it was issued, as signed. */
  name: z.string(),
  issued_at: z.string(),
  /** The quiz score in percent, where the program has one. */
  score: z.number().nullable(),
  /**
   * 'course': the program completed; 'sim_challenge': "Simulator challenge passed" (docs/product.md §14.8).
   */
  kind: z.enum(CERTIFICATE_KINDS),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
  /** The public page anyone can open to check it: PUBLIC_URL/verify/<id>. */
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;
export const CertificateListSchema = z.array(CertificateSchema);

/** An admin's view: who it is for, who issued it (null: automatic), and why it was revoked. */
export const AdminCertificateSchema = CertificateSchema.extend({
  user_id: z.string(),
  user_email: z.string().nullable(),
  issued_by: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;
export const AdminCertificateListSchema = z.array(AdminCertificateSchema);

/**
 * The public answer of GET /api/certificate/:id. `valid` is the signature's verdict over the
 * stored contents: false when anything signed was changed since. A revoked certificate keeps its
 * signature, so it can be valid and revoked; the page says Revoked.
 */
export const CertificateVerificationSchema = z.object({
  _id: z.string(),
  valid: z.boolean(),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
  name: z.string(),
  program: z.string(),
  issued_at: z.string(),
  score: z.number().nullable(),
  kind: z.enum(CERTIFICATE_KINDS),
  issuer: z.string(),
  verify_url: z.string(),
  /**
   * The Ed25519 signature (RFC 8032, no prehash), base64url without padding: 64 bytes, 86
   * characters. Checkable offline with the published key (README, "Verifying a certificate").
   */
  signature: z.string(),
  /**
   * The `kid` of the published key (CERTIFICATE_KEYS_PATH) the certificate was signed with. Null
   * only for a certificate signed before key ids whose signature no published key verifies.
   */
  key_id: z.string().nullable(),
  /**
   * The exact text that was signed, as the server rebuilds it from the stored contents: its UTF-8
   * bytes are the signed message (ADR 057 gives the canonical form). When `valid` is false these
   * are the altered contents, which the signature does not match.
   */
  signed_payload: z.string(),
  /**
   * An "Evaluation passed" certificate's challenge statistics and mentor (docs/product.md §25);
   * null for the other kinds. `signed`: they are in `signed_payload` (as `evaluation_*`, ADR 085);
   * false only for the certificates issued before, which show them as recorded at issue.
   */
  evaluation: EvaluationCertificateDetailsSchema.extend({ signed: z.boolean() }).nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

export const CertificateRevokeSchema = z.object({
  reason: requiredText('Reason', CERTIFICATE_REVOKE_REASON_MAX),
});
export type CertificateRevokeInput = z.input<typeof CertificateRevokeSchema>;

export const CertificateIssueSchema = z.object({
  user_id: z.uuid({ error: 'user_id is not a valid id.' }),
  program_id: z.uuid({ error: 'program_id is not a valid id.' }),
});
export type CertificateIssueInput = z.input<typeof CertificateIssueSchema>;

/** The PDF's bytes (application/pdf), not JSON. */
export const CertificatePdfSchema = z.unknown().describe('The certificate as a PDF.');

/** The file name a certificate's PDF is saved under. */
export function certificateFileName(id: string): string {
  return `fintrain-certificate-${id}.pdf`;
}

/**
 * The certificate as an Open Badges 3.0 credential secured as a VC-JWT: the compact JWS itself,
 * sent as text/plain (Open Badges 3.0, "Web Resource"), not JSON. ADR 057.
 */
export const CertificateBadgeSchema = z
  .string()
  .describe('The Open Badges 3.0 credential as a VC-JWT: a compact JWS, sent as text/plain.');

/** The file name the badge is saved under: Open Badges 3.0 asks for .jwt or .jws for a VC-JWT. */
export function certificateBadgeFileName(id: string): string {
  return `fintrain-certificate-${id}.jwt`;
}

/**
 * Where the certificate keys are published: a well-known URI (RFC 8615), outside /api, so the
 * address stays put whatever the API becomes (ADR 057).
 */
export const CERTIFICATE_KEYS_PATH = '/.well-known/certificate-keys.json';

/**
 * One published key, a JWK (RFC 7517, Ed25519 as in RFC 8037). `kid` is the key's RFC 7638
 * thumbprint, so every instance names a key alike without being told. `status` says which key
 * signs new certificates; a retired key still verifies the certificates it signed.
 */
export const CertificateKeySchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  /** The 32-byte public key, base64url without padding. */
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  status: z.enum(['current', 'retired']),
});
export type CertificateKey = z.infer<typeof CertificateKeySchema>;
/** The JWK Set at CERTIFICATE_KEYS_PATH: the current key first, then the retired ones. */
export const CertificateKeySetSchema = z.object({ keys: z.array(CertificateKeySchema) });
export type CertificateKeySet = z.infer<typeof CertificateKeySetSchema>;

/**
 * LinkedIn's "Add to profile" link for a certification (its documented add-to-profile URL):
 * the name, organisation, issue month and year, the verify URL and the id are filled in.
 */
export function linkedInAddToProfileUrl(certificate: {
  _id: string;
  program: string;
  issued_at: string;
  verify_url: string;
}): string {
  // Year and month in IST, as everything else on the site shows dates.
  const parts = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date(certificate.issued_at));
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.program,
    organizationName: CERTIFICATE_ISSUER,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: certificate.verify_url,
    certId: certificate._id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString().replace(/\+/g, '%20')}`;
}
