import {
  type AdminLegalDocument,
  LEGAL_TITLES,
  type LegalDocument,
  type LegalPublishInput,
  legalKindOf,
} from '@contract/legal.ts';
import { MESSAGES } from '@contract/messages.ts';
import { LEGAL_KINDS, type LegalKind, LIMITS } from '@contract/vocabulary.ts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { legalDocuments } from '../db/schema.ts';
import type { HtmlSanitizer } from '../html/sanitizer-pool.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

export type LegalRow = typeof legalDocuments.$inferSelect;

/** The kind `:kind` names; any other is a page that does not exist. */
export function requireLegalKind(text: string): LegalKind {
  const kind = legalKindOf(text);
  if (!kind) throw new DomainError('not_found', MESSAGES.legal.notFound);
  return kind;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today in India ('YYYY-MM-DD'): a version takes effect at the start of its day in IST. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The version a page shows on `today`: the highest one already in effect (a later publication wins). */
export function versionInEffect<Row extends Pick<LegalRow, 'version' | 'effectiveFrom'>>(
  rows: readonly Row[],
  today: string,
): Row | undefined {
  let shown: Row | undefined;
  for (const row of rows) {
    if (row.effectiveFrom <= today && (!shown || row.version > shown.version)) shown = row;
  }
  return shown;
}

/** The versions of one kind in effect by `today`, newest first (a handful: pages change rarely). */
async function versionsInEffect(db: DbOrTx, kind: LegalKind, today: string) {
  return db
    .select({ version: legalDocuments.version, effectiveFrom: legalDocuments.effectiveFrom })
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), lte(legalDocuments.effectiveFrom, today)))
    .orderBy(desc(legalDocuments.version));
}

/**
 * GET /api/legal/:kind: the version in effect today, or version `version` if it has taken effect
 * (a version published for a later day is not shown before that day).
 */
export async function findLegalDocument(
  db: Database,
  kind: LegalKind,
  version: number | undefined,
  today = todayInIndia(),
): Promise<LegalDocument> {
  const versions = await versionsInEffect(db, kind, today);
  const current = versions[0];
  const wanted = version ?? current?.version;
  const ref = versions.find((row) => row.version === wanted);
  if (!ref)
    throw new DomainError('not_found', version ? MESSAGES.legal.versionNotFound : MESSAGES.legal.notFound);
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, ref.version)));
  return {
    kind,
    title: LEGAL_TITLES[kind],
    version: row!.version,
    effective_from: row!.effectiveFrom,
    html: row!.html,
    current: row!.version === current?.version,
    versions: versions.map((v) => ({ version: v.version, effective_from: v.effectiveFrom })),
  };
}

const presentVersion = (row: LegalRow) => ({
  _id: row.id,
  version: row.version,
  effective_from: row.effectiveFrom,
  html: row.html,
  created_by: row.createdByEmail,
  created_at: row.createdAt.toISOString(),
});

function presentKind(kind: LegalKind, rows: readonly LegalRow[], today: string): AdminLegalDocument {
  const own = rows.filter((row) => row.kind === kind).sort((a, b) => b.version - a.version);
  return {
    kind,
    title: LEGAL_TITLES[kind],
    current_version: versionInEffect(own, today)?.version ?? null,
    versions: own.map(presentVersion),
  };
}

/** GET /api/admin/legal/all: every kind with all its versions (six kinds, a few versions each). */
export async function listLegalDocumentsForAdmin(
  db: Database,
  today = todayInIndia(),
): Promise<AdminLegalDocument[]> {
  const rows = await db.select().from(legalDocuments).orderBy(asc(legalDocuments.kind));
  return LEGAL_KINDS.map((kind) => presentKind(kind, rows, today));
}

/** Writes the next version of `kind` under a lock per kind, so two publications never share a number. */
export async function appendLegalVersion(
  tx: DbOrTx,
  actor: UserRow | null,
  kind: LegalKind,
  values: { html: string; effectiveFrom: string },
): Promise<LegalRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal_documents:${kind}`}))`);
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${legalDocuments.version}), 0)::int` })
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind));
  const [row] = await tx
    .insert(legalDocuments)
    .values({
      kind,
      version: Number(last?.version ?? 0) + 1,
      effectiveFrom: values.effectiveFrom,
      html: values.html,
      createdBy: actor?.id ?? null,
      createdByEmail: actor?.email ?? 'system',
    })
    .returning();
  return row!;
}

/**
 * POST /api/admin/legal/:kind: a new version, sanitised like lesson HTML (ADR 011) before any
 * transaction, effective today or later (IST), audited. Earlier versions are never changed.
 */
export async function publishLegalVersion(
  db: Database,
  sanitizer: HtmlSanitizer,
  actor: UserRow,
  kind: LegalKind,
  input: Required<LegalPublishInput>,
  today = todayInIndia(),
): Promise<AdminLegalDocument> {
  if (input.effective_from < today) throw new DomainError('invalid', MESSAGES.legal.dateInPast);
  const html = (await sanitizer.sanitize(input.html)).trim();
  if (html === '') throw new DomainError('invalid', MESSAGES.legal.htmlRequired);
  if (html.length > LIMITS.htmlContent) {
    throw new DomainError('invalid', `The text must be at most ${LIMITS.htmlContent} characters.`);
  }
  await db.transaction(async (tx) => {
    const row = await appendLegalVersion(tx, actor, kind, { html, effectiveFrom: input.effective_from });
    await recordAudit(tx, actor, 'legal.publish', row.id, null, {
      kind,
      version: row.version,
      effective_from: row.effectiveFrom,
    });
  });
  const rows = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
  return presentKind(kind, rows, today);
}

/**
 * The versions of the Terms and the Refund Policy in effect now, recorded with an order when the
 * learner agrees to them at checkout (docs/product.md §19); null for a kind with none in effect.
 */
export async function legalVersionsInEffect(
  db: DbOrTx,
  today = todayInIndia(),
): Promise<{ terms: number | null; refund: number | null }> {
  const [terms, refund] = await Promise.all([
    versionsInEffect(db, 'terms', today),
    versionsInEffect(db, 'refund', today),
  ]);
  return { terms: terms[0]?.version ?? null, refund: refund[0]?.version ?? null };
}
