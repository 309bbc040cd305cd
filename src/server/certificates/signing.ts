import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import type { CertificateKey, CertificateKeySet } from '@contract/certificate.ts';
import type { CertificateKind } from '@contract/vocabulary.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/** What a certificate's signature covers: the contents a verifier is shown, and its own id. */
export interface CertificateContents {
  id: string;
  userId: string;
  name: string;
  program: string;
  /** ISO 8601 instant, whole seconds. */
  issuedAt: string;
  /** Percent, or null when the program has no scored quiz. */
  score: number | null;
  /**
   * What it certifies; 'course' when absent. Signed only when it is not 'course', so the bytes of
   * a course certificate, and the signatures issued before kinds existed, are unchanged.
   */
  kind?: CertificateKind;
  /**
   * An "Evaluation passed" certificate's statistics and mentor (docs/product.md §25, ADR 085),
   * signed when present; absent for every other kind and for those issued before they were signed.
   */
  evaluation?: SignedEvaluation;
}

/** What an evaluation certificate signs besides the contents of every kind; nulls are signed as null. */
export interface SignedEvaluation {
  returnBp: number | null;
  maxDrawdownBp: number | null;
  tradingDays: number | null;
  mentorName: string | null;
}

/**
 * The signed bytes: JSON with keys in a fixed (sorted) order and no whitespace, plus a version
 * tag, so the same contents always give the same bytes, whoever serialises them.
 */
