import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@contract/messages.ts';
import { PRIVACY_RIGHTS } from '@contract/vocabulary.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { privacyExports, type UserRow, users } from '../db/schema.ts';
import { addJob } from '../jobs/index.ts';
import { enqueueMail } from '../mail/index.ts';
import type { MediaStorage } from '../media/index.ts';
import { DomainError } from '../shared/errors.ts';
import { buildPrivacyExport } from './export.ts';
import { exportReadyMail } from './mails.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What one PDF weighs in the estimate, in rows: rendering an invoice or a certificate costs about
 * as much memory and time as serialising fifty rows (ADR 070). A journal's chart picture (up to
 * 2 MB, copied into the archive) weighs the same.
 */
export const PDF_WEIGHT = 50;

export type PrivacyExportRow = typeof privacyExports.$inferSelect;

/**
 * The size of a learner's export, estimated by counting (no row is read): the rows of the big
 * tables (the journal's trades and the community's posts and notifications included), plus
 * PDF_WEIGHT for each invoice, credit note, certificate and journal picture (ADR 070). Each count
 * uses the table's index on its user (or account, attempt, trade) column.
 */
export async function exportEstimate(db: DbOrTx, userId: string): Promise<number> {
  const { rows } = await db.execute<{ estimate: number }>(sql`
    select (
      (select count(*) from sessions where user_id = ${userId})
      + (select count(*) from lesson_progress where user_id = ${userId})
      + (select count(*) from consent_events where user_id = ${userId})
      + (select count(*) from payments where user_id = ${userId})
      + (select count(*) from quiz_attempts where user_id = ${userId})
      + (select count(*) from quiz_answers qa join quiz_attempts a on a.id = qa.attempt_id where a.user_id = ${userId})
      + (select count(*) from sim_orders o join sim_accounts s on s.id = o.account_id where s.user_id = ${userId})
      + (select count(*) from journal_trades where user_id = ${userId})
      + (select count(*) from community_posts where author_id = ${userId})
      + (select count(*) from notifications where user_id = ${userId})
      + ${PDF_WEIGHT} * (
        (select count(*) from invoices where user_id = ${userId})
        + (select count(*) from certificates where user_id = ${userId})
        + (select count(*) from journal_pictures p join journal_trades t on t.id = p.trade_id where t.user_id = ${userId})
      )
    )::int as estimate`);
  return Number(rows[0]?.estimate ?? 0);
}

/**
 * GET /api/privacy/export above the threshold: one export in preparation per learner (asking again
 * while one is prepared queues nothing), built by the `privacy-export` job.
 */
export async function requestPreparedExport(db: Database, user: UserRow, estimate: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy-export:${user.id}`}))`);
    const [waiting] = await tx
      .select({ id: privacyExports.id })
      .from(privacyExports)
      .where(and(eq(privacyExports.userId, user.id), eq(privacyExports.status, 'preparing')));
    if (waiting) return;
    const [row] = await tx.insert(privacyExports).values({ userId: user.id, estimate }).returning();
    if (!row) throw new Error('the export was not recorded');
    await addJob(tx, 'privacy-export', { export_id: row.id }, { jobKey: `privacy-export:${row.id}` });
  });
}

/** The prepared ZIP's key in media storage. */
const storageKeyOf = (exportId: string) => `privacy-exports/${exportId}.zip`;

/**
 * The `privacy-export` job: builds the ZIP as the request would, stores it, marks it ready for 24
 * hours and mails its owner the link, in one transaction with the job that deletes it then.
 */
export async function prepareExport(
  db: Database,
  storage: MediaStorage,
  exportId: string,
  publicUrl: string,
): Promise<void> {
  const [row] = await db.select().from(privacyExports).where(eq(privacyExports.id, exportId));
  if (row?.status !== 'preparing') return;
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  const zip = await buildPrivacyExport(db, user, publicUrl);
  const key = storageKeyOf(exportId);
  const work = await mkdtemp(path.join(tmpdir(), 'fintrain-export-'));
  try {
    const file = path.join(work, 'export.zip');
    await writeFile(file, zip);
    await storage.putFile(key, file, 'application/zip');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  await db.transaction(async (tx) => {
    const [ready] = await tx
      .update(privacyExports)
      .set({
        status: 'ready',
        readyAt: sql`now()`,
        expiresAt: sql`now() + make_interval(hours => ${PRIVACY_RIGHTS.exportLinkHours})`,
        storageKey: key,
        sizeBytes: zip.length,
      })
      .where(and(eq(privacyExports.id, exportId), eq(privacyExports.status, 'preparing')))
      .returning();
    if (!ready?.expiresAt) return;
    const link = `${publicUrl}/profile/privacy?export=${exportId}`;
    await enqueueMail(tx, user.email, exportReadyMail({ name: user.name, link, expiresAt: ready.expiresAt }));
    await addJob(
      tx,
      'privacy-export-expire',
      { export_id: exportId, storage_key: key },
      { runAt: ready.expiresAt, jobKey: `privacy-export-expire:${exportId}` },
    );
  });
}

/** The `privacy-export-expire` job: the file is deleted, the row stays as the record (expired). */
export async function expireExport(
  db: Database,
  storage: MediaStorage,
  payload: { export_id: string; storage_key: string },
): Promise<void> {
  await storage.delete(payload.storage_key);
  await db
    .update(privacyExports)
    .set({ status: 'expired', storageKey: null })
    .where(eq(privacyExports.id, payload.export_id));
}

/**
 * GET /api/privacy/export/:id, the mailed link: only its owner, signed in, gets the file (another
 * account's export is 404, as if there were none); a link past its 24 hours is 410.
 */
export async function openPreparedExport(
  db: Database,
  storage: MediaStorage,
  user: UserRow,
  exportId: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.id, exportId), eq(privacyExports.userId, user.id)));
  if (!row) throw new DomainError('not_found', MESSAGES.privacyRights.exportNotFound);
  if (row.status === 'preparing') throw new DomainError('conflict', MESSAGES.privacyRights.exportPreparing);
  const expired = row.status === 'expired' || !row.expiresAt || row.expiresAt <= now || !row.storageKey;
  if (expired || !row.storageKey) {
    throw new DomainError('gone', MESSAGES.privacyRights.exportExpired(PRIVACY_RIGHTS.exportLinkHours));
  }
  const stored = await storage.get(row.storageKey);
  if (!stored)
    throw new DomainError('gone', MESSAGES.privacyRights.exportExpired(PRIVACY_RIGHTS.exportLinkHours));
  return { stored, readyAt: row.readyAt ?? row.requestedAt };
}

export const EXPORT_LINK_MS = PRIVACY_RIGHTS.exportLinkHours * HOUR_MS;
