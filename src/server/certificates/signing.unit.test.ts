import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { CertificateKeySetSchema } from '@contract/certificate.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseCertificatePublicKey } from '../config.ts';
import { CertificateSigner, canonicalContents, certificateKeyId, compactJws } from './signing.ts';

/** RFC 8037, appendix A.1: the Ed25519 key of the JOSE examples. */
const RFC8037_KEY = createPrivateKey({
  key: {
    kty: 'OKP',
    crv: 'Ed25519',
    d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
    x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  },
  format: 'jwk',
});

const contents = {
  id: 'K7M2Q9XH4RTA',
  userId: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f',
  name: 'श्री माधव त्रिपाठी',
  program: 'Pro Trader "Advanced"',
  issuedAt: '2026-11-23T04:30:00.000Z',
  score: 92.5,
};

describe('the canonical form a certificate signs', () => {
  it('is the UTF-8 of sorted keys without whitespace, the instant with .000Z, the score as a JSON number', () => {
    expect(canonicalContents(contents).toString('utf8')).toBe(
      '{"id":"K7M2Q9XH4RTA","issued_at":"2026-11-23T04:30:00.000Z","name":"श्री माधव त्रिपाठी","program":"Pro Trader \\"Advanced\\"","score":92.5,"user_id":"0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f","v":1}',
    );
    // Devanagari as UTF-8 bytes, never as \u escapes.
    expect(canonicalContents(contents).includes(Buffer.from('माधव', 'utf8'))).toBe(true);
  });

  it("signs an evaluation's statistics and mentor beside its kind, nulls as null (ADR 085)", () => {
    const evaluation = { ...contents, score: null, kind: 'evaluation' as const };
    expect(
      canonicalContents({
        ...evaluation,
        evaluation: { returnBp: 274, maxDrawdownBp: 0, tradingDays: 4, mentorName: 'Meera Mentor' },
      }).toString('utf8'),
    ).toBe(
      '{"evaluation_max_drawdown_bp":0,"evaluation_mentor":"Meera Mentor","evaluation_return_bp":274,"evaluation_trading_days":4,"id":"K7M2Q9XH4RTA","issued_at":"2026-11-23T04:30:00.000Z","kind":"evaluation","name":"श्री माधव त्रिपाठी","program":"Pro Trader \\"Advanced\\"","score":null,"user_id":"0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f","v":1}',
    );
    expect(
      canonicalContents({
        ...evaluation,
        evaluation: { returnBp: null, maxDrawdownBp: null, tradingDays: null, mentorName: null },
      }).toString('utf8'),
    ).toContain('"evaluation_max_drawdown_bp":null,"evaluation_mentor":null,');
    // Issued before the statistics were signed: the contents of every kind, unchanged.
    expect(canonicalContents(evaluation).toString('utf8')).not.toContain('evaluation_');
  });

  it('gives another signature when any signed statistic is changed', () => {
    const signer = new CertificateSigner(RFC8037_KEY);
    const signed = {
      ...contents,
      kind: 'evaluation' as const,
      evaluation: { returnBp: 274, maxDrawdownBp: 12, tradingDays: 4, mentorName: 'Meera Mentor' },
    };
    const signature = signer.sign(signed);
    expect(signer.verifiedKeyId(signed, signature, signer.keyId)).toBe(signer.keyId);
    for (const change of [
      { returnBp: 275 },
      { maxDrawdownBp: 0 },
      { tradingDays: 5 },
      { mentorName: 'Someone' },
    ]) {
      expect(
        signer.verifiedKeyId(
          { ...signed, evaluation: { ...signed.evaluation, ...change } },
          signature,
          signer.keyId,
        ),
      ).toBeNull();
    }
    expect(signer.verifiedKeyId({ ...signed, evaluation: undefined }, signature, signer.keyId)).toBeNull();
  });
});

describe('key ids', () => {
  it('are the RFC 7638 thumbprint of the public key (RFC 8037, appendix A.3)', () => {
    expect(certificateKeyId(createPublicKey(RFC8037_KEY))).toBe(
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    );
    expect(new CertificateSigner(RFC8037_KEY).keyId).toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k');
  });
});

