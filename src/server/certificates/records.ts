import type { EvaluationCertificateDetails } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { pagePath } from '@contract/routes.ts';
import type { CertificateKind } from '@contract/vocabulary.ts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../accounts/index.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { certificates, evaluationCertificates, programs, users } from '../db/schema.ts';
import { certificateIssuedMail, certificateRevokedMail, enqueueMail } from '../mail/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { DomainError } from '../shared/errors.ts';
import {
  type CertificateContents,
  type CertificateSigner,
  newCertificateId,
  type SignedEvaluation,
} from './signing.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** What issuing needs besides the database: the site's key and its public address. */
export interface CertificateIssuer {
  signer: CertificateSigner;
  publicUrl: string;
}

/**
 * The contents a row's signature covers (the signed bytes are canonicalContents of these): with an
 * evaluation certificate's statistics and mentor when they were signed (ADR 085).
 */
export function contentsOf(
  row: CertificateRow,
  details: EvaluationDetails | null = null,
): CertificateContents {
  const contents: CertificateContents = {
    id: row.id,
    userId: row.userId,
    name: row.learnerName,
    program: row.programTitle,
    issuedAt: row.issuedAt.toISOString(),
    score: row.score,
    kind: row.kind,
  };
  if (details?.signed) contents.evaluation = signedEvaluation(details);
  return contents;
}

/** The details as the contract writes them (the verify page, the PDF, the mail). */
export function presentEvaluationDetails(details: EvaluationDetails): EvaluationCertificateDetails {
  return {
    return_bp: details.returnBp ?? null,
    max_drawdown_bp: details.maxDrawdownBp ?? null,
    trading_days: details.tradingDays ?? null,
    mentor_name: details.mentorName ?? null,
  };
}

function signedEvaluation(details: EvaluationDetails): SignedEvaluation {
  return {
    returnBp: details.returnBp ?? null,
    maxDrawdownBp: details.maxDrawdownBp ?? null,
    tradingDays: details.tradingDays ?? null,
    mentorName: details.mentorName ?? null,
  };
}

export function verifyUrl(publicUrl: string, id: string): string {
  return `${publicUrl}${pagePath('verify', { id })}`;
}

/** Whole seconds: the signed instant must read back from the database exactly as it was signed. */
const nowToTheSecond = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * Every required lesson of the program is complete for the learner, and the program has at least
 * one. Every lesson is required except a quiz whose settings say `required: false`, and a batch's
 * own lesson (a live session's recording, ADR 075: extra, never required); a quiz lesson is
 * complete only once passed (ADR 026).
 */
async function requiredLessonsComplete(tx: DbOrTx, userId: string, programId: string): Promise<boolean> {
  const result = await tx.execute<{ total: unknown; done: unknown }>(sql`
    select count(l.id) as total, count(p.completed_at) as done
    from course_modules m
    join lessons l on l.module_id = m.id
    left join quiz_settings q on q.lesson_id = l.id
    left join lesson_progress p on p.lesson_id = l.id and p.user_id = ${userId}
    where m.program_id = ${programId} and coalesce(q.required, true) and l.batch_id is null`);
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  return total > 0 && Number(row?.done ?? 0) === total;
}

/** The learner passed every required quiz of the program (true for a program without one). */
export async function requiredQuizzesPassed(tx: DbOrTx, userId: string, programId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1
    from course_modules m
    join lessons l on l.module_id = m.id
    join quiz_settings q on q.lesson_id = l.id and q.required
    where m.program_id = ${programId} and l.batch_id is null
      and not exists (
        select 1 from quiz_attempts a where a.lesson_id = l.id and a.user_id = ${userId} and a.passed
      )
    limit 1`);
  return result.rows.length === 0;
}

/**
 * The score a certificate carries: the learner's best percentage in each required quiz, averaged
 * over those quizzes and rounded to two decimals; null for a program without a required quiz.
 */
export async function certificateScore(
  tx: DbOrTx,
  userId: string,
  programId: string,
): Promise<number | null> {
  const result = await tx.execute<{ score: unknown }>(sql`
    select round(avg(best), 2) as score from (
      select max(a.score_hundredths::numeric / a.max_score) as best
      from course_modules m
      join lessons l on l.module_id = m.id
      join quiz_settings q on q.lesson_id = l.id and q.required
      join quiz_attempts a on a.lesson_id = l.id and a.user_id = ${userId} and a.passed
      where m.program_id = ${programId} and a.max_score > 0 and l.batch_id is null
      group by l.id
    ) as quizzes`);
  const score = result.rows[0]?.score;
  return score === null || score === undefined ? null : Number(score);
}

/** The learner's account is active and their subscription to the program is active. */
async function activeOnProgram(tx: DbOrTx, userId: string, programId: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from subscriptions s join users u on u.id = s.user_id
    where s.user_id = ${userId} and s.resource_type = 'program' and s.resource_id = ${programId}
      and s.status = 'active' and u.status = 'active'
    limit 1`);
  return result.rows.length > 0;
}

