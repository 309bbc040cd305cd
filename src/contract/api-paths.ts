/** The API's paths under /api (section 7), so the client and server name them once. */
export const API_BASE = '/api';
export const API = {
  contactSubmit: '/contact/submit',
  programAll: '/program/all',
  program: (id: string) => `/program/${encodeURIComponent(id)}`,
  newsletterSignup: '/newsletter/signup',
  offerSignup: '/offer/signup',
  health: '/health',
} as const;
