// What other parts of the server may use of notice, consent, children and retention
// (docs/product.md §18, ADR 067). The privacy area's index.ts re-exports it.
export { consentGrantedSql, isMinorSql, marketingAudience } from './consents.ts';
export { recordRegistrationPrivacy } from './profile-gate.ts';
export { applyRetention, RETENTION_RULES } from './retention.ts';
