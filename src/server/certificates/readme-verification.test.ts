import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { certificates, evaluationCertificates } from '../db/schema.ts';
import { adminSession, createProgram, createUser } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { contentsOf, issueEvaluationCertificate } from './records.ts';

// The README's "Checking a certificate yourself" promises that its two recipes verify a
// certificate with nothing but the published key. This runs them as written, against a server
// listening on loopback (asynchronously: the server answers from this same process).
const run = promisify(execFile);
const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function readmeBlock(name: string): string {
  const match = new RegExp(`<!-- verify-certificate:${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(
    README,
  );
  if (!match?.[1]) throw new Error(`README has no verify-certificate:${name} block`);
  return match[1];
}

const { app, db } = await buildTestApp();
await app.listen({ host: '127.0.0.1', port: 0 });
const BASE = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const dir = mkdtempSync(path.join(tmpdir(), 'readme-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function issued(name = 'श्री माधव त्रिपाठी') {
  const admin = await adminSession(app, db);
  const learner = await createUser(db, { name });
  const program = await createProgram(db, { title: 'Pro Trader "Advanced" Program' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/certificate',
    headers: admin.headers,
    payload: { user_id: learner.id, program_id: program.id },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { _id: string })._id;
}

/** An "Evaluation passed" certificate with its statistics and mentor signed (ADR 085). */
async function issuedEvaluation() {
  const learner = await createUser(db, { name: 'Ravi Evaluation' });
  const program = await createProgram(db, { title: 'Evaluation Program' });
  const issuer = { signer: await app.certificateSigner(), publicUrl: BASE };
  const row = await db.transaction((tx) =>
    issueEvaluationCertificate(tx, issuer, {
      userId: learner.id,
      programId: program.id,
      details: { returnBp: 274, maxDrawdownBp: 12, tradingDays: 4, mentorName: 'Meera Mentor' },
    }),
  );
  return row!;
}

const hasTool = (tool: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('the README’s offline check', () => {
  it('in Node says valid for a genuine certificate, INVALID once altered, and revoked once revoked', async () => {
    const script = path.join(dir, 'verify-certificate.mjs');
    writeFileSync(script, readmeBlock('node'));
    const check = async (id: string) => (await run(process.execPath, [script, BASE, id])).stdout.trim();

    const id = await issued();
    expect(await check(id)).toBe('valid');
    await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: 'x' })
      .where(eq(certificates.id, id));
    expect(await check(id)).toBe('signed, but revoked');
    await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
    expect(await check(id)).toBe('INVALID');
  });

  it('in Node checks an evaluation’s signed statistics and mentor, and passes over those issued unsigned', async () => {
    const script = path.join(dir, 'verify-certificate.mjs');
    writeFileSync(script, readmeBlock('node'));
    const check = async (id: string) => (await run(process.execPath, [script, BASE, id])).stdout.trim();
    const where = (id: string) => eq(evaluationCertificates.certificateId, id);

    const row = await issuedEvaluation();
    expect(await check(row.id)).toBe('valid');
    await db.update(evaluationCertificates).set({ returnBp: 2740 }).where(where(row.id));
    expect(await check(row.id)).toBe('INVALID');
    await db
      .update(evaluationCertificates)
      .set({ returnBp: 274, mentorName: 'Someone' })
      .where(where(row.id));
    expect(await check(row.id)).toBe('INVALID');

    // Issued before the statistics were signed: its signature covers the contents of every kind.
    const legacy = await issuedEvaluation();
    const signature = (await app.certificateSigner()).sign(contentsOf(legacy));
    await db.update(certificates).set({ signature }).where(eq(certificates.id, legacy.id));
    await db.update(evaluationCertificates).set({ signed: false }).where(where(legacy.id));
    expect(await check(legacy.id)).toBe('valid');
    const shown = await app.inject({ method: 'GET', url: `/api/certificate/${legacy.id}` });
    expect(shown.json()).toMatchObject({
      valid: true,
      evaluation: { return_bp: 274, mentor_name: 'Meera Mentor', signed: false },
    });
    expect(shown.json().signed_payload).not.toContain('evaluation_');
  });

  // A developer's machine without curl, jq or openssl passes over this one; CI installs them
  // (.ci/run) and sets REQUIRE_CLI_TOOLS, so there it always runs.
  it.skipIf(!process.env.REQUIRE_CLI_TOOLS && !['curl', 'jq', 'openssl'].every(hasTool))(
    'with curl, jq and openssl verifies a genuine certificate and fails an altered one',
    async () => {
      const check = (id: string) =>
        run('sh', ['-e', '-c', readmeBlock('openssl')], { cwd: dir, env: { ...process.env, BASE, ID: id } });

      const id = await issued();
      expect((await check(id)).stdout).toContain('Signature Verified Successfully');
      await db.update(certificates).set({ learnerName: 'Someone Else' }).where(eq(certificates.id, id));
      await expect(check(id)).rejects.toMatchObject({
        stdout: expect.stringContaining('Signature Verification Failure'),
      });
    },
  );
});
