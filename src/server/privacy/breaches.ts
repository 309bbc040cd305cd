import { BREACH_REPORT_HOURS, type Breach, type BreachInputSchema } from '@contract/breach.ts';
import { formatDateTime } from '@contract/format.ts';
import { MESSAGES } from '@contract/messages.ts';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../accounts/index.ts';
import type { Database } from '../db/client.ts';
import { breaches } from '../db/schema.ts';
import { COMPANY_NAME } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';

type BreachRow = typeof breaches.$inferSelect;
const HOUR_MS = 60 * 60 * 1000;

/** The list's flag: the Board's report not filed within 72 hours of discovery (DPDP Rules, rule 7(2)(b)). */
export function presentBreach(row: BreachRow, now: Date = new Date()): Breach {
  const due = new Date(row.discoveredAt.getTime() + BREACH_REPORT_HOURS * HOUR_MS);
  const late = row.reportedAt ? row.reportedAt > due : now > due;
  return {
    _id: row.id,
    discovered_at: row.discoveredAt.toISOString(),
    occurred_at: row.occurredAt.toISOString(),
    description: row.description,
    data_nature: row.dataNature,
    categories: row.categories,
    people_affected: row.peopleAffected,
    measures: row.measures,
    risks: row.risks,
    contact: row.contact,
    reported_at: row.reportedAt?.toISOString() ?? null,
    report_due_at: due.toISOString(),
    report_late: late,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST /api/admin/breach: records an incident in the register, audited. */
export async function addBreach(
  db: Database,
  admin: UserRow,
  input: z.output<typeof BreachInputSchema>,
): Promise<Breach> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breaches)
      .values({
        discoveredAt: new Date(input.discovered_at),
        occurredAt: new Date(input.occurred_at),
        description: input.description,
        dataNature: input.data_nature,
        categories: input.categories,
        peopleAffected: input.people_affected,
        measures: input.measures,
        risks: input.risks,
        contact: input.contact,
        createdBy: admin.id,
      })
      .returning();
    if (!row) throw new Error('the breach was not recorded');
    const breach = presentBreach(row);
    await recordAudit(tx, admin, 'breach.add', row.id, null, breach);
    return breach;
  });
}

/** GET /api/admin/breach/all: the register, newest discovery first (a handful of rows, unpaged). */
export async function listBreaches(db: Database): Promise<Breach[]> {
  const rows = await db.select().from(breaches).orderBy(desc(breaches.discoveredAt));
  const now = new Date();
  return rows.map((row) => presentBreach(row, now));
}

/** POST /api/admin/breach/:id/reported: the report went to the Board now (once; later calls keep the first time). */
export async function markBreachReported(db: Database, admin: UserRow, id: string): Promise<Breach> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(breaches).where(eq(breaches.id, id)).for('update');
    if (!before) throw new DomainError('not_found', MESSAGES.privacy.breachNotFound);
    const [row] = await tx
      .update(breaches)
      .set({ reportedAt: sql`coalesce(${breaches.reportedAt}, now())` })
      .where(eq(breaches.id, id))
      .returning();
    if (!row) throw new DomainError('not_found', MESSAGES.privacy.breachNotFound);
    await recordAudit(
      tx,
      admin,
      'breach.reported',
      id,
      { reported_at: before.reportedAt },
      { reported_at: row.reportedAt },
    );
    return presentBreach(row);
  });
}

/**
 * GET /api/admin/breach/:id/report: the Board's 72-hour report (rule 7(2)(b): the nature, extent,
 * timing and location of the breach, the likely impact, the measures taken, and the findings of who
 * caused it) and the notice to each affected learner (rule 7(1)), as text. Reading it is audited.
 */
export async function breachReport(db: Database, admin: UserRow, id: string) {
  const [row] = await db.select().from(breaches).where(eq(breaches.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.privacy.breachNotFound);
  await recordAudit(db, admin, 'breach.report_read', id, null, null);
  const when = (date: Date) => `${formatDateTime(date)} IST`;
  const board_report = [
    'Intimation of personal data breach to the Data Protection Board of India',
    `(Digital Personal Data Protection Rules, 2025, rule 7(2)(b)) — ${COMPANY_NAME}`,
    '',
    `Date and time of occurrence: ${when(row.occurredAt)}`,
    `Date and time the breach became known: ${when(row.discoveredAt)}`,
    `Report due by: ${when(new Date(row.discoveredAt.getTime() + BREACH_REPORT_HOURS * HOUR_MS))}`,
    `Description, nature and extent of the breach: ${row.description}`,
    `Nature of the personal data involved: ${row.dataNature}`,
    `Categories of Data Principals affected: ${row.categories}`,
    `Approximate number of Data Principals affected: ${row.peopleAffected}`,
    `Likely consequences and risks: ${row.risks}`,
    `Measures taken or proposed to mitigate the risk: ${row.measures}`,
    `Contact for the Board: ${row.contact}`,
  ].join('\n');
  const learner_notice = [
    `Subject: ${COMPANY_NAME}: a personal data breach that may affect you`,
    '',
    'Dear learner,',
    '',
    `On ${when(row.discoveredAt)} we learnt of a breach of personal data that may include yours.`,
    `What happened: ${row.description}`,
    `The data involved: ${row.dataNature}`,
    `What this may mean for you: ${row.risks}`,
    `What we have done and are doing: ${row.measures}`,
    'What you can do: change your password on our site and anywhere you use the same one, and be wary of e-mails or calls that ask for codes, passwords or payments in our name.',
    `Whom to contact: ${row.contact}`,
    '',
    `— ${COMPANY_NAME}`,
  ].join('\n');
  return { board_report, learner_notice };
}
