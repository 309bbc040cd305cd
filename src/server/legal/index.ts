// What other parts of the server may use from the legal area (ADR 046, docs/architecture.md): the
// versions a checkout's agreement records, and the first versions written at start-up.
export { legalVersionsInEffect } from './pages.ts';
export { seedLegalDefaults } from './seed.ts';
