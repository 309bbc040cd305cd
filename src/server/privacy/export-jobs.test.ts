import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@contract/messages.ts';
import { PrivacyRequestsSchema } from '@contract/privacy-rights.ts';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, journalPictures, privacyExports } from '../db/schema.ts';
import { runDueJobs } from '../jobs/index.ts';
import { addManualTrade } from '../journal/test-helpers.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import { sharedTestDatabase } from '../test/database.ts';
import { adminSession, TEST_PASSWORD, userSession } from '../test/factories.ts';
import { buildTestApp } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { expireExport, exportEstimate, PDF_WEIGHT, prepareExport } from './export-jobs.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const transport = createMailTransport({
  smtpUrl: smtp.url,
  from: 'FinTrain Academy <no-reply@fintrain.in>',
  dataDir: '/nonexistent',
  log: createLogger('silent'),
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'fintrain-export-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
// Threshold 0: every export goes to the job (ADR 070), as a large account's would.
const { app, db, outbox } = await buildTestApp(
  { PRIVACY_EXPORT_JOB_ABOVE: '0', DATA_DIR: dataDir, PUBLIC_URL: 'https://fintrain.test' },
  { transport },
);
const { pool } = await sharedTestDatabase();
const tasks = {
  'privacy-export': (payload: { export_id: string }) =>
    prepareExport(db, app.mediaStorage, payload.export_id, 'https://fintrain.test'),
  'privacy-export-expire': (payload: { export_id: string; storage_key: string }) =>
    expireExport(db, app.mediaStorage, payload),
};

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });

/** The export's id in the mailed link, after the outbox sent it over SMTP. */
async function mailedExportId(to: string): Promise<string> {
  await outbox.flush();
  const sent = smtp.received.findLast((m) => m.to.includes(to) && m.subject.includes('ready to download'));
  const id = sent?.text.match(/https:\/\/fintrain\.test\/profile\/privacy\?export=([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error('no export link mailed');
  return id;
}

describe('GET /api/privacy/export above the threshold (ADR 070)', () => {
  it('answers 202, prepares the ZIP in a job and mails a link that only its owner can open', async () => {
    const learner = await userSession(app, db, { name: 'Meera Large' });
    const first = await get('/privacy/export', learner.headers);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: MESSAGES.privacyRights.exportQueued(24) });
    // Asking again while it is prepared queues nothing more.
    expect((await get('/privacy/export', learner.headers)).statusCode).toBe(202);
    const rows = await db.select().from(privacyExports).where(eq(privacyExports.userId, learner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'preparing', storageKey: null });
    expect((await get(`/privacy/export/${rows[0]!.id}`, learner.headers)).json()).toEqual({
      message: MESSAGES.privacyRights.exportPreparing,
    });

    await runDueJobs(pool, tasks);
    const id = await mailedExportId(learner.user.email);
    expect(id).toBe(rows[0]!.id);
    const [ready] = await db.select().from(privacyExports).where(eq(privacyExports.id, id));
    expect(ready).toMatchObject({ status: 'ready', storageKey: `privacy-exports/${id}.zip` });
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(24 * 3600_000);

    const download = await get(`/privacy/export/${id}`, learner.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(JSON.parse(new TextDecoder().decode(files['profile.json'])).name).toBe('Meera Large');

    // Another learner, and anyone signed out, are refused; the link is not theirs.
    const other = await userSession(app, db);
    const refused = await get(`/privacy/export/${id}`, other.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.privacyRights.exportNotFound });
    expect((await get(`/privacy/export/${id}`, {})).statusCode).toBe(401);
  });

  it('answers 410 once the 24 hours are over, and the expiry job deletes the file', async () => {
    const learner = await userSession(app, db);
    expect((await get('/privacy/export', learner.headers)).statusCode).toBe(202);
    await runDueJobs(pool, tasks);
    const id = await mailedExportId(learner.user.email);
    expect(await readdir(path.join(dataDir, 'media', 'privacy-exports'))).toContain(`${id}.zip`);

    await db.execute(
      sql`update privacy_exports set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const late = await get(`/privacy/export/${id}`, learner.headers);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: MESSAGES.privacyRights.exportExpired(24) });

    await db.execute(
      sql`update graphile_worker._private_jobs set run_at = now() where key = ${`privacy-export-expire:${id}`}`,
    );
    await runDueJobs(pool, tasks);
    expect(await readdir(path.join(dataDir, 'media', 'privacy-exports'))).not.toContain(`${id}.zip`);
    const [row] = await db.select().from(privacyExports).where(eq(privacyExports.id, id));
    expect(row).toMatchObject({ status: 'expired', storageKey: null });
    expect((await get(`/privacy/export/${id}`, learner.headers)).statusCode).toBe(410);
    // A new request starts a new export.
    expect((await get('/privacy/export', learner.headers)).statusCode).toBe(202);
  });

  it('estimates by counting rows, with each PDF and journal picture weighing PDF_WEIGHT', async () => {
    const learner = await userSession(app, db);
    // One sign-in (the session of userSession), nothing else.
    expect(await exportEstimate(db, learner.user.id)).toBe(1);
    expect(PDF_WEIGHT).toBe(50);
    // A journal trade with its chart picture, and a notification.
    const trade = await addManualTrade(app, learner.headers, null);
    await db
      .insert(journalPictures)
      .values({ tradeId: trade._id, contentType: 'image/png', bytes: Buffer.from('png') });
    await notify(db, {
      userId: learner.user.id,
      kind: 'journal_comment',
      title: 'A comment',
      link: '/journal',
    });
    expect(await exportEstimate(db, learner.user.id)).toBe(1 + 1 + PDF_WEIGHT + 1);
  });
});

describe('GET /api/admin/privacy/requests', () => {
  it('lists erasures in their grace period and exports in progress, and audits the read', async () => {
    const admin = await adminSession(app, db);
    const leaving = await userSession(app, db, { name: 'Ravi Leaving' });
    const erase = await app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: leaving.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(erase.statusCode).toBe(200);
    const exporter = await userSession(app, db, { name: 'Sita Export' });
    await get('/privacy/export', exporter.headers);

    const res = await get('/admin/privacy/requests', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = PrivacyRequestsSchema.strict().parse(res.json());
    expect(body.erasures).toEqual([
      expect.objectContaining({
        name: 'Ravi Leaving',
        email: leaving.user.email,
        erase_after: erase.json().erase_after,
      }),
    ]);
    expect(
      new Date(body.erasures[0]!.erase_after).getTime() - new Date(body.erasures[0]!.requested_at).getTime(),
    ).toBe(7 * 24 * 3600_000);
    expect(body.exports).toEqual([
      expect.objectContaining({ name: 'Sita Export', status: 'preparing', ready_at: null, expires_at: null }),
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'privacy.requests_read'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: admin.user.email });
  });

  it('uses the indexes, not a scan of the whole tables', async () => {
    const plans = await db.transaction(async (tx) => {
      // The tables are nearly empty in a test: forbid the scan the planner would prefer for them.
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (query: ReturnType<typeof sql>) =>
        (await tx.execute(query)).rows.map((row) => Object.values(row).join(' ')).join('\n');
      return [
        await plan(
          sql`explain select * from privacy_erasures where erased_at is null and cancelled_at is null order by erase_after`,
        ),
        await plan(
          sql`explain select * from privacy_exports where status in ('preparing', 'ready') order by requested_at`,
        ),
      ];
    });
    expect(plans[0]).toContain('privacy_erasures_pending_idx');
    expect(plans[1]).toContain('privacy_exports_status_idx');
  });
});
