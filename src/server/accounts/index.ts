// What other parts of the server may use from the accounts area (ADR 046, docs/architecture.md).

export { checkPasswordThrottled, type LoginLimits } from './login.ts';
export { hashPassword } from './password.ts';
export { judgeCode } from './registration.ts';
export { findSession, revokeAllSessions, type SessionContext, type UserRow } from './sessions.ts';
export { hashCode, randomCode, randomToken, sha256 } from './tokens.ts';
