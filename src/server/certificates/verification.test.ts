import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import {
  CERTIFICATE_KEYS_PATH,
  CertificateKeySetSchema,
  CertificateVerificationSchema,
} from '@contract/certificate.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema.ts';
import { adminSession, createProgram, createUser } from '../test/factories.ts';
import { buildTestApp, TEST_CERT_SIGNING_KEY, type TestApp } from '../test/harness.ts';
import { warnOfUnpublishedKeys } from './records.ts';
import { CertificateSigner, certificateKeyId, exportSigningKey } from './signing.ts';

const { app, db } = await buildTestApp();

const TEST_KEY_ID = certificateKeyId(
  createPublicKey(
    createPrivateKey({ key: Buffer.from(TEST_CERT_SIGNING_KEY, 'base64'), format: 'der', type: 'pkcs8' }),
  ),
);

/** An admin issues a certificate by hand on `on` (the file's app unless another instance is given). */
async function issue(on: TestApp['app'] = app, name = 'Asha Verma') {
  const admin = await adminSession(on, db);
  const learner = await createUser(db, { name });
  const program = await createProgram(db, { title: 'Equity Derivatives Basics' });
  const res = await on.inject({
    method: 'POST',
    url: '/api/admin/certificate',
    headers: admin.headers,
    payload: { user_id: learner.id, program_id: program.id },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { _id: string })._id;
}

async function check(id: string, on: TestApp['app'] = app) {
  const res = await on.inject({ method: 'GET', url: `/api/certificate/${id}` });
  expect(res.statusCode).toBe(200);
  return CertificateVerificationSchema.parse(res.json());
}

async function keySet(on: TestApp['app'] = app) {
  const res = await on.inject({ method: 'GET', url: CERTIFICATE_KEYS_PATH });
  expect(res.statusCode).toBe(200);
  return { res, keys: CertificateKeySetSchema.parse(res.json()).keys };
}

const newKey = () => generateKeyPairSync('ed25519');

describe('the published keys', () => {
  it('are a JWK Set at /.well-known/certificate-keys.json, public, cacheable and readable from any site', async () => {
    const { res, keys } = await keySet();
    expect(res.headers['content-type']).toBe('application/jwk-set+json');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        kid: TEST_KEY_ID,
        alg: 'EdDSA',
        use: 'sig',
        status: 'current',
      },
    ]);
    expect(res.body).not.toContain('"d"');
  });
});

describe('the signed record of a certificate', () => {
  it('carries the signature, the key id and the exact signed text beside the fields it had', async () => {
    const id = await issue(app, 'श्री माधव त्रिपाठी');
    const body = await check(id);
    const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
    expect(row!.keyId).toBe(TEST_KEY_ID);
    expect(body).toMatchObject({
      _id: id,
      valid: true,
      revoked: false,
      name: 'श्री माधव त्रिपाठी',
      signature: row!.signature,
      key_id: TEST_KEY_ID,
    });
    expect(body.signed_payload).toBe(
      `{"id":"${id}","issued_at":"${body.issued_at}","name":"श्री माधव त्रिपाठी","program":"Equity Derivatives Basics","score":null,"user_id":"${row!.userId}","v":1}`,
    );
    expect(body.issued_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  });

  it('verifies with node:crypto and nothing but the published JWK', async () => {
    const body = await check(await issue());
    const { keys } = await keySet();
    const jwk = keys.find((key) => key.kid === body.key_id)!;
    const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
    const signature = Buffer.from(body.signature, 'base64url');
    expect(verify(null, Buffer.from(body.signed_payload, 'utf8'), publicKey, signature)).toBe(true);
    const forged = body.signed_payload.replace('Asha Verma', 'Asha Varma');
    expect(verify(null, Buffer.from(forged, 'utf8'), publicKey, signature)).toBe(false);
  });

  it('shows altered contents in the signed text, which the signature does not match', async () => {
    const id = await issue();
    await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
    const body = await check(id);
    expect(body).toMatchObject({ valid: false, key_id: TEST_KEY_ID });
    expect(JSON.parse(body.signed_payload)).toMatchObject({ name: 'Someone Else' });
  });

  it('finds the key of a certificate signed before key ids by trying the published ones', async () => {
    const id = await issue();
    await db.update(certificates).set({ keyId: null }).where(eq(certificates.id, id));
    expect(await check(id)).toMatchObject({ valid: true, key_id: TEST_KEY_ID });
    await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
    expect(await check(id)).toMatchObject({ valid: false, key_id: null });
  });
});

describe('a change of signing key', () => {
  it('keeps earlier certificates valid under their key while the old public key stays published', async () => {
    const before = await issue();
    const next = newKey();
    const nextKeyId = certificateKeyId(next.publicKey);
    const oldX = (await keySet()).keys[0]!.x;
    const rotated = await buildTestApp(
      { CERT_SIGNING_KEY: exportSigningKey(next.privateKey), CERT_RETIRED_PUBLIC_KEYS: oldX },
      { scope: 'test' },
    );
    expect(await check(before, rotated.app)).toMatchObject({ valid: true, key_id: TEST_KEY_ID });
    expect((await keySet(rotated.app)).keys.map((key) => [key.kid, key.status])).toEqual([
      [nextKeyId, 'current'],
      [TEST_KEY_ID, 'retired'],
    ]);
    const after = await issue(rotated.app);
    expect(await check(after, rotated.app)).toMatchObject({ valid: true, key_id: nextKeyId });
    // The instance still on the old key does not know the new one: nothing it did not publish verifies.
    expect(await check(after)).toMatchObject({ valid: false, key_id: nextKeyId });
  });

  it('makes earlier certificates invalid when the old public key is not kept', async () => {
    const before = await issue();
    const forgetful = await buildTestApp(
      { CERT_SIGNING_KEY: exportSigningKey(newKey().privateKey) },
      { scope: 'test' },
    );
    expect(await check(before, forgetful.app)).toMatchObject({ valid: false, key_id: TEST_KEY_ID });
    expect((await keySet(forgetful.app)).keys.map((key) => key.kid)).not.toContain(TEST_KEY_ID);
  });
});

describe('the start-up check of published keys', () => {
  it('warns, naming the key and its count, when certificates were signed with a key no longer published', async () => {
    await issue();
    await issue();
    const warnings: string[] = [];
    const log = { warn: (_object: object, message: string) => warnings.push(message) };
    const next = newKey();
    await warnOfUnpublishedKeys(db, new CertificateSigner(next.privateKey), log);
    expect(warnings).toEqual([
      `2 certificate(s) were signed with key ${TEST_KEY_ID}, which is neither CERT_SIGNING_KEY nor in CERT_RETIRED_PUBLIC_KEYS: they show as invalid until that key's public half is added to CERT_RETIRED_PUBLIC_KEYS.`,
    ]);
    const retired = createPublicKey(
      createPrivateKey({ key: Buffer.from(TEST_CERT_SIGNING_KEY, 'base64'), format: 'der', type: 'pkcs8' }),
    );
    await warnOfUnpublishedKeys(db, new CertificateSigner(next.privateKey, [retired]), log);
    expect(warnings).toHaveLength(1);
  });
});