/**
 * The rule of docs/product.md §12.3, in one place: active on the program, every required lesson done, every
 * required quiz passed.
 */
export async function isEligibleForCertificate(
  tx: DbOrTx,
  userId: string,
  programId: string,
): Promise<boolean> {
  return (
    (await activeOnProgram(tx, userId, programId)) &&
    (await requiredLessonsComplete(tx, userId, programId)) &&
    (await requiredQuizzesPassed(tx, userId, programId))
  );
}

/**
 * Signs and inserts a certificate for the user's current name and the program's current title,
 * and queues the learner's e-mail, in `tx`. With `onlyIfNone` nothing is written when the learner
 * ever held one for the program (revoked included: an admin's revocation is not undone by the
 * next progress post); otherwise only an unrevoked one stops it. Null when nothing was written.
 */
async function insertCertificate(
  tx: DbOrTx,
  issuer: CertificateIssuer,
  input: {
    userId: string;
    programId: string;
    issuedBy: string | null;
    score: number | null;
    onlyIfNone: boolean;
    kind: CertificateKind;
    /** An evaluation's statistics and mentor: signed, and stored beside the row. */
    evaluation?: EvaluationDetails | null;
    /** The new certificate's id, when the caller must name it first (a re-issue's revocation). */
    id?: string;
  },
): Promise<CertificateRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new DomainError('not_found', MESSAGES.certificates.userNotFound);
  const [program] = await tx.select().from(programs).where(eq(programs.id, input.programId));
  if (!program) throw new DomainError('not_found', MESSAGES.certificates.programNotFound);
  const contents: CertificateContents = {
    id: input.id ?? newCertificateId(),
    userId: user.id,
    name: user.name,
    program: program.title,
    issuedAt: nowToTheSecond().toISOString(),
    score: input.score,
    kind: input.kind,
  };
  if (input.evaluation) contents.evaluation = signedEvaluation(input.evaluation);
  const signature = issuer.signer.sign(contents);
  const blocking = input.onlyIfNone ? sql`true` : sql`c.revoked_at is null`;
  // One statement, and the partial unique index behind it: of two requests completing the last
  // lessons at once, both may find the learner eligible, but only one certificate is written.
  const result = await tx.execute<{ id: string }>(sql`
    insert into certificates (id, user_id, program_id, learner_name, program_title, score, issued_at, signature, key_id, issued_by, kind)
    select ${contents.id}, ${user.id}, ${program.id}, ${contents.name}, ${contents.program}, ${contents.score},
           ${contents.issuedAt}::timestamptz, ${signature}, ${issuer.signer.keyId}, ${input.issuedBy}, ${input.kind}
    where not exists (
      select 1 from certificates c
      where c.user_id = ${user.id} and c.program_id = ${program.id} and c.kind = ${input.kind} and ${blocking})
    on conflict do nothing
    returning id`);
  if (result.rows.length === 0) return null;
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, contents.id));
  if (input.evaluation) {
    await tx
      .insert(evaluationCertificates)
      .values({ ...input.evaluation, certificateId: contents.id, signed: true });
  }
  await enqueueMail(
    tx,
    user.email,
    certificateIssuedMail({
      kind: input.kind,
      name: user.name,
      programTitle: program.title,
      verifyUrl: verifyUrl(issuer.publicUrl, contents.id),
      profileUrl: `${issuer.publicUrl}${pagePath('profile')}`,
      evaluation: input.evaluation ? presentEvaluationDetails(input.evaluation) : undefined,
    }),
  );
  return row!;
}

/**
 * Issues the learner's certificate for the program when they are eligible and have never held
 * one for it; idempotent (ADR 027). Called after a lesson is complete, in its own transaction
 * once the progress is committed, so that of two lessons completed at once the later check sees
 * both. Null when not eligible or already issued.
 */
export async function issueCertificateIfEligible(
  tx: DbOrTx,
  issuer: CertificateIssuer,
  userId: string,
  programId: string,
): Promise<CertificateRow | null> {
  const [existing] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.programId, programId),
        eq(certificates.kind, 'course'),
      ),
    )
    .limit(1);
  if (existing) return null;
  if (!(await isEligibleForCertificate(tx, userId, programId))) return null;
  return insertCertificate(tx, issuer, {
    userId,
    programId,
    issuedBy: null,
    score: await certificateScore(tx, userId, programId),
    onlyIfNone: true,
    kind: 'course',
  });
}

