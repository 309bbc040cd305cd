// What other parts of the server may use from the evaluation area (docs/product.md §25, ADR 084):
// the one check that issues the "Evaluation passed" certificate, called in the transactions of the
// challenge step and the mentor's sign-off. Its routes are composed by http/api-routes.ts and
// http/admin-routes.ts.

export { issueEvaluationIfPassed } from './evaluation.ts';
