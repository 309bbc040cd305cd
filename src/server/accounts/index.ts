// What other parts of the server may use from the accounts area (ADR 046, docs/architecture.md).
export { hashPassword } from './password.ts';
export { judgeCode } from './registration.ts';
export { findSession, type SessionContext, type UserRow } from './sessions.ts';
export { hashCode, randomCode } from './tokens.ts';
