// What other parts of the server may use from the leads area (ADR 046, ADR 059).
// Nothing yet: its routes are composed by http/api-routes.ts and http/admin-routes.ts.
export {};