describe('rotation', () => {
  const old = generateKeyPairSync('ed25519');
  const current = generateKeyPairSync('ed25519');
  const before = new CertificateSigner(old.privateKey);
  const signature = before.sign(contents);
  const after = new CertificateSigner(current.privateKey, [old.publicKey]);

  it('verifies what a retired key signed, under that key’s id, and signs anew with the current key', () => {
    expect(after.verifiedKeyId(contents, signature, before.keyId)).toBe(before.keyId);
    // Signed before key ids: found by trying each published key.
    expect(after.verifiedKeyId(contents, signature, null)).toBe(before.keyId);
    expect(after.verifiedKeyId(contents, after.sign(contents), after.keyId)).toBe(after.keyId);
    expect(after.keyId).not.toBe(before.keyId);
  });

  it('does not verify under another key than the one named, nor altered contents, nor without the retired key', () => {
    expect(after.verifiedKeyId(contents, signature, after.keyId)).toBeNull();
    expect(after.verifiedKeyId({ ...contents, score: 93 }, signature, before.keyId)).toBeNull();
    expect(new CertificateSigner(current.privateKey).verifiedKeyId(contents, signature, null)).toBeNull();
    expect(after.verifiedKeyId(contents, 'not-a-signature', null)).toBeNull();
  });

  it('publishes the current key first, then the retired one, as public JWKs only', () => {
    const set = CertificateKeySetSchema.parse(after.keySet());
    expect(set.keys.map((key) => [key.kid, key.status])).toEqual([
      [after.keyId, 'current'],
      [before.keyId, 'retired'],
    ]);
    expect(set.keys[1]!.x).toBe(old.publicKey.export({ format: 'jwk' }).x);
    expect(JSON.stringify(after.keySet())).not.toContain('"d"');
    // A retired key listed twice, or the current key listed as retired, is published once.
    const repeated = new CertificateSigner(current.privateKey, [
      old.publicKey,
      old.publicKey,
      current.publicKey,
    ]);
    expect(repeated.keySet().keys).toHaveLength(2);
  });
});

describe('the JWS', () => {
  it('serialises as RFC 8037’s Ed25519 example, byte for byte (appendix A.4)', () => {
    expect(compactJws({ alg: 'EdDSA' }, Buffer.from('Example of Ed25519 signing'), RFC8037_KEY)).toBe(
      'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg',
    );
  });

  it('carries EdDSA, typ JWT and the public JWK with its kid, and verifies with that key', () => {
    const signer = new CertificateSigner(RFC8037_KEY);
    const [header, payload, signature] = signer.signJwt({ iss: 'https://fintrain.in' }).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      jwk: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
        kid: signer.keyId,
      },
    });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ iss: 'https://fintrain.in' });
    const publicKey = createPublicKey({ key: signer.keySet().keys[0]!, format: 'jwk' });
    expect(
      verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url')),
    ).toBe(true);
  });
});

describe('CERT_RETIRED_PUBLIC_KEYS', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent', APP_SECRET: 'x'.repeat(40) };

  it('takes the published x or the base64 SPKI DER, separated by commas', () => {
    const a = generateKeyPairSync('ed25519').publicKey;
    const b = generateKeyPairSync('ed25519').publicKey;
    const x = a.export({ format: 'jwk' }).x!;
    const spki = b.export({ type: 'spki', format: 'der' }).toString('base64');
    const config = loadConfig({ ...env, CERT_RETIRED_PUBLIC_KEYS: `${x}, ${spki}` });
    expect(config.certRetiredPublicKeys.map(certificateKeyId)).toEqual([
      certificateKeyId(a),
      certificateKeyId(b),
    ]);
    expect(loadConfig(env).certRetiredPublicKeys).toEqual([]);
    expect(certificateKeyId(parseCertificatePublicKey(x))).toBe(certificateKeyId(a));
  });

  it('stops the start on anything else, naming the variable', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ type: 'spki', format: 'der' })
      .toString('base64');
    for (const value of ['not-a-key', rsa]) {
      expect(() => loadConfig({ ...env, CERT_RETIRED_PUBLIC_KEYS: value })).toThrow(
        /CERT_RETIRED_PUBLIC_KEYS/,
      );
    }
  });
});
