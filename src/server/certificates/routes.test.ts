import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminCertificateSchema,
  CertificateListSchema,
  CertificateVerificationSchema,
  linkedInAddToProfileUrl,
} from '@contract/certificate.ts';
import { MESSAGES } from '@contract/messages.ts';
import { TOTAL_COUNT_HEADER } from '@contract/vocabulary.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appMeta, certificates, lessonProgress } from '../db/schema.ts';
import {
  adminSession,
  createLesson,
  createModule,
  createProgram,
  createSubscription,
  userSession,
} from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { issueCertificateIfEligible, issueEvaluationCertificate } from './records.ts';
import { ensureSigningKey, exportSigningKey, loadSigningKey, SIGNING_KEY_META } from './signing.ts';

const { app, db, mail, outbox, config } = await buildTestApp();
const HINDI_NAME = 'श्री माधव त्रिपाठी';

/** A program of two articles and a learner active on it. */
async function enrolled(name = 'Asha Verma') {
  const program = await createProgram(db, { title: 'Equity Derivatives Basics' });
  const module = await createModule(db, program);
  const lessons = [await createLesson(db, module), await createLesson(db, module)];
  const learner = await userSession(app, db, { name });
  await createSubscription(db, learner.user, program, { status: 'active' });
  return { program, lessons, learner };
}

const complete = (lessonId: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/lesson/${lessonId}/progress`,
    headers,
    payload: { completed: true },
  });

async function mine(headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/api/certificates', headers });
  expect(res.statusCode).toBe(200);
  return CertificateListSchema.parse(res.json());
}

async function verify(id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/certificate/${id}` });
  expect(res.statusCode).toBe(200);
  return CertificateVerificationSchema.parse(res.json());
}

/** A learner who has completed every lesson, and their certificate. */
async function certified(name?: string) {
  const setup = await enrolled(name);
  for (const lesson of setup.lessons)
    expect((await complete(lesson.id, setup.learner.headers)).statusCode).toBe(200);
  const [certificate] = await mine(setup.learner.headers);
  return { ...setup, certificate: certificate! };
}

describe('issuing on completion', () => {
  it('issues one certificate once every lesson is complete, and mails the learner', async () => {
    const { program, lessons, learner } = await enrolled();
    await complete(lessons[0]!.id, learner.headers);
    expect(await mine(learner.headers)).toEqual([]);
    await complete(lessons[1]!.id, learner.headers);
    await complete(lessons[1]!.id, learner.headers);
    const list = await mine(learner.headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      program_id: program.id,
      program: 'Equity Derivatives Basics',
      name: 'Asha Verma',
      score: null,
      revoked: false,
      verify_url: `${config.publicUrl}/verify/${list[0]!._id}`,
    });
    expect(list[0]!._id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const rows = await db.select().from(certificates).where(eq(certificates.userId, learner.user.id));
    expect(rows.map((row) => row.issuedBy)).toEqual([null]);
    await outbox.flush();
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([
      [learner.user.email, 'Your certificate for Equity Derivatives Basics'],
    ]);
    expect(mail.sent[0]?.text).toContain(list[0]!.verify_url);
  });

  it('issues exactly one under parallel completion of the last lessons', async () => {
    const program = await createProgram(db);
    const module = await createModule(db, program);
    const lessons = await Promise.all(Array.from({ length: 6 }, () => createLesson(db, module)));
    const learner = await userSession(app, db);
    await createSubscription(db, learner.user, program, { status: 'active' });
    const answers = await Promise.all(
      [...lessons, ...lessons].map((lesson) => complete(lesson.id, learner.headers)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(await db.$count(certificates, eq(certificates.userId, learner.user.id))).toBe(1);
    await outbox.flush();
    expect(mail.sent.filter((m) => m.to === learner.user.email)).toHaveLength(1);
  });

  it('is eligible only when active on the program with every lesson complete, and a program has lessons', async () => {
    const { lessons, learner, program } = await enrolled();
    const issuer = { signer: await app.certificateSigner(), publicUrl: config.publicUrl };
    const issue = (programId: string) =>
      db.transaction((tx) => issueCertificateIfEligible(tx, issuer, learner.user.id, programId));
    await db
      .insert(lessonProgress)
      .values(
        lessons.map((lesson) => ({ userId: learner.user.id, lessonId: lesson.id, completedAt: new Date() })),
      );
    await db.execute(sql`update subscriptions set status = 'pending' where resource_id = ${program.id}`);
    expect(await issue(program.id)).toBeNull();
    const empty = await createProgram(db);
    await createSubscription(db, learner.user, empty, { status: 'active' });
    expect(await issue(empty.id)).toBeNull();
    await db.execute(sql`update subscriptions set status = 'active' where resource_id = ${program.id}`);
    expect(await issue(program.id)).toMatchObject({ userId: learner.user.id, programId: program.id });
    expect(await issue(program.id)).toBeNull();
  });

  it('does not issue again after an admin revoked the learner’s certificate', async () => {
    const { lessons, learner, certificate } = await certified();
    const admin = await adminSession(app, db);
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Issued in error.' },
    });
    expect(revoke.statusCode).toBe(200);
    await complete(lessons[0]!.id, learner.headers);
    expect((await mine(learner.headers)).map((c) => [c._id, c.revoked])).toEqual([[certificate._id, true]]);
  });
});

