import { certificateFileName } from '@contract/certificate.ts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { certificates } from '../db/schema.ts';
import { evaluationDetailsOf, verifyUrl } from './records.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** A certificate as a file of the learner's data export: its row, file name and PDF. */
export interface CertificateFile {
  certificate: CertificateRow;
  fileName: string;
  pdf: Buffer;
}

/**
 * Every certificate issued to a learner, revoked ones included, as PDFs, oldest first: what the
 * learner's data export holds (docs/product.md §17.1). The PDF code is loaded on first use (ADR 042).
 */
export async function certificateFilesOf(
  db: DbOrTx,
  userId: string,
  publicUrl: string,
): Promise<CertificateFile[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
  if (rows.length === 0) return [];
  const { renderCertificatePdf } = await import('./pdf.ts');
  const files: CertificateFile[] = [];
  for (const row of rows) {
    const pdf = await renderCertificatePdf({
      id: row.id,
      name: row.learnerName,
      program: row.programTitle,
      issuedAt: row.issuedAt,
      score: row.score,
      kind: row.kind,
      verifyUrl: verifyUrl(publicUrl, row.id),
      evaluation: await evaluationDetailsOf(db, row),
    });
    files.push({ certificate: row, fileName: certificateFileName(row.id), pdf });
  }
  return files;
}
