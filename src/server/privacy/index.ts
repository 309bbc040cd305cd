// What other parts of the server may use from the privacy area (ADR 046, docs/architecture.md):
// notice, consent, children and retention (docs/product.md §18, ADR 067), and the erasure job's
// function bound in jobs/tasks.ts (docs/product.md §17, ADR 066).
export { consentGrantedSql, isMinorSql, marketingAudience } from './consents.ts';
export { eraseAccount } from './erase-account.ts';
export { expireExport, prepareExport } from './export-jobs.ts';
export { recordRegistrationPrivacy } from './profile-gate.ts';
export { applyRetention, RETENTION_RULES } from './retention.ts';
