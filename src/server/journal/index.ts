/**
 * The trading journal and mentors (docs/product.md §23, ADR 079): what other areas may use. The
 * simulator's step calls `recordClosedTrades` in its transaction; the evaluation (docs/product.md
 * §23.4) reads the sign-off and the count of plans written before entry; the privacy export leaves a
 * running blind challenge's trades out as the journal does (§17.1, §24).
 */

export { notInRunningBlindChallenge } from './access.ts';
export { evaluationFacts } from './evaluation.ts';
export { recordClosedTrades } from './record.ts';