/**
 * The certificate of a passed simulator challenge (docs/product.md §14.8, ADR 037), in the step's
 * transaction: signed with kind 'sim_challenge', no score, at most one unrevoked per learner and program. A
 * second pass while one stands issues and mails nothing and answers the standing certificate, so
 * the attempt still links to it. Null only when the learner or program is gone. The verify page
 * names it "Simulator challenge passed".
 */
export async function issueChallengeCertificate(
  tx: DbOrTx,
  issuer: CertificateIssuer,
  input: { userId: string; programId: string },
): Promise<CertificateRow | null> {
  const issued = await insertCertificate(tx, issuer, {
    userId: input.userId,
    programId: input.programId,
    issuedBy: null,
    score: null,
    onlyIfNone: false,
    kind: 'sim_challenge',
  });
  if (issued) return issued;
  const [standing] = await tx
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, input.userId),
        eq(certificates.programId, input.programId),
        eq(certificates.kind, 'sim_challenge'),
        isNull(certificates.revokedAt),
      ),
    );
  return standing ?? null;
}

/**
 * The "Evaluation passed" certificate (docs/product.md §25, ADR 084), in the caller's transaction:
 * kind 'evaluation', no score, issued once per learner and program (a revoked one is not issued
 * again by the next check), with the challenge's statistics and the mentor's name beside it. Of
 * two transactions that both find the evaluation passed, the partial unique index lets one write;
 * the other writes and mails nothing. Null when nothing was written.
 */
export async function issueEvaluationCertificate(
  tx: DbOrTx,
  issuer: CertificateIssuer,
  input: { userId: string; programId: string; details: EvaluationDetails },
): Promise<CertificateRow | null> {
  return insertCertificate(tx, issuer, {
    userId: input.userId,
    programId: input.programId,
    issuedBy: null,
    score: null,
    onlyIfNone: true,
    kind: 'evaluation',
    evaluation: input.details,
  });
}

/**
 * What an "Evaluation passed" certificate shows besides the contents of every kind, and whether
 * its signature covers them (`signed`, ADR 085).
 */
export type EvaluationDetails = Omit<typeof evaluationCertificates.$inferInsert, 'certificateId'>;

/** The details an "Evaluation passed" certificate shows; null for another kind. */
export async function evaluationDetailsOf(
  db: DbOrTx,
  row: CertificateRow,
): Promise<EvaluationDetails | null> {
  if (row.kind !== 'evaluation') return null;
  const [details] = await db
    .select()
    .from(evaluationCertificates)
    .where(eq(evaluationCertificates.certificateId, row.id));
  return (
    details ?? { returnBp: null, maxDrawdownBp: null, tradingDays: null, mentorName: null, signed: false }
  );
}

/** An admin issues a certificate by hand: no eligibility check, but one unrevoked per learner and program. */
export async function issueCertificateByHand(
  tx: Tx,
  issuer: CertificateIssuer,
  actor: UserRow,
  userId: string,
  programId: string,
): Promise<CertificateRow> {
  const row = await insertCertificate(tx, issuer, {
    userId,
    programId,
    issuedBy: actor.id,
    score: await certificateScore(tx, userId, programId),
    onlyIfNone: false,
    kind: 'course',
  });
  if (!row) throw new DomainError('conflict', MESSAGES.certificates.alreadyIssued);
  await recordAudit(tx, actor, 'certificate.issue', row.id, null, auditView(row));
  return row;
}

const auditView = (row: CertificateRow) => ({
  id: row.id,
  user_id: row.userId,
  program_id: row.programId,
  name: row.learnerName,
  program: row.programTitle,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  revoked_reason: row.revokedReason,
});

async function lockCertificate(tx: Tx, id: string): Promise<CertificateRow> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
  if (!row) throw new DomainError('not_found', MESSAGES.certificates.notFound);
  return row;
}

/**
 * Revokes a certificate with a reason; the verify page shows it as revoked from now on, and the
 * learner is mailed the reason in the same transaction (ADR 061; none for a deleted account).
 */