export function canonicalContents(contents: CertificateContents): Buffer {
  const fields: Record<string, string | number | null> = {
    id: contents.id,
    issued_at: contents.issuedAt,
    name: contents.name,
    program: contents.program,
    score: contents.score,
    user_id: contents.userId,
    v: 1,
  };
  if (contents.kind !== undefined && contents.kind !== 'course') fields.kind = contents.kind;
  if (contents.evaluation !== undefined) {
    fields.evaluation_max_drawdown_bp = contents.evaluation.maxDrawdownBp;
    fields.evaluation_mentor = contents.evaluation.mentorName;
    fields.evaluation_return_bp = contents.evaluation.returnBp;
    fields.evaluation_trading_days = contents.evaluation.tradingDays;
  }
  const sorted = Object.keys(fields)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(fields[key])}`);
  return Buffer.from(`{${sorted.join(',')}}`, 'utf8');
}

/** Crockford's base32: no I, L, O or U, so an id read aloud or typed from paper is not mistaken. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_ID_LENGTH = 12;

/** A new public id: 12 characters of 5 random bits each (60 bits), unguessable. */
export function newCertificateId(): string {
  const bytes = randomBytes(CERTIFICATE_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 31];
  return id;
}

/**
 * A key's id: its JWK thumbprint (RFC 7638), SHA-256 over the required members in order,
 * base64url. Derived from the key alone, so every instance names it alike with nothing to agree
 * on, and a verifier can recompute it (ADR 057).
 */
export function certificateKeyId(publicKey: KeyObject): string {
  const { x } = publicKey.export({ format: 'jwk' });
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/** A public key as a JWK (RFC 8037), with the members a verifier needs and nothing private. */
function publicJwk(publicKey: KeyObject, kid: string, status: CertificateKey['status']): CertificateKey {
  const { x } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('not an Ed25519 public key');
  return { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig', status };
}

/**
 * Signs with the site's current Ed25519 key (node:crypto, no digest) and verifies with it or any
 * retired key, each by its key id (ADR 027, ADR 057). Only the current key has a private half here.
 */
export class CertificateSigner {
  /** The id of the key new certificates are signed with. */
  readonly keyId: string;
  /** Every key that verifies, by id: the current one first, then the retired ones. */
  private readonly keys = new Map<string, KeyObject>();

  constructor(
    private readonly privateKey: KeyObject,
    retiredPublicKeys: readonly KeyObject[] = [],
  ) {
    const publicKey = createPublicKey(privateKey);
    this.keyId = certificateKeyId(publicKey);
    this.keys.set(this.keyId, publicKey);
    for (const key of retiredPublicKeys) {
      const kid = certificateKeyId(key);
      if (!this.keys.has(kid)) this.keys.set(kid, key);
    }
  }

  /** The signature over the contents with the current key, base64url; its key id is `keyId`. */
  sign(contents: CertificateContents): string {
    return sign(null, canonicalContents(contents), this.privateKey).toString('base64url');
  }

  /**
   * The id of the key under which `signature` is the signature over exactly these contents, or
   * null when there is none. `keyId` null (signed before key ids) tries every published key.
   */
  verifiedKeyId(contents: CertificateContents, signature: string, keyId: string | null): string | null {
    const bytes = Buffer.from(signature, 'base64url');
    if (bytes.length !== 64) return null;
    const message = canonicalContents(contents);
    const candidates = keyId === null ? [...this.keys.keys()] : [keyId];
    return (
      candidates.find((kid) => {
        const key = this.keys.get(kid);
        return key !== undefined && verify(null, message, key, bytes);
      }) ?? null
    );
  }

  /** True when the key with this id is published (current or retired). */
  publishes(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** The published keys (CERTIFICATE_KEYS_PATH): the current one first, then the retired ones. */
  keySet(): CertificateKeySet {
    return {
      keys: [...this.keys].map(([kid, key]) =>
        publicJwk(key, kid, kid === this.keyId ? 'current' : 'retired'),
      ),
    };
  }

  /**
   * A compact JWS (RFC 7515) of `payload` with the current key: header `alg` EdDSA, `typ` JWT,
   * and the public key as `jwk` with its `kid` (Open Badges 3.0's JOSE header, ADR 057).
   */
  signJwt(payload: object): string {
    const { kty, crv, x, kid } = publicJwk(createPublicKey(this.privateKey), this.keyId, 'current');
    const header = { alg: 'EdDSA', typ: 'JWT', jwk: { kty, crv, x, kid } };
    return compactJws(header, Buffer.from(JSON.stringify(payload), 'utf8'), this.privateKey);
  }
}

/**
 * RFC 7515's compact serialisation with an Ed25519 key (RFC 8037): BASE64URL(UTF8(header)) '.'
 * BASE64URL(payload) '.' BASE64URL(signature over the ASCII of the first two parts).
 */
export function compactJws(header: object, payload: Buffer, privateKey: KeyObject): string {
  const signingInput = `${Buffer.from(JSON.stringify(header), 'utf8').toString('base64url')}.${payload.toString('base64url')}`;
  const signature = sign(null, Buffer.from(signingInput, 'ascii'), privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** The app_meta row that holds the generated key (base64 PKCS#8 DER) when CERT_SIGNING_KEY is unset. */
export const SIGNING_KEY_META = 'cert:signing-key';

/** The base64 PKCS#8 DER of a key: the form CERT_SIGNING_KEY takes and the log prints. */
export function exportSigningKey(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'der' }).toString('base64');
}

/**
 * The signing key: CERT_SIGNING_KEY when set; otherwise the one kept in the database, made on
 * first use. The database is the one place every instance shares, so they all sign with the same
 * key: two instances starting at once both try to insert, one wins, both read the winner's key.
 * `created` is true only for the caller whose insert made the key (it prints it, once).
 */
export async function loadSigningKey(
  db: Database,
  configured: KeyObject | undefined,
): Promise<{ key: KeyObject; created: boolean }> {
  if (configured) return { key: configured, created: false };
  const fresh = exportSigningKey(generateKeyPairSync('ed25519').privateKey);
  const inserted = await db
    .insert(appMeta)
    .values({ key: SIGNING_KEY_META, value: fresh })
    .onConflictDoNothing()
    .returning({ value: appMeta.value });
  const value =
    inserted[0]?.value ??
    (await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SIGNING_KEY_META)))[0]
      ?.value;
  if (value === undefined) throw new Error('the certificate signing key could not be stored');
  const key = createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' });
  return { key, created: inserted.length > 0 };
}

/**
 * Makes sure a signing key exists at start-up (inside the start-up lock). A key generated now is
 * printed once, with a warning, like the first admin's password (ADR 005): copy it into
 * CERT_SIGNING_KEY to keep it out of the database.
 */
export async function ensureSigningKey(
  db: Database,
  configured: KeyObject | undefined,
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  const { key, created } = await loadSigningKey(db, configured);
  if (!created) return;
  log.warn(
    { setting: 'CERT_SIGNING_KEY' },
    `CERT_SIGNING_KEY was not set: generated an Ed25519 certificate signing key and stored it in the database (app_meta '${SIGNING_KEY_META}'). Set CERT_SIGNING_KEY=${exportSigningKey(key)} to keep it in your configuration instead. Anyone with this key can sign certificates. This key is not shown again.`,
  );
}
