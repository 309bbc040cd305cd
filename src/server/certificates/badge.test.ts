import { createPublicKey, verify } from 'node:crypto';
import { CERTIFICATE_KEYS_PATH, CertificateKeySetSchema } from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import {
  OPEN_BADGES_CONTEXT,
  OpenBadgeJwtHeaderSchema,
  OpenBadgeJwtPayloadSchema,
} from '@contract/open-badge.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema.ts';
import { createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { issueChallengeCertificate } from './records.ts';
import { newCertificateId } from './signing.ts';

const { app, db, config } = await buildTestApp();

/** A certificate signed with the site's key, as issuing writes it, with a score of its own. */
async function signed(input: { name?: string; score?: number | null; program?: string } = {}) {
  const signer = await app.certificateSigner();
  const learner = await createUser(db, { name: input.name ?? 'श्री माधव त्रिपाठी' });
  const program = await createProgram(db, { title: input.program ?? 'Pro Trader Program' });
  const contents = {
    id: newCertificateId(),
    userId: learner.id,
    name: learner.name,
    program: program.title,
    issuedAt: '2026-11-23T04:30:00.000Z',
    score: input.score === undefined ? 92.5 : input.score,
  };
  await db.insert(certificates).values({
    id: contents.id,
    userId: learner.id,
    programId: program.id,
    learnerName: contents.name,
    programTitle: contents.program,
    score: contents.score,
    issuedAt: new Date(contents.issuedAt),
    signature: signer.sign(contents),
    keyId: signer.keyId,
  });
  return { id: contents.id, learner, program };
}

/** The badge's three parts decoded, checked against the contract, and its signature's verdict under the published key. */
async function badge(id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/certificate/${id}/badge` });
  expect(res.statusCode).toBe(200);
  const [header, payload, signature] = res.body.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  const jose = OpenBadgeJwtHeaderSchema.parse(decode(header!));
  const keys = CertificateKeySetSchema.parse(
    (await app.inject({ method: 'GET', url: CERTIFICATE_KEYS_PATH })).json(),
  ).keys;
  const published = keys.find((key) => key.kid === jose.jwk.kid);
  const verified =
    published !== undefined &&
    published.x === jose.jwk.x &&
    verify(
      null,
      Buffer.from(`${header}.${payload}`, 'ascii'),
      createPublicKey({ key: published, format: 'jwk' }),
      Buffer.from(signature!, 'base64url'),
    );
  return { res, jose, credential: OpenBadgeJwtPayloadSchema.parse(decode(payload!)), verified };
}

describe('the Open Badges 3.0 credential', () => {
  it('is a VC-JWT of an OpenBadgeCredential, signed with a published key, saved as .jwt', async () => {
    const { id, learner, program } = await signed();
    const { res, jose, credential, verified } = await badge(id);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fintrain-certificate-${id}.jwt"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(verified).toBe(true);
    expect(jose.jwk.kid).toBe((await app.certificateSigner()).keyId);
    const verifyUrl = `${config.publicUrl}/verify/${id}`;
    expect(credential).toMatchObject({
      '@context': [...OPEN_BADGES_CONTEXT],
      id: verifyUrl,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Certificate of Completion: Pro Trader Program',
      issuer: { id: config.publicUrl, type: ['Profile'], name: 'FinTrain Academy', url: config.publicUrl },
      validFrom: '2026-11-23T04:30:00Z',
      awardedDate: '2026-11-23T04:30:00Z',
      credentialSubject: {
        id: `urn:uuid:${learner.id}`,
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityHash: 'श्री माधव त्रिपाठी', identityType: 'name', hashed: false },
        ],
        achievement: {
          id: `${config.publicUrl}/programs/${program.id}`,
          type: ['Achievement'],
          achievementType: 'CertificateOfCompletion',
          name: 'Pro Trader Program',
          resultDescription: [
            { id: `${verifyUrl}#score`, type: ['ResultDescription'], name: 'Score', resultType: 'Percent' },
          ],
        },
        result: [{ type: ['Result'], resultDescription: `${verifyUrl}#score`, value: '92.5' }],
      },
    });
    // The registered claims repeat the credential, as Open Badges' VC-JWT verification checks.
    expect(credential.iss).toBe(credential.issuer.id);
    expect(credential.jti).toBe(credential.id);
    expect(credential.sub).toBe(credential.credentialSubject.id);
    expect(credential.nbf * 1000).toBe(Date.parse(credential.validFrom));
  });

  it('has no result without a score, and is refused for a revoked or altered certificate as the PDF is', async () => {
    const { id } = await signed({ score: null });
    const { credential } = await badge(id);
    expect(credential.credentialSubject.result).toBeUndefined();
    expect(credential.credentialSubject.achievement.resultDescription).toBeUndefined();

    await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
    const altered = await app.inject({ method: 'GET', url: `/api/certificate/${id}/badge` });
    expect(altered.statusCode).toBe(409);
    expect(altered.json()).toEqual({ message: MESSAGES.certificates.invalid });

    const revokedOne = await signed();
    await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: 'Issued in error.' })
      .where(eq(certificates.id, revokedOne.id));
    const revoked = await app.inject({ method: 'GET', url: `/api/certificate/${revokedOne.id}/badge` });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toEqual({ message: MESSAGES.certificates.revoked });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/certificate/ABCDEFGHJKMN/badge' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.certificates.notFound });
    expect((await app.inject({ method: 'GET', url: '/api/certificate/short/badge' })).statusCode).toBe(400);
  });

  it('calls a passed simulator challenge practice on delayed prices, with no score or return', async () => {
    const learner = await createUser(db, { name: 'Ravi Kumar' });
    const program = await createProgram(db, { title: 'Swing Trading Lab' });
    const issuer = { signer: await app.certificateSigner(), publicUrl: config.publicUrl };
    const row = await issueChallengeCertificate(db, issuer, { userId: learner.id, programId: program.id });
    const { credential, verified } = await badge(row!.id);
    expect(verified).toBe(true);
    expect(credential.name).toBe('Simulator challenge passed: Swing Trading Lab');
    expect(credential.credentialSubject.achievement).toMatchObject({
      id: `${config.publicUrl}/programs/${program.id}#simulator-challenge`,
      achievementType: 'Assessment',
    });
    expect(credential.credentialSubject.achievement.description).toContain(MESSAGES.simulator.compliance);
    expect(credential.credentialSubject.result).toBeUndefined();
    expect(JSON.stringify(credential)).not.toMatch(/profit|return of|prize|reward/i);
  });

  it('names the certificate itself as the achievement once its program is deleted', async () => {
    const { id, program } = await signed();
    await db.update(certificates).set({ programId: null }).where(eq(certificates.programId, program.id));
    const { credential, verified } = await badge(id);
    expect(verified).toBe(true);
    expect(credential.credentialSubject.achievement.id).toBe(`${config.publicUrl}/verify/${id}#achievement`);
  });
});