describe('revoking a certificate', () => {
  it('mails the learner the reason and the verify link, in the same transaction as the revocation', async () => {
    const { learner, certificate } = await certified();
    const admin = await adminSession(app, db);
    await outbox.flush();
    mail.sent.length = 0;
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Assessment answers were shared.' },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ _id: certificate._id, revoked: true });
    await outbox.flush();
    const sent = mail.sent.filter((m) => m.to === learner.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your certificate for ${certificate.program} was revoked`);
    expect(sent[0]!.text).toContain('Reason: Assessment answers were shared.');
    expect(sent[0]!.text).toContain(`${config.publicUrl}/verify/${certificate._id}`);

    // A second revoke is refused and mails nothing more.
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Again.' },
    });
    expect(again.statusCode).toBe(409);
    await outbox.flush();
    expect(mail.sent.filter((m) => m.to === learner.user.email)).toHaveLength(1);
  });
});

describe('public verification', () => {
  it('answers valid for an untouched certificate, by id in any case', async () => {
    const { certificate } = await certified();
    const body = await verify(certificate._id.toLowerCase());
    expect(body).toMatchObject({
      _id: certificate._id,
      valid: true,
      revoked: false,
      name: 'Asha Verma',
      program: 'Equity Derivatives Basics',
      issued_at: certificate.issued_at,
      score: null,
      issuer: 'FinTrain Academy',
    });
  });

  it('keeps the name it was issued with after the learner changes theirs on the profile', async () => {
    const { certificate, learner } = await certified('Asha Varma');
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: learner.headers,
      payload: { name: 'Asha Verma' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await verify(certificate._id)).toMatchObject({ valid: true, revoked: false, name: 'Asha Varma' });
    expect((await mine(learner.headers))[0]).toMatchObject({ _id: certificate._id, name: 'Asha Varma' });
  });

  it('shows a certificate whose stored contents were altered as invalid, and will not print it', async () => {
    const { certificate } = await certified();
    await db
      .update(certificates)
      .set({ learnerName: 'Someone Else' })
      .where(eq(certificates.id, certificate._id));
    expect(await verify(certificate._id)).toMatchObject({
      valid: false,
      revoked: false,
      name: 'Someone Else',
    });
    const pdf = await app.inject({ method: 'GET', url: `/api/certificate/${certificate._id}/pdf` });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ message: MESSAGES.certificates.invalid });
  });

  it('shows an altered score or date as invalid too', async () => {
    const { certificate } = await certified();
    await db.update(certificates).set({ score: 99 }).where(eq(certificates.id, certificate._id));
    expect((await verify(certificate._id)).valid).toBe(false);
  });

  it('does not accept another key’s signature', async () => {
    const { certificate } = await certified();
    const other = await buildTestApp(
      { CERT_SIGNING_KEY: exportSigningKey(generateKeyPairSync('ed25519').privateKey) },
      { scope: 'test' },
    );
    const res = await other.app.inject({ method: 'GET', url: `/api/certificate/${certificate._id}` });
    expect(res.json()).toMatchObject({ valid: false });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/certificate/ABCDEFGHJKMN' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.certificates.notFound });
    expect((await app.inject({ method: 'GET', url: '/api/certificate/short' })).statusCode).toBe(400);
  });
});

describe('the PDF', () => {
  it('prints a Hindi name with the embedded Devanagari font, the id and the verify URL', async () => {
    const { certificate } = await certified(HINDI_NAME);
    expect(certificate.name).toBe(HINDI_NAME);
    const res = await app.inject({ method: 'GET', url: `/api/certificate/${certificate._id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-pdf-'));
    try {
      const file = path.join(dir, 'certificate.pdf');
      writeFileSync(file, res.rawPayload);
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/NotoSansDevanagari-SemiBold\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Certificate of Completion');
      expect(text).toContain(`Certificate ID: ${certificate._id}`);
      expect(text).toContain(certificate.verify_url);
      expect(text).toContain('Equity Derivatives Basics');
      // Every letter of the name is in the text layer (extraction gives the shaped glyphs in visual
      // order, so the pre-base vowel sign of त्रि comes out first; the picture was checked by eye).
      for (const word of ['श्री', 'माधव', 'पाठी']) expect(text).toContain(word);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a revoked certificate', async () => {
    const { certificate } = await certified();
    await db.update(certificates).set({ revokedAt: new Date(), revokedReason: 'x' });
    const res = await app.inject({ method: 'GET', url: `/api/certificate/${certificate._id}/pdf` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.certificates.revoked });
  });
});

describe('entitlement', () => {
  it('lists only the caller’s own certificates, and needs a session', async () => {
    const { certificate } = await certified();
    const stranger = await userSession(app, db);
    expect(await mine(stranger.headers)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/certificates' })).statusCode).toBe(401);
    expect(certificate._id).toBeTruthy();
  });
});

describe('admin', () => {
  it('revokes with a reason: the public check says revoked, still signed', async () => {
    const { certificate } = await certified();
    const admin = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Payment reversed.' },
    });
    expect(res.statusCode).toBe(200);
    expect(AdminCertificateSchema.parse(res.json())).toMatchObject({
      revoked: true,
      revoked_reason: 'Payment reversed.',
    });
    expect(await verify(certificate._id)).toMatchObject({ valid: true, revoked: true });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/revoke`,
      headers: admin.headers,
      payload: { reason: 'Twice.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.certificates.alreadyRevoked });
  });

  it('re-issues with a new id over the learner’s current name and revokes the old one', async () => {
    const { certificate, learner } = await certified('Asha Varma');
    await db.execute(sql`update users set name = 'Asha Verma' where id = ${learner.user.id}`);
    const admin = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${certificate._id}/reissue`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(201);
    const reissued = AdminCertificateSchema.parse(res.json());
    expect(reissued._id).not.toBe(certificate._id);
    expect(reissued).toMatchObject({ name: 'Asha Verma', revoked: false, issued_by: admin.user.id });
    expect(await verify(reissued._id)).toMatchObject({ valid: true, revoked: false, name: 'Asha Verma' });
    expect(await verify(certificate._id)).toMatchObject({ valid: true, revoked: true, name: 'Asha Varma' });
    // The old one names the new one, by the id it really has.
    const [old] = await db.select().from(certificates).where(eq(certificates.id, certificate._id));
    expect(old?.revokedReason).toBe(`Re-issued as ${reissued._id}.`);
    expect((await mine(learner.headers)).map((c) => [c._id, c.revoked])).toEqual(
      expect.arrayContaining([
        [reissued._id, false],
        [certificate._id, true],
      ]),
    );
  });

  it('re-issues an evaluation with its statistics and mentor, signed again under the new id', async () => {
    const learner = await userSession(app, db, { name: 'Ravi Evaluation' });
    const program = await createProgram(db, { title: 'Evaluation Program' });
    const details = { returnBp: 274, maxDrawdownBp: 12, tradingDays: 4, mentorName: 'Meera Mentor' };
    const issuer = { signer: await app.certificateSigner(), publicUrl: 'https://fintrain.in' };
    const issued = await db.transaction((tx) =>
      issueEvaluationCertificate(tx, issuer, { userId: learner.user.id, programId: program.id, details }),
    );
    const admin = await adminSession(app, db);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/certificate/${issued!.id}/reissue`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const reissued = await verify(res.json()._id);
    expect(reissued).toMatchObject({
      valid: true,
      revoked: false,
      kind: 'evaluation',
      evaluation: {
        return_bp: 274,
        max_drawdown_bp: 12,
        trading_days: 4,
        mentor_name: 'Meera Mentor',
        signed: true,
      },
    });
    expect(reissued.signed_payload).toContain('"evaluation_mentor":"Meera Mentor"');
  });

  it('issues by hand once per learner and program, and lists certificates paged and searchable', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db, { title: 'Swing Trading' });
    const learner = await userSession(app, db, { name: 'Ravi Kumar' });
    const issue = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/certificate',
        headers: admin.headers,
        payload: { user_id: learner.user.id, program_id: program.id },
      });
    const first = await issue();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Ravi Kumar',
      program: 'Swing Trading',
      issued_by: admin.user.id,
    });
    const second = await issue();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: MESSAGES.certificates.alreadyIssued });
    await certified();

    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/certificate/all?page=1&limit=1&q=ravi',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect(page.json()).toEqual([
      expect.objectContaining({ _id: first.json()._id, user_email: learner.user.email }),
    ]);
    const all = await app.inject({
      method: 'GET',
      url: '/api/admin/certificate/all',
      headers: admin.headers,
    });
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe('2');
  });

  it('answers 404 for an unknown user or program when issuing by hand', async () => {
    const admin = await adminSession(app, db);
    const program = await createProgram(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/certificate',
      headers: admin.headers,
      payload: { user_id: '0b6e2b0e-8c0a-4b8e-9a57-0c7f3c1d2e3f', program_id: program.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.certificates.userNotFound });
  });
});

describe('the signing key', () => {
  it('is generated once into the database when unset, printed once, and shared by every instance', async () => {
    const warnings: string[] = [];
    const log = { warn: (_object: object, message: string) => warnings.push(message) };
    await Promise.all([ensureSigningKey(db, undefined, log), ensureSigningKey(db, undefined, log)]);
    expect(warnings).toHaveLength(1);
    const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, SIGNING_KEY_META));
    expect(warnings[0]).toContain(`CERT_SIGNING_KEY=${stored!.value}`);
    const { key, created } = await loadSigningKey(db, undefined);
    expect(created).toBe(false);
    expect(exportSigningKey(key)).toBe(stored!.value);
    await ensureSigningKey(db, undefined, log);
    expect(warnings).toHaveLength(1);
  });
});

describe('LinkedIn', () => {
  it('builds the Add to profile link with the month and year in IST', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        _id: 'K7M2Q9XH4RTA',
        program: 'Pro Trader Program',
        issued_at: '2026-11-30T20:00:00.000Z',
        verify_url: 'https://fintrain.in/verify/K7M2Q9XH4RTA',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Pro Trader Program',
      organizationName: 'FinTrain Academy',
      issueYear: '2026',
      issueMonth: '12',
      certUrl: 'https://fintrain.in/verify/K7M2Q9XH4RTA',
      certId: 'K7M2Q9XH4RTA',
    });
  });
});
