import { ErrorSchema } from '@contract/fields.ts';

/** Every admin route can answer these. */
export const ADMIN_ERRORS = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
} as const;
