// What other parts of the server may use from the admin area (ADR 046, docs/architecture.md).
// Nothing yet: its routes are composed by http/api-routes.ts and http/admin-routes.ts, and no other
// area calls into it.
export {};
