import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CertificateListSchema, CertificateVerificationSchema } from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema.ts';
import { adminSession, createProgram, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { issueCertificateByHand, issueChallengeCertificate } from './records.ts';
import { canonicalContents } from './signing.ts';

const { app, db, mail, outbox, config } = await buildTestApp();

const issuer = async () => ({ signer: await app.certificateSigner(), publicUrl: config.publicUrl });

async function passed(title = 'Swing Trading Lab') {
  const program = await createProgram(db, { title });
  const learner = await userSession(app, db, { name: 'Ravi Kumar' });
  const row = await issueChallengeCertificate(db, await issuer(), {
    userId: learner.user.id,
    programId: program.id,
  });
  return { program, learner, row };
}

const verify = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/certificate/${id}` });
  expect(res.statusCode).toBe(200);
  return CertificateVerificationSchema.parse(res.json());
};

describe('the signed bytes of a certificate kind', () => {
  const contents = {
    id: 'ABCDEFGHJKMN',
    userId: '00000000-0000-4000-8000-000000000001',
    name: 'Ravi Kumar',
    program: 'Swing Trading Lab',
    issuedAt: '2026-11-23T10:00:00.000Z',
    score: null,
  };

  it('leaves a course certificate’s bytes as they were before kinds existed', () => {
    expect(canonicalContents({ ...contents, kind: 'course' }).equals(canonicalContents(contents))).toBe(true);
    expect(canonicalContents(contents).toString()).not.toContain('kind');
  });

  it('signs the kind of a challenge certificate', () => {
    expect(canonicalContents({ ...contents, kind: 'sim_challenge' }).toString()).toContain(
      '"kind":"sim_challenge"',
    );
  });
});

describe('a passed simulator challenge’s certificate', () => {
  it('verifies as "Simulator challenge passed" and is mailed to the learner', async () => {
    const { program, learner, row } = await passed();
    expect(row).not.toBeNull();
    const verdict = await verify(row!.id);
    expect(verdict).toMatchObject({
      valid: true,
      revoked: false,
      kind: 'sim_challenge',
      program: program.title,
      name: 'Ravi Kumar',
      score: null,
    });
    const list = CertificateListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/certificates', headers: learner.headers })).json(),
    );
    expect(list.map((c) => c.kind)).toEqual(['sim_challenge']);
    await outbox.flush();
    const sent = mail.sent.filter((m) => m.to === learner.user.email);
    expect(sent.map((m) => m.subject)).toEqual([
      `${MESSAGES.simulator.challengeCertificate}: ${program.title}`,
    ]);
    expect(sent[0]!.text).toContain(verdict.verify_url);
    expect(sent[0]!.text).toContain(MESSAGES.simulator.compliance);
  });

  it('stands beside the course certificate of the same program, once per learner while unrevoked', async () => {
    const { program, learner, row } = await passed();
    const admin = await adminSession(app, db);
    const course = await db.transaction((tx) =>
      issuer().then((i) => issueCertificateByHand(tx, i, admin.user, learner.user.id, program.id)),
    );
    expect(course.kind).toBe('course');
    const again = await issueChallengeCertificate(db, await issuer(), {
      userId: learner.user.id,
      programId: program.id,
    });
    // A second pass links to the standing certificate: no new one, no second mail.
    expect(again?.id).toBe(row!.id);
    await outbox.flush();
    const challengeMails = mail.sent.filter(
      (m) => m.to === learner.user.email && m.subject.startsWith(MESSAGES.simulator.challengeCertificate),
    );
    expect(challengeMails).toHaveLength(1);
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${row!.id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Issued in error.' },
    });
    expect(revoke.statusCode).toBe(200);
    const next = await issueChallengeCertificate(db, await issuer(), {
      userId: learner.user.id,
      programId: program.id,
    });
    expect(next?.kind).toBe('sim_challenge');
    const kinds = await db
      .select({ kind: certificates.kind, revoked: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.userId, learner.user.id));
    expect(kinds.map((k) => `${k.kind}:${k.revoked ? 'revoked' : 'current'}`).sort()).toEqual([
      'course:current',
      'sim_challenge:current',
      'sim_challenge:revoked',
    ]);
  });

  it('stops verifying when its kind is changed in the database', async () => {
    const { row } = await passed();
    await db.update(certificates).set({ kind: 'course' }).where(eq(certificates.id, row!.id));
    expect((await verify(row!.id)).valid).toBe(false);
  });

  it('prints "Simulator challenge passed" and the compliance line on its PDF', async () => {
    const { program, row } = await passed('Options Strategy Lab');
    const res = await app.inject({ method: 'GET', url: `/api/certificate/${row!.id}/pdf` });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-pdf-'));
    try {
      const file = path.join(dir, 'certificate.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(MESSAGES.simulator.challengeCertificate);
      expect(text).not.toContain('Certificate of Completion');
      expect(text).toContain(program.title);
      expect(text).toContain(MESSAGES.simulator.compliance);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
