// What other parts of the server may use from the quizzes area (ADR 046, docs/architecture.md).
export { gradeAttemptAtDeadline } from './attempts.ts';
