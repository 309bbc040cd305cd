// What other parts of the server may use from the privacy rights (ADR 046, ADR 066): the erasure
// job's function, bound in jobs/tasks.ts. The privacy area's index.ts gathers this with the rest.
export { eraseAccount } from './erase-account.ts';
