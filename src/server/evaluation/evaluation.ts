import type { EvaluationProgress, EvaluationRules } from '@contract/evaluation.ts';
import { MESSAGES } from '@contract/messages.ts';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type CertificateIssuer,
  type EvaluationDetails,
  issueEvaluationCertificate,
} from '../certificates/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { certificates, programEvaluations, programs, simAccounts, users } from '../db/schema.ts';
import { evaluationFacts } from '../journal/index.ts';
import { DomainError } from '../shared/errors.ts';

/** A program without a row has no evaluation: these are what the admin's form starts from. */
const NO_EVALUATION: EvaluationRules = {
  enabled: false,
  challenge_required: true,
  min_planned_trades: 0,
  sign_off_required: true,
};

async function requireProgram(db: DbOrTx, programId: string): Promise<void> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
  if (!program) throw new DomainError('not_found', MESSAGES.certificates.programNotFound);
}

/** The programs whose evaluation is on: their pages say what it is and is not (docs/product.md §25). */
export async function programsWithEvaluation(db: DbOrTx): Promise<{ _id: string }[]> {
  const rows = await db
    .select({ id: programEvaluations.programId })
    .from(programEvaluations)
    .where(eq(programEvaluations.enabled, true))
    .orderBy(asc(programEvaluations.programId));
  return rows.map((row) => ({ _id: row.id }));
}

/** The program's evaluation rules (off until an admin sets them). */
export async function evaluationRules(db: DbOrTx, programId: string): Promise<EvaluationRules> {
  await requireProgram(db, programId);
  const [row] = await db.select().from(programEvaluations).where(eq(programEvaluations.programId, programId));
  if (!row) return NO_EVALUATION;
  return {
    enabled: row.enabled,
    challenge_required: row.challengeRequired,
    min_planned_trades: row.minPlannedTrades,
    sign_off_required: row.signOffRequired,
  };
}

/**
 * An admin sets what "ready for live trading" means in the program. Learners who already meet
 * the new rules receive the certificate at their next challenge step or sign-off, not now.
 */
export async function saveEvaluationRules(
  db: DbOrTx,
  admin: { id: string },
  programId: string,
  rules: EvaluationRules,
): Promise<EvaluationRules> {
  await requireProgram(db, programId);
  const values = {
    enabled: rules.enabled,
    challengeRequired: rules.challenge_required,
    minPlannedTrades: rules.min_planned_trades,
    signOffRequired: rules.sign_off_required,
    updatedBy: admin.id,
    updatedOn: new Date(),
  };
  await db
    .insert(programEvaluations)
    .values({ programId, ...values })
    .onConflictDoUpdate({ target: programEvaluations.programId, set: values });
  return evaluationRules(db, programId);
}

/** The learner's latest passed blind challenge in the program, with its statistics; null when none. */
async function passedChallenge(db: DbOrTx, learnerId: string, programId: string) {
  const [row] = await db
    .select({
      startingCapital: simAccounts.startingCapital,
      lastEquity: simAccounts.lastEquity,
      drawdownPeak: simAccounts.drawdownPeak,
      drawdownTrough: simAccounts.drawdownTrough,
      tradingDays: simAccounts.tradingDays,
    })
    .from(simAccounts)
    .where(
      and(
        eq(simAccounts.userId, learnerId),
        eq(simAccounts.programId, programId),
        eq(simAccounts.mode, 'challenge'),
        eq(simAccounts.status, 'passed'),
        // Only a blind challenge proves anything: hindsight can pass one on real dates (ADR 080).
        isNotNull(simAccounts.blindKey),
      ),
    )
    .orderBy(desc(simAccounts.updatedOn), desc(simAccounts.id))
    .limit(1);
  if (!row) return null;
  const bp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);
  return {
    returnBp: bp(row.lastEquity - row.startingCapital, row.startingCapital),
    maxDrawdownBp: bp(row.drawdownPeak - row.drawdownTrough, row.drawdownPeak),
    tradingDays: row.tradingDays,
  };
}

/** The learner's progress towards the program's evaluation, and what the certificate would show. */
async function measure(db: DbOrTx, learnerId: string, programId: string) {
  const rules = await evaluationRules(db, programId);
  // One query after another: in a transaction they share one connection.
  const challenge = await passedChallenge(db, learnerId, programId);
  const facts = await evaluationFacts(db, learnerId, programId);
  const [certificate] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, learnerId),
        eq(certificates.programId, programId),
        eq(certificates.kind, 'evaluation'),
      ),
    )
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  const [mentor] = facts.signedOffBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, facts.signedOffBy))
    : [];
  const signedOff = facts.signedOffAt !== null;
  const passed =
    rules.enabled &&
    (!rules.challenge_required || challenge !== null) &&
    facts.tradesPlannedBeforeEntry >= rules.min_planned_trades &&
    (!rules.sign_off_required || signedOff);
  const progress: EvaluationProgress = {
    ...rules,
    program_id: programId,
    challenge_passed: challenge !== null,
    planned_trades: facts.tradesPlannedBeforeEntry,
    signed_off: signedOff,
    mentor_name: signedOff ? (mentor?.name ?? null) : null,
    passed,
    certificate_id: certificate?.id ?? null,
  };
  const details: EvaluationDetails = {
    returnBp: challenge?.returnBp ?? null,
    maxDrawdownBp: challenge?.maxDrawdownBp ?? null,
    tradingDays: challenge?.tradingDays ?? null,
    mentorName: progress.mentor_name,
  };
  return { progress, details };
}

/** GET /api/evaluation/:programId: the caller's own progress (404 for a program that does not exist). */
export async function evaluationProgress(
  db: DbOrTx,
  learnerId: string,
  programId: string,
): Promise<EvaluationProgress> {
  return (await measure(db, learnerId, programId)).progress;
}

/**
 * The one check of docs/product.md §25, in the caller's transaction: when every requirement of
 * the program's evaluation holds for the learner, the "Evaluation passed" certificate is signed,
 * stored and mailed, once. Called where a requirement can become true: the challenge step (a
 * pass, or a closed trade that completes the journal count) and the mentor's sign-off.
 */
export async function issueEvaluationIfPassed(
  tx: DbOrTx,
  issuer: CertificateIssuer,
  learnerId: string,
  programId: string,
): Promise<{ id: string } | null> {
  const [rules] = await tx
    .select({ enabled: programEvaluations.enabled })
    .from(programEvaluations)
    .where(eq(programEvaluations.programId, programId));
  if (!rules?.enabled) return null;
  const { progress, details } = await measure(tx, learnerId, programId);
  if (!progress.passed || progress.certificate_id !== null) return null;
  return issueEvaluationCertificate(tx, issuer, { userId: learnerId, programId, details });
}
