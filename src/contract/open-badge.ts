import { z } from 'zod';

/**
 * A certificate as an Open Badges 3.0 credential (ADR 057): the shape the site issues, a subset of
 * 1EdTech's OpenBadgeCredential (a W3C Verifiable Credential, data model 2.0). Only what the site
 * fills in is described; wallets read the rest of the standard from the contexts below.
 */
export const OPEN_BADGES_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;

/** 1EdTech's JSON Schema for the credential, named in `credentialSchema` for validators. */
export const OPEN_BADGES_SCHEMA = {
  id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
  type: '1EdTechJsonSchemaValidator2019',
} as const;

/** A date-time with its zone, in whole seconds, UTC: '2026-11-23T04:30:00Z'. */
const DateTimeZSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

/** A `type` array that holds `name` (Open Badges types are unordered sets). */
const typeWith = (name: string) => z.array(z.string()).refine((types) => types.includes(name));

export const BadgeIssuerSchema = z.object({
  id: z.url(),
  type: typeWith('Profile'),
  name: z.string(),
  url: z.url(),
});

export const BadgeAchievementSchema = z.object({
  id: z.url(),
  type: typeWith('Achievement'),
  achievementType: z.enum(['CertificateOfCompletion', 'Assessment']),
  name: z.string(),
  description: z.string(),
  criteria: z.object({ narrative: z.string() }),
  /** The score's description, when the certificate has a score. */
  resultDescription: z
    .array(
      z.object({
        id: z.string(),
        type: typeWith('ResultDescription'),
        name: z.string(),
        resultType: z.literal('Percent'),
        valueMin: z.string(),
        valueMax: z.string(),
      }),
    )
    .optional(),
});

export const BadgeSubjectSchema = z.object({
  /** `urn:uuid:` and the learner's account id: the JWT's `sub`. */
  id: z.string().startsWith('urn:uuid:'),
  type: typeWith('AchievementSubject'),
  /** The learner's name as signed, in plain text (identityType 'name', not hashed). */
  identifier: z
    .array(
      z.object({
        type: z.literal('IdentityObject'),
        identityHash: z.string(),
        identityType: z.literal('name'),
        hashed: z.literal(false),
      }),
    )
    .length(1),
  achievement: BadgeAchievementSchema,
  /** The score in percent, when there is one. */
  result: z
    .array(z.object({ type: typeWith('Result'), resultDescription: z.string(), value: z.string() }))
    .optional(),
});

export const OpenBadgeCredentialSchema = z.object({
  '@context': z.tuple([z.literal(OPEN_BADGES_CONTEXT[0]), z.literal(OPEN_BADGES_CONTEXT[1])]),
  /** The certificate's verify URL: where its current status (valid, revoked) is always shown. */
  id: z.url(),
  type: z.tuple([z.literal('VerifiableCredential'), z.literal('OpenBadgeCredential')]),
  name: z.string(),
  description: z.string(),
  issuer: BadgeIssuerSchema,
  validFrom: DateTimeZSchema,
  awardedDate: DateTimeZSchema,
  credentialSubject: BadgeSubjectSchema,
  credentialSchema: z.array(z.object({ id: z.literal(OPEN_BADGES_SCHEMA.id), type: z.string() })),
});
export type OpenBadgeCredential = z.infer<typeof OpenBadgeCredentialSchema>;

/**
 * The JWT payload of the VC-JWT (Open Badges 3.0, "JSON Web Token Proof Format"): the credential
 * itself with the registered claims that repeat it: `iss` the issuer's id, `jti` the credential's
 * id, `sub` the subject's id, `nbf` `validFrom` in seconds since 1970.
 */
export const OpenBadgeJwtPayloadSchema = OpenBadgeCredentialSchema.extend({
  iss: z.url(),
  jti: z.url(),
  sub: z.string(),
  nbf: z.number().int(),
});
export type OpenBadgeJwtPayload = z.infer<typeof OpenBadgeJwtPayloadSchema>;

/** The JOSE header: EdDSA with the signing key's public JWK (its `kid` among the published keys). */
export const OpenBadgeJwtHeaderSchema = z.strictObject({
  alg: z.literal('EdDSA'),
  typ: z.literal('JWT'),
  jwk: z.strictObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string() }),
});
