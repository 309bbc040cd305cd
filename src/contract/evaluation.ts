import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * The evaluation before live trading (docs/product.md §25, ADR 084): what an admin sets per
 * program, and a learner's progress towards it.
 */
export const EvaluationRulesSchema = z.object({
  /** Off: the program has no evaluation and issues no "Evaluation passed" certificate. */
  enabled: z.boolean(),
  /** A passed blind challenge in the program is required. */
  challenge_required: z.boolean(),
  /** At least this many journal trades with a plan written before entry. */
  min_planned_trades: z
    .number({ error: 'The number of trades must be a whole number from 0 to 1000.' })
    .int({ error: 'The number of trades must be a whole number from 0 to 1000.' })
    .min(0, { error: 'The number of trades must be a whole number from 0 to 1000.' })
    .max(1000, { error: 'The number of trades must be a whole number from 0 to 1000.' }),
  /** The mentor's sign-off is required. */
  sign_off_required: z.boolean(),
});
export type EvaluationRules = z.infer<typeof EvaluationRulesSchema>;

export const EvaluationParamsSchema = z.object({
  programId: z.uuid({ error: 'Program not found.' }),
});

/** GET /api/evaluation/programs (public): the programs with an evaluation, for their pages. */
export const EvaluationProgramListSchema = z.array(z.object({ _id: z.string() }));

/** A learner's progress towards the program's evaluation, and the certificate once passed. */
export const EvaluationProgressSchema = EvaluationRulesSchema.extend({
  program_id: z.string(),
  challenge_passed: z.boolean(),
  planned_trades: z.number().int(),
  signed_off: z.boolean(),
  /** The mentor who signed off, when signed off. */
  mentor_name: z.string().nullable(),
  /** Every requirement holds. */
  passed: z.boolean(),
  /** The "Evaluation passed" certificate, once issued. */
  certificate_id: z.string().nullable(),
});
export type EvaluationProgress = z.infer<typeof EvaluationProgressSchema>;

/** What an "Evaluation passed" certificate shows besides its signed contents. */
export const EvaluationCertificateDetailsSchema = z.object({
  /** The passed challenge's return and deepest drawdown in basis points; null without a challenge. */
  return_bp: z.number().int().nullable(),
  max_drawdown_bp: z.number().int().nullable(),
  trading_days: z.number().int().nullable(),
  mentor_name: z.string().nullable(),
});
export type EvaluationCertificateDetails = z.infer<typeof EvaluationCertificateDetailsSchema>;

/** Basis points as a percentage with two decimals: 1234 -> "12.34%", -50 -> "-0.50%". */
export function basisPointsText(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const whole = Math.abs(bp);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}%`;
}

/** The line a certificate prints for the passed challenge; null without one. */
export function evaluationStatisticsText(details: EvaluationCertificateDetails): string | null {
  if (details.return_bp === null || details.max_drawdown_bp === null || details.trading_days === null) {
    return null;
  }
  return MESSAGES.evaluation.statistics(
    basisPointsText(details.return_bp),
    basisPointsText(details.max_drawdown_bp),
    details.trading_days,
  );
}
