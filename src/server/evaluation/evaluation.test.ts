import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CertificateVerificationSchema } from '@contract/certificate.ts';
import type { EvaluationProgress, EvaluationRules } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../db/schema.ts';
import { adminSession, instructorSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { aliasFor, seedBars, simClient, simLearner } from '../test/sim-factories.ts';

// 2026-07-01 00:10 IST: with the default 30-day lag the last visible date is 2026-06-01.
const NOW = new Date('2026-06-30T18:40:00Z');
const { app, db, mail, outbox } = await buildTestApp({}, { now: () => NOW, blindScale: () => 2000 });

type Headers = Record<string, string>;

const RULES: EvaluationRules = {
  enabled: true,
  challenge_required: true,
  min_planned_trades: 0,
  sign_off_required: true,
};

/** A program with the simulator on, its learner, an admin, and a mentor assigned to the learner. */
async function mentoredLearner() {
  const learner = await simLearner(app, db, { minTradingDays: 1 });
  const admin = await adminSession(app, db);
  const mentor = await instructorSession(app, db, { name: 'Meera Mentor' });
  const assigned = await app.inject({
    method: 'PUT',
    url: `/api/admin/program/${learner.program.id}/mentor/${learner.user.id}`,
    headers: admin.headers,
    payload: { mentor_id: mentor.user.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { learner, admin, mentor, programId: learner.program.id };
}

async function setRules(headers: Headers, programId: string, rules: EvaluationRules) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/admin/program/${programId}/evaluation`,
    headers,
    payload: rules,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EvaluationRules;
}

async function progress(headers: Headers, programId: string): Promise<EvaluationProgress> {
  const res = await app.inject({ method: 'GET', url: `/api/evaluation/${programId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Opens a blind challenge and passes it in one step: +13.5 % with one trading day. */
async function passChallenge(headers: Headers) {
  // INFY at 100, then 115: 9,000 shares bought at the open pass a 10 % target in one trading day.
  await seedBars(db, [
    { symbol: 'INFY', date: '2026-05-04', open: '100.00', high: '100.00', low: '100.00', close: '100.00' },
    { symbol: 'INFY', date: '2026-05-05', open: '100.00', high: '115.00', low: '100.00', close: '115.00' },
    { symbol: 'INFY', date: '2026-05-06', open: '115.00', high: '115.00', low: '115.00', close: '115.00' },
  ]);
  const client = simClient(app, headers);
  const account = await client.createChallenge();
  const symbol = await aliasFor(db, account._id, 'INFY');
  await client.order(account._id, {
    symbol,
    side: 'buy',
    type: 'market',
    quantity: 9000,
    product: 'CNC',
    validity: 'DAY',
  });
  const step = await client.step(account._id);
  expect(step.account.status).toBe('passed');
  return step;
}

const signOff = (headers: Headers, learnerId: string, programId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/mentor/learner/${learnerId}/signoff`,
    headers,
    payload: { program_id: programId, signed_off: true },
  });

const evaluationCertificates = (userId: string) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.kind, 'evaluation')));

describe('the evaluation rules of a program', () => {
  it('are off until an admin sets them, are listed publicly once on, and refuse a count outside 0 to 1000', async () => {
    const { admin, programId } = await mentoredLearner();
    const url = `/api/admin/program/${programId}/evaluation`;
    const before = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(before.json()).toEqual({
      enabled: false,
      challenge_required: true,
      min_planned_trades: 0,
      sign_off_required: true,
    });
    const listed = async () =>
      (await app.inject({ method: 'GET', url: '/api/evaluation/programs' })).json() as { _id: string }[];
    expect(await listed()).not.toContainEqual({ _id: programId });
    const saved = await setRules(admin.headers, programId, { ...RULES, min_planned_trades: 3 });
    // Anyone may read which programs have one: their pages say it is an educational evaluation.
    expect(await listed()).toContainEqual({ _id: programId });
    expect(saved).toEqual({ ...RULES, min_planned_trades: 3 });
    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).json()).toEqual(saved);
    const bad = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...RULES, min_planned_trades: 1001 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from 0 to 1000');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/program/00000000-0000-4000-8000-000000000000/evaluation',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are the admin’s to set: a learner is refused', async () => {
    const { learner, programId } = await mentoredLearner();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/program/${programId}/evaluation`,
      headers: learner.headers,
      payload: RULES,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a learner’s progress and the "Evaluation passed" certificate', () => {
  it('shows no evaluation while the program has none, and issues nothing', async () => {
    const { learner, programId } = await mentoredLearner();
    await passChallenge(learner.headers);
    expect(await progress(learner.headers, programId)).toMatchObject({
      enabled: false,
      challenge_passed: true,
      passed: false,
      certificate_id: null,
    });
    expect(await evaluationCertificates(learner.user.id)).toEqual([]);
    const none = await app.inject({
      method: 'GET',
      url: '/api/evaluation/00000000-0000-4000-8000-000000000000',
      headers: learner.headers,
    });
    expect(none.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/evaluation/${programId}` })).statusCode).toBe(401);
  });

  it('counts the challenge, the journal and the sign-off, and issues the certificate at the sign-off that completes it', async () => {
    const { learner, admin, mentor, programId } = await mentoredLearner();
    await setRules(admin.headers, programId, RULES);
    expect(await progress(learner.headers, programId)).toEqual({
      ...RULES,
      program_id: programId,
      challenge_passed: false,
      planned_trades: 0,
      signed_off: false,
      mentor_name: null,
      passed: false,
      certificate_id: null,
    });
    await passChallenge(learner.headers);
    expect(await progress(learner.headers, programId)).toMatchObject({
      challenge_passed: true,
      signed_off: false,
      passed: false,
      certificate_id: null,
    });

    const signed = await signOff(mentor.headers, learner.user.id, programId);
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await progress(learner.headers, programId);
    expect(after).toMatchObject({
      signed_off: true,
      mentor_name: 'Meera Mentor',
      passed: true,
      certificate_id: expect.any(String),
    });

    const verify = await app.inject({ method: 'GET', url: `/api/certificate/${after.certificate_id}` });
    expect(verify.statusCode).toBe(200);
    const verdict = CertificateVerificationSchema.parse(verify.json());
    expect(verdict).toMatchObject({
      valid: true,
      revoked: false,
      kind: 'evaluation',
      name: learner.user.name,
      score: null,
      // 10,00,000 → 11,34,980 after ₹20 brokerage: +13.50 %; no fall, so no drawdown; one trading day.
      evaluation: {
        return_bp: 1350,
        max_drawdown_bp: 0,
        trading_days: 1,
        mentor_name: 'Meera Mentor',
        signed: true,
      },
    });
    // The statistics and the mentor are signed with the rest (ADR 085).
    expect(verdict.signed_payload).toContain(
      '{"evaluation_max_drawdown_bp":0,"evaluation_mentor":"Meera Mentor","evaluation_return_bp":1350,"evaluation_trading_days":1,',
    );
    expect(verdict.signed_payload).toContain('"kind":"evaluation"');

    await outbox.flush();
    const sent = mail.sent.filter(
      (m) => m.to === learner.user.email && m.subject.startsWith(MESSAGES.evaluation.certificateTitle),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(verdict.verify_url);
    expect(sent[0]!.text).toContain(MESSAGES.evaluation.disclaimer);
    expect(sent[0]!.text).toContain('Challenge return 13.50%, max drawdown 0.00%, 1 trading day.');
    expect(sent[0]!.text).toContain('Mentor: Meera Mentor.');

    const badge = await app.inject({ method: 'GET', url: `/api/certificate/${after.certificate_id}/badge` });
    expect(badge.statusCode).toBe(200);
    const credential = JSON.parse(Buffer.from(badge.body.split('.')[1]!, 'base64url').toString('utf8'));
    expect(JSON.stringify(credential)).toContain(`${MESSAGES.evaluation.certificateTitle}: `);
    expect(JSON.stringify(credential)).toContain(MESSAGES.evaluation.disclaimer);
    expect(credential.description).toContain(
      'Challenge return 13.50%, max drawdown 0.00%, 1 trading day. Mentor: Meera Mentor.',
    );

    const pdf = await app.inject({ method: 'GET', url: `/api/certificate/${after.certificate_id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'evaluation-pdf-'));
    try {
      const file = path.join(dir, 'certificate.pdf');
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(MESSAGES.evaluation.certificateTitle);
      expect(text).toContain('Challenge return 13.50%, max drawdown 0.00%, 1 trading day');
      expect(text).toContain('Mentor: Meera Mentor');
      expect(text).toContain(MESSAGES.evaluation.disclaimer);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('issues the certificate at the challenge pass when nothing else is required', async () => {
    const { learner, admin, programId } = await mentoredLearner();
    await setRules(admin.headers, programId, { ...RULES, sign_off_required: false });
    await passChallenge(learner.headers);
    const rows = await evaluationCertificates(learner.user.id);
    expect(rows).toHaveLength(1);
    expect((await progress(learner.headers, programId)).certificate_id).toBe(rows[0]!.id);
  });

  it('waits for the journal count: trades with a plan written before entry must reach the minimum', async () => {
    const { learner, admin, mentor, programId } = await mentoredLearner();
    await setRules(admin.headers, programId, { ...RULES, min_planned_trades: 2 });
    await passChallenge(learner.headers);
    expect((await signOff(mentor.headers, learner.user.id, programId)).statusCode).toBe(200);
    expect(await progress(learner.headers, programId)).toMatchObject({
      challenge_passed: true,
      planned_trades: 0,
      min_planned_trades: 2,
      signed_off: true,
      passed: false,
      certificate_id: null,
    });
    expect(await evaluationCertificates(learner.user.id)).toEqual([]);
  });

  it('issues one certificate and one mail when sign-offs arrive in parallel', async () => {
    const { learner, admin, mentor, programId } = await mentoredLearner();
    await setRules(admin.headers, programId, RULES);
    await passChallenge(learner.headers);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signOff(mentor.headers, learner.user.id, programId)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await evaluationCertificates(learner.user.id)).toHaveLength(1);
    await outbox.flush();
    const sent = mail.sent.filter(
      (m) => m.to === learner.user.email && m.subject.startsWith(MESSAGES.evaluation.certificateTitle),
    );
    expect(sent).toHaveLength(1);
  });
});