export async function revokeCertificate(
  tx: Tx,
  actor: UserRow,
  id: string,
  reason: string,
  publicUrl: string,
): Promise<CertificateRow> {
  const before = await lockCertificate(tx, id);
  if (before.revokedAt) throw new DomainError('conflict', MESSAGES.certificates.alreadyRevoked);
  const [after] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(certificates.id, id))
    .returning();
  await recordAudit(tx, actor, 'certificate.revoke', id, auditView(before), auditView(after!));
  const [learner] = before.userId
    ? await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, before.userId))
    : [];
  if (learner) {
    await enqueueMail(
      tx,
      learner.email,
      certificateRevokedMail({
        name: learner.name,
        programTitle: before.programTitle,
        certificateId: id,
        reason,
        verifyUrl: verifyUrl(publicUrl, id),
      }),
    );
  }
  return after!;
}

/**
 * Re-issues a certificate: the old one is revoked (if it was not already) with "Re-issued as <new
 * id>", and a new one, with that id, is signed over the learner's current name and the program's
 * current title (a name corrected after issue is the usual reason). The score is carried over, and
 * an evaluation's statistics and mentor, which the new signature covers (ADR 085).
 */
export async function reissueCertificate(
  tx: Tx,
  issuer: CertificateIssuer,
  actor: UserRow,
  id: string,
): Promise<CertificateRow> {
  const old = await lockCertificate(tx, id);
  if (!old.programId) throw new DomainError('conflict', MESSAGES.certificates.programNotFound);
  const newId = newCertificateId();
  if (!old.revokedAt) {
    await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: `Re-issued as ${newId}.` })
      .where(eq(certificates.id, id));
  }
  const details = await evaluationDetailsOf(tx, old);
  const row = await insertCertificate(tx, issuer, {
    userId: old.userId,
    programId: old.programId,
    issuedBy: actor.id,
    score: old.score,
    onlyIfNone: false,
    kind: old.kind,
    id: newId,
    evaluation: details && {
      returnBp: details.returnBp ?? null,
      maxDrawdownBp: details.maxDrawdownBp ?? null,
      tradingDays: details.tradingDays ?? null,
      mentorName: details.mentorName ?? null,
    },
  });
  if (!row) throw new DomainError('conflict', MESSAGES.certificates.alreadyIssued);
  await recordAudit(tx, actor, 'certificate.reissue', row.id, auditView(old), auditView(row));
  return row;
}

/** A learner's own certificates, newest first, revoked ones included (marked). */
export function listCertificatesOf(db: DbOrTx, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function findCertificate(db: DbOrTx, id: string): Promise<CertificateRow> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) throw new DomainError('not_found', MESSAGES.certificates.notFound);
  return row;
}

/** The public verdict on a certificate (ADR 027, ADR 057). */
export interface CertificateVerdict {
  row: CertificateRow;
  /** Its signature verifies over the stored contents under a published key. */
  valid: boolean;
  revoked: boolean;
  /** The key it was signed with: the stored one, else (signed before key ids) the one it verifies under. */
  keyId: string | null;
  /** An evaluation certificate's statistics and mentor; null for another kind. */
  evaluation: EvaluationDetails | null;
}

/** The public verdict on a certificate: its signature over the stored contents, and revocation. */
export async function verifyCertificate(
  db: DbOrTx,
  signer: CertificateSigner,
  id: string,
): Promise<CertificateVerdict> {
  const row = await findCertificate(db, id);
  const evaluation = await evaluationDetailsOf(db, row);
  const verifiedKeyId = signer.verifiedKeyId(contentsOf(row, evaluation), row.signature, row.keyId);
  return {
    row,
    valid: verifiedKeyId !== null,
    revoked: row.revokedAt !== null,
    keyId: row.keyId ?? verifiedKeyId,
    evaluation,
  };
}

/**
 * Warns at start-up about certificates signed with a key that is no longer published: after a
 * change of CERT_SIGNING_KEY without the old key in CERT_RETIRED_PUBLIC_KEYS they all show as
 * invalid (ADR 057). The log names the key and how many certificates it signed, so the operator
 * can put it back before anyone notices.
 */
export async function warnOfUnpublishedKeys(
  db: DbOrTx,
  signer: CertificateSigner,
  log: { warn: (object: object, message: string) => void },
): Promise<void> {
  const result = await db.execute<{ key_id: string; certificates: unknown }>(sql`
    select key_id, count(*) as certificates from certificates where key_id is not null group by key_id`);
  for (const row of result.rows) {
    if (signer.publishes(row.key_id)) continue;
    log.warn(
      { setting: 'CERT_RETIRED_PUBLIC_KEYS', keyId: row.key_id },
      `${Number(row.certificates)} certificate(s) were signed with key ${row.key_id}, which is neither CERT_SIGNING_KEY nor in CERT_RETIRED_PUBLIC_KEYS: they show as invalid until that key's public half is added to CERT_RETIRED_PUBLIC_KEYS.`,
    );
  }
}
