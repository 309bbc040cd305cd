// What other parts of the server may use from the simulator area (ADR 046, docs/architecture.md).
// Its routes are composed by http/api-routes.ts and http/admin-routes.ts. app.ts takes the default
// draw of a blind challenge's terms (ADR 080), so that tests can fix its scale; anything else that
// shows an account's trades (a journal) shows them through the account's lens, so that a running
// blind challenge stays disguised there too (docs/product.md §24).
export { drawBlindTerms } from './blind.ts';
export { blindTerms, lensFor, REAL_LENS, realPlanTerms, type SimLens } from './blind-lens.ts';
export { simulatorDataExport } from './data-export.ts';
